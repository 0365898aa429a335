import { eq } from 'drizzle-orm';
import { OFFER_MESSAGES, rupeesToPaise, type Offer, type ParsedOfferInput } from '@aurelle/contract';
import type { Db, DbOrTx } from '../../db/client.ts';
import { offers } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../errors.ts';
import { presentOffer, sizesNamedBy, type StoredOffer } from './present-offer.ts';
import { readOfferSizes } from './read-live-offers.ts';

/** The columns of an offer: only what its kind uses is kept (a spend offer names no size, a buy-get no threshold). */
function columnsOf(input: ParsedOfferInput) {
  const paise = (rupees: number | null) => (rupees === null ? null : rupeesToPaise(rupees));
  return {
    name: input.name,
    kind: input.kind,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    isPaused: input.isPaused,
    thresholdPaise: input.kind === 'buy-get' ? null : paise(input.threshold),
    amountPaise: input.kind === 'spend-discount' ? paise(input.amount) : null,
    qualifyingSizeMl: input.kind === 'buy-get' ? input.qualifyingSizeMl : null,
    qualifyingVariantId: input.kind === 'buy-get' ? input.qualifyingVariantId : null,
    freeVariantId: input.kind === 'buy-get' ? input.freeVariantId : null,
    sampleVariantIds: input.kind === 'free-sample' ? [...new Set(input.sampleVariantIds)] : [],
  };
}

/** Every size the offer names must exist: an unknown one is refused on its field, and nothing is written. */
async function checkedSizes(db: DbOrTx, columns: ReturnType<typeof columnsOf>) {
  const ids = sizesNamedBy(columns);
  const sizes = await readOfferSizes(db, ids);
  const byId = new Map(sizes.map((size) => [size.variantId, size]));
  const field =
    columns.qualifyingVariantId && !byId.has(columns.qualifyingVariantId)
      ? 'qualifyingVariantId'
      : columns.freeVariantId && !byId.has(columns.freeVariantId)
        ? 'freeVariantId'
        : columns.sampleVariantIds.some((id) => !byId.has(id))
          ? 'sampleVariantIds'
          : null;
  if (field)
    throw badRequest(OFFER_MESSAGES.sizeUnknown, { [field]: [OFFER_MESSAGES.sizeUnknown] }).because({ code: 'OFFER_SIZE_UNKNOWN' });
  return byId;
}

/** A new offer (it runs from its start unless paused). */
export async function createOffer(db: Db, input: ParsedOfferInput & { createdBy: string }): Promise<Offer> {
  const columns = columnsOf(input);
  const sizes = await checkedSizes(db, columns);
  const [row] = await db
    .insert(offers)
    .values({ ...columns, createdBy: input.createdBy })
    .returning();
  if (!row) throw new Error('Offer insert returned no row');
  return presentOffer(row, sizes);
}

/** Edits an offer's terms. Orders already placed keep what they got. */
export async function updateOffer(db: Db, id: string, input: ParsedOfferInput): Promise<Offer> {
  const columns = columnsOf(input);
  await findOffer(db, id);
  const sizes = await checkedSizes(db, columns);
  const [row] = await db
    .update(offers)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(offers.id, id))
    .returning();
  if (!row) throw notFound(OFFER_MESSAGES.notFound);
  return presentOffer(row, sizes);
}

/** Pauses an offer (checkout no longer applies it) or lets it run again. */
export async function setOfferPaused(db: Db, id: string, isPaused: boolean): Promise<Offer> {
  const [row] = await db.update(offers).set({ isPaused, updatedAt: new Date() }).where(eq(offers.id, id)).returning();
  if (!row) throw notFound(OFFER_MESSAGES.notFound);
  const sizes = await readOfferSizes(db, sizesNamedBy(row));
  return presentOffer(row, new Map(sizes.map((size) => [size.variantId, size])));
}

async function findOffer(db: DbOrTx, id: string): Promise<StoredOffer> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id)).limit(1);
  if (!row) throw notFound(OFFER_MESSAGES.notFound);
  return row;
}
