import { z } from 'zod';
import { requiredText, uuidSchema } from '../common.ts';
import { indianStateNameSchema } from '../tax/shop-settings.ts';

export const MAX_ADDRESSES_MESSAGE = 'You can add max 3 addresses';
/**
 * Checkout refuses an address whose state is not one of the listed states and union territories: an
 * address saved before the state became a choice, whose free text did not match any of them.
 */
export const ADDRESS_STATE_NOT_LISTED_MESSAGE = 'Choose the state of this address from the list before paying';

export const addressInputSchema = z.object({
  fullName: requiredText('Full name', 100),
  phoneNumber: z
    .string({ message: 'Phone number is required' })
    .trim()
    .min(1, 'Phone number is required')
    .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+91|0)/, ''))
    .pipe(z.string().regex(/^[6-9]\d{9}$/, 'Enter a valid 10-digit mobile number')),
  addressLine1: requiredText('Address line 1', 200),
  addressLine2: z
    .string()
    .trim()
    .max(200, 'Address line 2 must be at most 200 characters')
    .optional()
    .nullable()
    .transform((v) => (v ? v : null)),
  city: requiredText('City', 100),
  /** One of INDIAN_STATE_NAMES exactly; anything else is refused with STATE_CHOICE_MESSAGE. */
  state: indianStateNameSchema,
  postalCode: z
    .string({ message: 'Postal code is required' })
    .trim()
    .min(1, 'Postal code is required')
    .regex(/^[1-9]\d{5}$/, 'Enter a valid 6-digit PIN code'),
});
export type AddressInput = z.input<typeof addressInputSchema>;

export const addressSchema = z.object({
  _id: z.string(),
  id: z.string(),
  fullName: z.string(),
  phoneNumber: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  /** False for a state saved as free text that matches none of the listed ones: the shopper must choose it again. */
  stateIsListed: z.boolean(),
  postalCode: z.string(),
  createdAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressResponseSchema = z.object({ success: z.literal(true), message: z.string(), address: addressSchema });
export const addressListResponseSchema = z.object({ success: z.literal(true), addresses: z.array(addressSchema) });
export const deleteAddressResponseSchema = z.object({ success: z.literal(true), message: z.string(), addressId: z.string() });
export const addressIdParamSchema = z.object({ addressId: uuidSchema });
