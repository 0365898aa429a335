import { z } from 'zod';
import { OFFER_KINDS, offerInputSchema, type Offer, type OfferInput } from '@aurelle/contract';
import { istInputToIso, isoToIstInput } from './coupon-format';

/** The form's fields as they hold them: amounts and sizes as typed text, times as India's wall-clock time. */
export const offerFormFieldsSchema = z.object({
  name: z.string(),
  kind: z.enum(OFFER_KINDS),
  startsAt: z.string(),
  endsAt: z.string(),
  threshold: z.string(),
  amount: z.string(),
  qualifyBy: z.enum(['size', 'variant']),
  qualifyingSizeMl: z.string(),
  qualifyingVariantId: z.string(),
  freeVariantId: z.string(),
  sampleVariantIds: z.array(z.string()),
  isPaused: z.boolean(),
});
export type OfferFormValues = z.infer<typeof offerFormFieldsSchema>;

const blankToNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** The API's body for the form's values (before the contract's checks): only what the kind uses, times as IST instants. */
export function toOfferInput(values: OfferFormValues): OfferInput {
  const buyGet = values.kind === 'buy-get';
  const size = blankToNull(values.qualifyingSizeMl);
  return {
    name: values.name,
    kind: values.kind,
    startsAt: istInputToIso(values.startsAt) ?? '',
    endsAt: istInputToIso(values.endsAt) ?? '',
    isPaused: values.isPaused,
    threshold: buyGet ? null : blankToNull(values.threshold),
    amount: values.kind === 'spend-discount' ? blankToNull(values.amount) : null,
    qualifyingSizeMl: buyGet && values.qualifyBy === 'size' && size !== null ? Number(size) : null,
    qualifyingVariantId: buyGet && values.qualifyBy === 'variant' ? blankToNull(values.qualifyingVariantId) : null,
    freeVariantId: buyGet ? blankToNull(values.freeVariantId) : null,
    sampleVariantIds: values.kind === 'free-sample' ? values.sampleVariantIds : [],
  };
}

const MISSING_TIME: Partial<Record<string, string>> = { startsAt: 'Enter when the offer starts', endsAt: 'Enter when the offer ends' };

/** The contract's own rules over the converted values, each message on its field: the form refuses what the server would. */
export const offerFormSchema = offerFormFieldsSchema.transform((values, ctx) => {
  const parsed = offerInputSchema.safeParse(toOfferInput(values));
  if (parsed.success) return parsed.data;
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'name');
    if (seen.has(field)) continue;
    seen.add(field);
    const blankTime = (field === 'startsAt' || field === 'endsAt') && values[field].trim() === '';
    ctx.addIssue({
      code: 'custom',
      path: [field === 'qualifyingVariantId' && values.qualifyBy === 'size' ? 'qualifyingSizeMl' : field],
      message: (blankTime ? MISSING_TIME[field] : undefined) ?? issue.message,
    });
  }
  return z.NEVER;
});

export const emptyOfferForm: OfferFormValues = {
  name: '',
  kind: 'free-sample',
  startsAt: '',
  endsAt: '',
  threshold: '',
  amount: '',
  qualifyBy: 'size',
  qualifyingSizeMl: '100',
  qualifyingVariantId: '',
  freeVariantId: '',
  sampleVariantIds: [],
  isPaused: false,
};

export function offerToFormValues(offer: Offer): OfferFormValues {
  return {
    name: offer.name,
    kind: offer.kind,
    startsAt: isoToIstInput(offer.startsAt),
    endsAt: isoToIstInput(offer.endsAt),
    threshold: offer.threshold === null ? '' : String(offer.threshold),
    amount: offer.amount === null ? '' : String(offer.amount),
    qualifyBy: offer.qualifyingVariantId ? 'variant' : 'size',
    qualifyingSizeMl: offer.qualifyingSizeMl === null ? '' : String(offer.qualifyingSizeMl),
    qualifyingVariantId: offer.qualifyingVariantId ?? '',
    freeVariantId: offer.freeVariantId ?? '',
    sampleVariantIds: offer.sampleVariantIds,
    isPaused: offer.isPaused,
  };
}
