import { asc, eq } from 'drizzle-orm';
import { computeOrderTotals, paiseToRupees, unitPricePaise, variantLabel, type Cart } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems, products, productVariants } from '../../db/schema/index.ts';

export type { Cart };

/** The shopper's cart with live data of each line's size; the total is computed here, never by the client. */
export async function loadCart(db: DbOrTx, userId: string): Promise<Cart> {
  const rows = await db
    .select({
      productId: cartItems.productId,
      variantId: cartItems.variantId,
      quantity: cartItems.quantity,
      title: products.title,
      productImage: products.image,
      variantImage: productVariants.image,
      sizeMl: productVariants.sizeMl,
      kind: productVariants.kind,
      name: productVariants.name,
      sku: productVariants.sku,
      pricePaise: productVariants.pricePaise,
      salePricePaise: productVariants.salePricePaise,
      stock: productVariants.stock,
      isHidden: productVariants.isHidden,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId), asc(productVariants.position));
  const totals = computeOrderTotals(
    rows.map((row) => ({ unitPricePaise: unitPricePaise(row), quantity: row.quantity })),
    false,
  );
  return {
    items: rows.map((row) => ({
      productId: row.productId,
      variantId: row.variantId,
      variantLabel: variantLabel(row),
      sku: row.sku,
      title: row.title,
      image: row.variantImage ?? row.productImage,
      price: paiseToRupees(row.pricePaise),
      salePrice: paiseToRupees(row.salePricePaise),
      // A hidden size is no longer sold: its line shows as sold out until the shopper removes it.
      totalStock: row.isHidden ? 0 : row.stock,
      quantity: row.quantity,
    })),
    totalAmount: paiseToRupees(totals.subtotalPaise),
  };
}
