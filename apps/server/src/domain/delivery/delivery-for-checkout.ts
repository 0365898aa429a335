import { DELIVERY_MESSAGES, deliveryFeePaise, isPinServed, type DeliveryOption, type DeliveryTerms } from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../errors.ts';
import { checkAddressPin } from './check-address-pin.ts';
import { readDeliveryTerms } from './delivery-settings.ts';

export interface CheckoutDelivery {
  option: DeliveryOption;
  terms: DeliveryTerms;
  /** The fee for the order value (the goods after any discount), known once checkout has priced the cart. */
  feeFor(orderValuePaise: number): number;
}

/**
 * Whether the chosen address can receive this order, by the option asked for: its PIN code known and in its
 * state, the shop delivering there, express only when offered. Checkout calls it before it cancels or reserves
 * anything, so each refusal is a 400 that changed nothing.
 */
export async function deliveryForCheckout(
  tx: DbOrTx,
  address: { postalCode: string; state: string },
  option: DeliveryOption = 'standard',
): Promise<CheckoutDelivery> {
  checkAddressPin(address, 'addressId');
  const terms = await readDeliveryTerms(tx);
  if (!isPinServed(terms, address.postalCode)) {
    throw badRequest(DELIVERY_MESSAGES.notServed, { addressId: [DELIVERY_MESSAGES.notServed] }).because({ code: 'PIN_NOT_SERVED' });
  }
  if (option === 'express' && !terms.expressEnabled) {
    throw badRequest(DELIVERY_MESSAGES.expressOff, { deliveryOption: [DELIVERY_MESSAGES.expressOff] }).because({
      code: 'EXPRESS_NOT_AVAILABLE',
    });
  }
  return { option, terms, feeFor: (orderValuePaise) => deliveryFeePaise(terms, option, orderValuePaise) };
}
