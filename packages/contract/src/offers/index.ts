import { z } from 'zod';
import { uuidSchema } from '../common.ts';
import { formatInr } from '../money.ts';
import { rupeeAmount } from '../money-field.ts';
import { formatIstInstant } from '../promotions/index.ts';

/**
 * Automatic offers (decision 106): no code, a window and a kind. `buy-get` adds a chosen size free when the cart holds a
 * qualifying size; `spend-discount` takes an amount off goods at or above a threshold; `free-gift-wrap` wraps for free
 * at or above a threshold; `free-sample` lets the shopper choose one of the admin's sample sizes at or above a threshold.
 */
export const OFFER_KINDS = ['buy-get', 'spend-discount', 'free-gift-wrap', 'free-sample'] as const;
export type OfferKind = (typeof OFFER_KINDS)[number];
export const OFFER_KIND_LABELS: Record<OfferKind, string> = {
  'buy-get': 'Buy a size, get a size free',
  'spend-discount': 'Amount off above a spend',
  'free-gift-wrap': 'Free gift wrap above a spend',
  'free-sample': 'Choose a free sample above a spend',
};
export const MAX_OFFER_SAMPLES = 12;

export const OFFER_MESSAGES = {
  nameRequired: 'Give the offer a name',
  nameTooLong: 'The name must be at most 80 characters',
  endBeforeStart: 'The end must be after the start',
  thresholdRequired: 'Enter the spend the offer starts at',
  amountRequired: 'Enter the amount off',
  amountAboveThreshold: 'The amount off must be less than the spend it starts at',
  qualifyingRequired: 'Choose the size that qualifies: a size in ml or a product’s size',
  qualifyingBoth: 'Choose either a size in ml or a product’s size, not both',
  freeSizeRequired: 'Choose the size given free',
  samplesRequired: 'Choose at least one sample size',
  sizeUnknown: 'A size in this offer does not exist',
  notFound: 'Offer not found',
  sampleNotOffered: 'This sample is not offered with your order',
} as const;

const isoInstant = (label: string) =>
  z.iso.datetime({ offset: true, message: `${label} must be a date and time` }).transform((value) => new Date(value).toISOString());

/** What the back office's Offers form sends: amounts in rupees, times as ISO instants (the form sends India time). */
export const offerInputSchema = z
  .object({
    name: z.string({ message: OFFER_MESSAGES.nameRequired }).trim().min(1, OFFER_MESSAGES.nameRequired).max(80, OFFER_MESSAGES.nameTooLong),
    kind: z.enum(OFFER_KINDS, { message: 'Choose the kind of offer' }),
    startsAt: isoInstant('Start'),
    endsAt: isoInstant('End'),
    isPaused: z.boolean({ message: 'Paused must be true or false' }).default(false),
    /** The goods total (after a code or the first-order discount) the offer starts at; spend kinds only. */
    threshold: rupeeAmount({ label: 'The spend', min: 'positive' }).nullable().default(null),
    /** Rupees off (spend-discount). */
    amount: rupeeAmount({ label: 'The amount off', min: 'positive', max: 1_00_000 }).nullable().default(null),
    /** buy-get: any size of this many ml qualifies, or this one size does. */
    qualifyingSizeMl: z
      .number({ message: 'The size must be a whole number of ml' })
      .int('The size must be a whole number of ml')
      .min(1, 'The size must be at least 1 ml')
      .max(10_000, 'The size must be at most 10,000 ml')
      .nullable()
      .default(null),
    qualifyingVariantId: uuidSchema.nullable().default(null),
    /** buy-get: the size given free (one unit an order). */
    freeVariantId: uuidSchema.nullable().default(null),
    /** free-sample: the sizes the shopper chooses one of. */
    sampleVariantIds: z.array(uuidSchema).max(MAX_OFFER_SAMPLES, `At most ${MAX_OFFER_SAMPLES} samples`).default([]),
  })
  .superRefine((input, ctx) => {
    if (input.endsAt <= input.startsAt) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: OFFER_MESSAGES.endBeforeStart });
    const spend = input.kind !== 'buy-get';
    if (spend && input.threshold === null) ctx.addIssue({ code: 'custom', path: ['threshold'], message: OFFER_MESSAGES.thresholdRequired });
    if (input.kind === 'spend-discount') {
      if (input.amount === null) ctx.addIssue({ code: 'custom', path: ['amount'], message: OFFER_MESSAGES.amountRequired });
      else if (input.threshold !== null && input.amount >= input.threshold)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: OFFER_MESSAGES.amountAboveThreshold });
    }
    if (input.kind === 'buy-get') {
      if (input.qualifyingSizeMl === null && input.qualifyingVariantId === null)
        ctx.addIssue({ code: 'custom', path: ['qualifyingSizeMl'], message: OFFER_MESSAGES.qualifyingRequired });
      if (input.qualifyingSizeMl !== null && input.qualifyingVariantId !== null)
        ctx.addIssue({ code: 'custom', path: ['qualifyingVariantId'], message: OFFER_MESSAGES.qualifyingBoth });
      if (input.freeVariantId === null) ctx.addIssue({ code: 'custom', path: ['freeVariantId'], message: OFFER_MESSAGES.freeSizeRequired });
    }
    if (input.kind === 'free-sample' && input.sampleVariantIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['sampleVariantIds'], message: OFFER_MESSAGES.samplesRequired });
  });
export type OfferInput = z.input<typeof offerInputSchema>;
export type ParsedOfferInput = z.output<typeof offerInputSchema>;

export const OFFER_STATES = ['active', 'scheduled', 'ended', 'paused'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

/** A size as an offer names it (the back office's list and the checkout's sample chooser). */
export const offerSizeSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  title: z.string(),
  variantLabel: z.string(),
  image: z.string().nullable(),
  /** The size's list price, rupees: what the shopper is given. */
  price: z.number(),
});
export type OfferSize = z.infer<typeof offerSizeSchema>;

export const offerSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(OFFER_KINDS),
  startsAt: z.string(),
  endsAt: z.string(),
  isPaused: z.boolean(),
  threshold: z.number().nullable(),
  amount: z.number().nullable(),
  qualifyingSizeMl: z.number().int().nullable(),
  qualifyingVariantId: z.string().nullable(),
  freeVariantId: z.string().nullable(),
  sampleVariantIds: z.array(z.string()),
  /** The sizes named above, for the list to show. */
  sizes: z.array(offerSizeSchema),
  state: z.enum(OFFER_STATES),
  createdAt: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const offerListResponseSchema = z.object({ success: z.literal(true), data: z.array(offerSchema) });
export const offerResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: offerSchema });
export const setOfferPausedRequestSchema = z.object({ isPaused: z.boolean({ message: 'isPaused must be true or false' }) });

/** How an offer is named wherever it shows (checkout, the order, the invoice, e-mails). */
export const offerLabel = (name: string) => `Offer: ${name}`;

/** What an offer does, in a line (the back office's list). */
export function describeOffer(offer: Pick<Offer, 'kind' | 'threshold' | 'amount' | 'qualifyingSizeMl'>): string {
  const above = offer.threshold === null ? '' : ` on ${formatInr(offer.threshold)} or more`;
  switch (offer.kind) {
    case 'spend-discount':
      return `${formatInr(offer.amount ?? 0)} off${above}`;
    case 'free-gift-wrap':
      return `Free gift wrap${above}`;
    case 'free-sample':
      return `A free sample of the shopper’s choice${above}`;
    case 'buy-get':
      return offer.qualifyingSizeMl === null ? 'A free size with a chosen size' : `A free size with any ${offer.qualifyingSizeMl} ml`;
  }
}

/** "Spend ₹N more for …": the hint the cart and checkout show for the nearest threshold not yet reached. */
export const offerHintMessage = (missingRupees: number, what: string) => `Spend ${formatInr(missingRupees)} more for ${what}`;
export const offerWindowMessage = (offer: { startsAt: string; endsAt: string }) =>
  `${formatIstInstant(offer.startsAt)} to ${formatIstInstant(offer.endsAt)}`;
