import { z } from 'zod';
import { rupeeAmount } from '../money-field.ts';
import { DELIVERY_OPTIONS } from './rules.ts';

export * from './rules.ts';

/** Delivery (decision 082): the PIN code check, delivery options at checkout, the admin's delivery settings. */
export const DELIVERY_MESSAGES = {
  pinFormat: 'Enter a 6-digit PIN code',
  pinUnknown: 'We could not find this PIN code',
  notServed: 'Sorry, we do not deliver to this PIN code yet',
  expressOff: 'Express delivery is not available for this order. Please choose standard delivery',
  codPin: 'Cash on delivery is not available for this PIN code. Please pay online',
  option: 'Choose standard or express delivery',
} as const;

export function pinStateMismatchMessage(pinState: string, chosenState: string): string {
  return `This PIN code is in ${pinState}, not ${chosenState}`;
}

export const deliveryOptionSchema = z.enum(DELIVERY_OPTIONS, { message: DELIVERY_MESSAGES.option });

// ---- The PIN code check (public) ----

export const pinCodeParamsSchema = z.object({ pin: z.string().regex(/^\d{6}$/, DELIVERY_MESSAGES.pinFormat) });

/** The order value the fees are for (the cart after any discount, in rupees); without it, the fee below the threshold. */
export const checkPinCodeQuerySchema = z.object({ subtotal: rupeeAmount({ label: 'Subtotal' }).optional() });
export type CheckPinCodeQuery = z.input<typeof checkPinCodeQuerySchema>;

export const deliveryQuoteSchema = z.object({
  option: deliveryOptionSchema,
  label: z.string(),
  /** In rupees, for the order value asked about. */
  fee: z.number(),
  /** Standard delivery is free from this order value; null when it is not (always paid, or always free). */
  freeFrom: z.number().nullable(),
  minDays: z.number().int(),
  maxDays: z.number().int(),
  /** Calendar dates in India, 'YYYY-MM-DD'. */
  earliest: z.string(),
  latest: z.string(),
});
export type DeliveryQuote = z.infer<typeof deliveryQuoteSchema>;

export const pinCheckSchema = z.object({
  pinCode: z.string(),
  district: z.string(),
  state: z.string(),
  stateCode: z.string(),
  /** Every state the PIN's post offices are in (a few straddle a border), the main one first. */
  states: z.array(z.string()),
  served: z.boolean(),
  /** Whether cash on delivery can be chosen for this PIN (the order's value is checked at checkout). */
  cod: z.boolean(),
  /** The day an order placed now leaves the shop. */
  dispatchDate: z.string(),
  /** Standard, then express when the shop offers it; empty where the shop does not deliver. */
  options: z.array(deliveryQuoteSchema),
});
export type PinCheck = z.infer<typeof pinCheckSchema>;

export const pinCheckResponseSchema = z.object({ success: z.literal(true), check: pinCheckSchema });
export type PinCheckResponse = z.infer<typeof pinCheckResponseSchema>;

// ---- The admin's settings ----

function wholeDays(label: string) {
  const message = `${label} is a whole number of days from 0 to 30`;
  return z.union([z.number(), z.string()], { error: message }).transform((raw, ctx): number => {
    const value = typeof raw === 'number' ? raw : /^\s*\d+\s*$/.test(raw) ? Number(raw) : Number.NaN;
    if (Number.isInteger(value) && value >= 0 && value <= 30) return value;
    ctx.addIssue({ code: 'custom', message, input: raw });
    return z.NEVER;
  });
}

export const MAX_PIN_RULES = 2000;

/**
 * PIN codes or their first digits, typed one a line or separated by commas or spaces (or sent as a list): each 1 to 6
 * digits, not starting with 0. Answered as a sorted list without repeats.
 */
function pinList(label: string) {
  return z.union([z.string(), z.array(z.string())], { error: `${label}: a list of PIN codes` }).transform((raw, ctx): string[] => {
    const entries = (Array.isArray(raw) ? raw : raw.split(/[\s,;]+/)).map((entry) => entry.trim()).filter(Boolean);
    const wrong = entries.find((entry) => !/^[1-9]\d{0,5}$/.test(entry));
    if (wrong !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `“${wrong.slice(0, 20)}” is not a PIN code or its first digits (1 to 6 digits)`,
        input: raw,
      });
      return z.NEVER;
    }
    const unique = [...new Set(entries)].sort();
    if (unique.length > MAX_PIN_RULES) {
      ctx.addIssue({ code: 'custom', message: `${label}: at most ${MAX_PIN_RULES} entries`, input: raw });
      return z.NEVER;
    }
    return unique;
  });
}

const CUTOFF_MESSAGE = 'Enter the cut-off time as HH:MM, such as 14:00';
const MORE_DAYS_MESSAGE = 'The latest day cannot come before the earliest';

export const deliverySettingsInputSchema = z
  .object({
    standardFee: rupeeAmount({ label: 'Standard delivery fee', max: 10_000 }),
    /** Empty or null: the fee applies to every order. */
    freeFrom: z.union([z.literal('').transform(() => null), z.null(), rupeeAmount({ label: 'Free delivery threshold' })]),
    standardDaysMin: wholeDays('Earliest day'),
    standardDaysMax: wholeDays('Latest day'),
    expressEnabled: z.boolean({ message: 'Say whether express delivery is offered' }),
    expressFee: rupeeAmount({ label: 'Express delivery fee', max: 10_000 }),
    expressDaysMin: wholeDays('Earliest day'),
    expressDaysMax: wholeDays('Latest day'),
    cutoff: z
      .string({ message: CUTOFF_MESSAGE })
      .trim()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, CUTOFF_MESSAGE),
    workingDays: z
      .array(z.number().int().min(1).max(7), { message: 'Choose the working days' })
      .min(1, 'Choose at least one working day')
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    unservedPins: pinList('PIN codes not served'),
    noCodPins: pinList('PIN codes without cash on delivery'),
  })
  .superRefine((settings, context) => {
    if (settings.standardDaysMax < settings.standardDaysMin)
      context.addIssue({ code: 'custom', path: ['standardDaysMax'], message: MORE_DAYS_MESSAGE });
    if (settings.expressDaysMax < settings.expressDaysMin)
      context.addIssue({ code: 'custom', path: ['expressDaysMax'], message: MORE_DAYS_MESSAGE });
  });
export type DeliverySettingsInput = z.input<typeof deliverySettingsInputSchema>;

export const deliverySettingsSchema = z.object({
  standardFee: z.number(),
  freeFrom: z.number().nullable(),
  standardDaysMin: z.number().int(),
  standardDaysMax: z.number().int(),
  expressEnabled: z.boolean(),
  expressFee: z.number(),
  expressDaysMin: z.number().int(),
  expressDaysMax: z.number().int(),
  cutoff: z.string(),
  workingDays: z.array(z.number().int()),
  unservedPins: z.array(z.string()),
  noCodPins: z.array(z.string()),
  updatedAt: z.string().nullable(),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;

export const deliverySettingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  settings: deliverySettingsSchema,
});
