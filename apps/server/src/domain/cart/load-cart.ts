import { asc, eq } from 'drizzle-orm';
import { computeOrderTotals, paiseToRupees, unitPricePaise, type Cart } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { cartItems, products } from '../../db/schema/index.ts';

export type { Cart };

/** The shopper's cart with live product data; the total is computed here, never by the client. */
export async function loadCart(db: DbOrTx, userId: string): Promise<Cart> {
  const rows = await db
    .select({
      productId: cartItems.productId,
      quantity: cartItems.quantity,
      title: products.title,
      image: products.image,
      pricePaise: products.pricePaise,
      salePricePaise: products.salePricePaise,
      totalStock: products.totalStock,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.productId));
  const totals = computeOrderTotals(
    rows.map((row) => ({ unitPricePaise: unitPricePaise(row), quantity: row.quantity })),
    false,
  );
  return {
    items: rows.map((row) => ({
      productId: row.productId,
      title: row.title,
      image: row.image,
      price: paiseToRupees(row.pricePaise),
      salePrice: paiseToRupees(row.salePricePaise),
      totalStock: row.totalStock,
      quantity: row.quantity,
    })),
    totalAmount: paiseToRupees(totals.subtotalPaise),
  };
}
