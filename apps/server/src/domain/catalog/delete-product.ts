import { eq } from 'drizzle-orm';
import { PRODUCT_ORDERED_MESSAGE } from '@aurelle/contract';
import type { Db } from '../../db/client.ts';
import { orderItems, products, productVariants } from '../../db/schema/index.ts';
import { conflict, notFound } from '../errors.ts';
import { PRODUCT_NOT_FOUND_MESSAGE } from './messages.ts';
import { lockProducts } from './variants/lock-products.ts';
import { offersNamingSizes, productInOfferMessage } from '../offers/offers-naming-sizes.ts';

/**
 * Deletes a product nobody ever ordered: one that any order names, paid or not, is refused with 409 and
 * archived instead (archiveProduct), so past orders keep their link to it. The foreign keys do the rest in the same
 * statement: cart lines, wishlist lines and reviews go (ON DELETE CASCADE). The product's lock is the one checkout
 * takes before it writes order lines, so an order placed meanwhile is either seen here or never placed.
 */
export async function deleteProduct(db: Db, productId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await lockProducts(tx, [productId]);
    if (!found.has(productId)) throw notFound(PRODUCT_NOT_FOUND_MESSAGE).because({ code: 'NOT_FOUND', resource: 'product' });
    const [ordered] = await tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.productId, productId)).limit(1);
    if (ordered) throw conflict(PRODUCT_ORDERED_MESSAGE).because({ code: 'PRODUCT_ORDERED' });
    // A size an offer gives or asks for stays until the offer is changed (the offer's key on the size refuses the delete).
    const sizes = await tx.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, productId));
    const [named] = await offersNamingSizes(
      tx,
      sizes.map((size) => size.id),
    );
    if (named) throw conflict(productInOfferMessage(named.offerName)).because({ code: 'PRODUCT_IN_OFFER' });
    await tx.delete(products).where(eq(products.id, productId));
  });
}
