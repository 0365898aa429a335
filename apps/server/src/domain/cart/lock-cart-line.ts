import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems, products, productVariants } from '../../db/schema/index.ts';
import { notFound } from '../errors.ts';
import { lockShopper } from '../orders/lock-shopper.ts';
import { isArchived } from '../catalog/archive/in-shop.ts';
import { PRODUCT_NOT_FOUND_MESSAGE, SIZE_NOT_FOUND_MESSAGE } from './messages.ts';

export interface LockedCartLine {
  /** `isArchived`: the product has left the shop; its line can be removed, not added to or changed. */
  product: { id: string; title: string; isArchived: boolean };
  /** The size the line is for; a hidden size counts as sold out. */
  variant: { id: string; stock: number };
  /** Quantity already in the cart for this size, 0 when there is no line. */
  lineQuantity: number;
  /** Lines (sizes) in the cart. */
  lineCount: number;
}

export interface CartLineKey {
  userId: string;
  productId: string;
  /**
   * Without it (the spec's clients name no size): adding means the default size; changing or removing means the
   * product's only line in the cart, else its default size's.
   */
  variantId?: string | undefined;
}

/**
 * Locks the shopper (lockShopper: one shopper's cart writes serialize, so stock and line caps hold), then reads the
 * product, its sizes and the shopper's lines. The reads are statements of their own after the lock: under READ
 * COMMITTED a statement that waited for a row lock still sees the other tables as of its own start, which would miss
 * a line written by the transaction it waited for. An unknown product or a size of another product is a 404.
 */
export async function lockCartLine(tx: DbOrTx, key: CartLineKey, purpose: 'add' | 'change'): Promise<LockedCartLine> {
  await lockShopper(tx, key.userId);
  const [product] = await tx
    .select({ id: products.id, title: products.title, isArchived })
    .from(products)
    .where(eq(products.id, key.productId));
  if (!product) throw notFound(PRODUCT_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'product' });
  const variants = await tx
    .select({ id: productVariants.id, stock: productVariants.stock, isHidden: productVariants.isHidden })
    .from(productVariants)
    .where(eq(productVariants.productId, key.productId))
    .orderBy(asc(productVariants.position), asc(productVariants.createdAt), asc(productVariants.id));
  const lines = await tx
    .select({ variantId: cartItems.variantId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, key.userId), eq(cartItems.productId, key.productId)));
  const [counted] = await tx.select({ lines: count() }).from(cartItems).where(eq(cartItems.userId, key.userId));

  const onlyLine = purpose === 'change' && lines.length === 1 ? lines[0]?.variantId : undefined;
  const variantId = key.variantId ?? onlyLine ?? variants.find((variant) => !variant.isHidden)?.id;
  const variant = variants.find((candidate) => candidate.id === variantId);
  if (!variant) throw notFound(SIZE_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'variant' });
  return {
    product,
    variant: { id: variant.id, stock: variant.isHidden ? 0 : variant.stock },
    lineQuantity: lines.find((line) => line.variantId === variant.id)?.quantity ?? 0,
    lineCount: counted?.lines ?? 0,
  };
}
