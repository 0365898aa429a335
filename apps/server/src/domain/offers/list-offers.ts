import { desc } from 'drizzle-orm';
import type { Offer } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { presentOffer, sizesNamedBy } from './present-offer.ts';
import { readOfferSizes } from './read-live-offers.ts';

/** Every offer, newest first, with the sizes it names (one read of them all). */
export async function listOffers(db: DbOrTx, now = new Date()): Promise<Offer[]> {
  const rows = await db.select().from(offers).orderBy(desc(offers.createdAt), desc(offers.id));
  const sizes = await readOfferSizes(db, [...new Set(rows.flatMap(sizesNamedBy))]);
  const byId = new Map(sizes.map((size) => [size.variantId, size]));
  return rows.map((row) => presentOffer(row, byId, now));
}
