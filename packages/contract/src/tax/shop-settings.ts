import { z } from 'zod';
import { requiredText } from '../common.ts';
import { rupeeAmount, wholeNumberField } from '../money-field.ts';
import { gstinProblem } from './gstin.ts';
import { indianStateByName, INDIAN_STATES } from './indian-states.ts';

export const GSTIN_MESSAGES = {
  format: 'Enter a 15-character GSTIN such as 29ABCDE1234F1Z5',
  state: 'The GSTIN must start with a valid state code',
  'check-digit': 'This GSTIN’s last character does not match: check it for a typo',
} as const;

/** The highest low-stock threshold a shop may set: a size with more bottles than this is never "low". */
export const MAX_LOW_STOCK_THRESHOLD = 100_000;

export const STATE_CHOICE_MESSAGE = 'Choose a state from the list';
export const INVOICE_PREFIX_MESSAGE = 'The invoice prefix is 1 to 3 capital letters or digits';

/** A state of India, by its name as listed (the address form's choice). */
export const indianStateNameSchema = z
  .string({ message: STATE_CHOICE_MESSAGE })
  .trim()
  .refine((name) => indianStateByName(name) !== undefined, STATE_CHOICE_MESSAGE);

export const gstinSchema = z
  .string({ message: 'GSTIN is required' })
  .trim()
  .toUpperCase()
  .superRefine((gstin, context) => {
    const problem = gstinProblem(gstin);
    if (problem) context.addIssue({ code: 'custom', message: GSTIN_MESSAGES[problem] });
  });

/** The shop's GST registration as the admin edits it. */
export const shopSettingsInputSchema = z
  .object({
    legalName: requiredText('Legal name', 120),
    gstin: gstinSchema,
    addressLine1: requiredText('Address line 1', 200),
    addressLine2: z
      .string()
      .trim()
      .max(200, 'Address line 2 must be at most 200 characters')
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
    city: requiredText('City', 100),
    state: indianStateNameSchema,
    postalCode: z
      .string({ message: 'Postal code is required' })
      .trim()
      .regex(/^[1-9]\d{5}$/, 'Enter a valid 6-digit PIN code'),
    invoicePrefix: z
      .string({ message: INVOICE_PREFIX_MESSAGE })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{1,3}$/, INVOICE_PREFIX_MESSAGE),
    /** Cash on delivery up to this order value (0 turns it off), and its fee; left out, they stay as they are. */
    codLimit: rupeeAmount({ label: 'Cash-on-delivery limit', max: 1_000_000 }).optional(),
    codFee: rupeeAmount({ label: 'Cash-on-delivery fee', max: 10_000 }).optional(),
    /** Gift wrapping's price; left out, it stays as it is. */
    giftWrapFee: rupeeAmount({ label: 'Gift wrap fee', max: 10_000 }).optional(),
    /** A size is low on stock at or below this, unless it sets its own; left out, it stays as it is. */
    lowStockThreshold: wholeNumberField({ label: 'Low-stock threshold', min: 0, max: MAX_LOW_STOCK_THRESHOLD }).optional(),
    /** A packed unit's weight and box for sizes that set none (the courier's parcel, decision 098); left out, unchanged. */
    defaultShippingWeightGrams: wholeNumberField({ label: 'Default shipping weight (g)', min: 1, max: 50_000 }).optional(),
    defaultBoxLengthCm: wholeNumberField({ label: 'Default box length (cm)', min: 1, max: 300 }).optional(),
    defaultBoxBreadthCm: wholeNumberField({ label: 'Default box breadth (cm)', min: 1, max: 300 }).optional(),
    defaultBoxHeightCm: wholeNumberField({ label: 'Default box height (cm)', min: 1, max: 300 }).optional(),
    /**
     * Cash on delivery is refused for a PIN code whose COD parcels came back at this rate or more (0 turns it off),
     * once it has at least `codReturnMinOrders` shipped; left out, unchanged (decision 097).
     */
    codReturnRefusalPercent: wholeNumberField({ label: 'Return rate that stops cash on delivery (%)', min: 0, max: 100 }).optional(),
    codReturnMinOrders: wholeNumberField({ label: 'Shipped COD orders before the rate counts', min: 1, max: 10_000 }).optional(),
  })
  .superRefine((settings, context) => {
    const state = indianStateByName(settings.state);
    if (state && gstinProblem(settings.gstin) === undefined && !settings.gstin.startsWith(state.code)) {
      context.addIssue({ code: 'custom', path: ['gstin'], message: `A GSTIN registered in ${state.name} starts with ${state.code}` });
    }
  });
export type ShopSettingsInput = z.input<typeof shopSettingsInputSchema>;

export const shopSettingsSchema = z.object({
  legalName: z.string(),
  gstin: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  stateCode: z.string(),
  postalCode: z.string(),
  invoicePrefix: z.string(),
  codLimit: z.number(),
  codFee: z.number(),
  giftWrapFee: z.number(),
  lowStockThreshold: z.number().int(),
  defaultShippingWeightGrams: z.number().int(),
  defaultBoxLengthCm: z.number().int(),
  defaultBoxBreadthCm: z.number().int(),
  defaultBoxHeightCm: z.number().int(),
  /** 0: cash on delivery is never refused for a PIN code's returns. */
  codReturnRefusalPercent: z.number().int(),
  codReturnMinOrders: z.number().int(),
  updatedAt: z.string(),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

export const shopSettingsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  settings: shopSettingsSchema,
});

/** The states in the order the address form lists them. */
export const INDIAN_STATE_NAMES: readonly string[] = INDIAN_STATES.map((state) => state.name);
