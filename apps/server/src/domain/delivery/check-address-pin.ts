import { DELIVERY_MESSAGES, pinStateMismatchMessage } from '@aurelle/contract';
import { badRequest } from '../errors.ts';
import { lookUpPin, type PinPlace } from './pin-directory.ts';

/**
 * An address's PIN code must be one India Post lists, in the state the address names: the state decides the
 * GST on the invoice, the PIN decides delivery. A PIN on a border fits either of its states. The refusal lands on
 * `field` (the form's postal code, or the address chosen at checkout).
 */
export function checkAddressPin(address: { postalCode: string; state: string }, field = 'postalCode'): PinPlace {
  const place = lookUpPin(address.postalCode);
  if (!place) throw badRequest(DELIVERY_MESSAGES.pinUnknown, { [field]: [DELIVERY_MESSAGES.pinUnknown] }).because({ code: 'PIN_UNKNOWN' });
  if (!place.states.some((state) => state.name === address.state)) {
    const message = pinStateMismatchMessage(place.state.name, address.state);
    throw badRequest(message, { [field]: [message] }).because({ code: 'PIN_STATE_MISMATCH', state: place.state.name });
  }
  return place;
}
