import { asc } from 'drizzle-orm';
import { computeOrderTotals, paiseToRupees, salePricePaiseAt, unitPricePaise, variantLabel, type Cart } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems, productVariants } from '../../db/schema/index.ts';
import { selectCartLines } from './select-cart-lines.ts';

export type { Cart };

/**
 * The shopper's cart with live data of each line's size, priced at `now` (a sale counts only within its window); the
 * total is computed here, never by the client.
 */
export async function loadCart(db: DbOrTx, userId: string, now = new Date()): Promise<Cart> {
  const rows = await selectCartLines(db, userId).orderBy(asc(cartItems.createdAt), asc(cartItems.productId), asc(productVariants.position));
  const totals = computeOrderTotals(
    rows.map((row) => ({ unitPricePaise: unitPricePaise(row, now), quantity: row.quantity })),
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
      salePrice: paiseToRupees(salePricePaiseAt(row, now)),
      // A hidden size or an archived product is no longer sold: its line shows as sold out until the shopper removes it.
      totalStock: row.isHidden || row.isArchived ? 0 : row.stock,
      quantity: row.quantity,
    })),
    totalAmount: paiseToRupees(totals.subtotalPaise),
  };
}
