import {
  DELIVERY_MESSAGES,
  DELIVERY_OPTION_LABELS,
  deliveryFeePaise,
  deliveryWindow,
  dispatchDate,
  isCodAllowedForPin,
  isPinServed,
  paiseToRupees,
  type DeliveryOption,
  type DeliveryQuote,
  type DeliveryTerms,
  type PinCheck,
} from '@aurelle/contract';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../errors.ts';
import { readShopSettings } from '../tax/shop-settings.ts';
import { readDeliveryTerms } from './delivery-settings.ts';
import { lookUpPin } from './pin-directory.ts';

/** One option's fee for this order value and its dates from now. */
export function quoteDelivery(terms: DeliveryTerms, option: DeliveryOption, orderValuePaise: number, now: Date): DeliveryQuote {
  const days = option === 'express' ? terms.expressDays : terms.standardDays;
  const { earliest, latest } = deliveryWindow(terms, days, now);
  const hasThreshold = option === 'standard' && terms.standardFeePaise > 0 && terms.freeFromPaise !== null;
  return {
    option,
    label: DELIVERY_OPTION_LABELS[option],
    fee: paiseToRupees(deliveryFeePaise(terms, option, orderValuePaise)),
    freeFrom: hasThreshold && terms.freeFromPaise !== null ? paiseToRupees(terms.freeFromPaise) : null,
    minDays: days.min,
    maxDays: Math.max(days.min, days.max),
    earliest,
    latest,
  };
}

/** The options the shop offers where it delivers: standard, and express when it is on. */
export function quoteDeliveryOptions(terms: DeliveryTerms, orderValuePaise: number, now: Date): DeliveryQuote[] {
  const options: DeliveryOption[] = terms.expressEnabled ? ['standard', 'express'] : ['standard'];
  return options.map((option) => quoteDelivery(terms, option, orderValuePaise, now));
}

/**
 * The PIN code check of the product page, the checkout and the address form: where the PIN is, whether the
 * shop delivers there and takes cash there, and each option's fee (for the order value given, else for an order below
 * any free-delivery threshold) and dates. A PIN India Post does not list is a 404.
 */
export async function checkPinCode(
  db: DbOrTx,
  input: { pinCode: string; orderValuePaise?: number | undefined; now?: Date },
): Promise<PinCheck> {
  const place = lookUpPin(input.pinCode);
  if (!place) throw notFound(DELIVERY_MESSAGES.pinUnknown).because({ code: 'PIN_UNKNOWN' });
  const now = input.now ?? new Date();
  const [terms, shop] = await Promise.all([readDeliveryTerms(db), readShopSettings(db)]);
  const served = isPinServed(terms, place.pinCode);
  return {
    pinCode: place.pinCode,
    district: place.district,
    state: place.state.name,
    stateCode: place.state.code,
    states: place.states.map((state) => state.name),
    served,
    cod: served && shop.codLimitPaise > 0 && isCodAllowedForPin(terms, place.pinCode),
    dispatchDate: dispatchDate(terms, now),
    options: served ? quoteDeliveryOptions(terms, input.orderValuePaise ?? 0, now) : [],
  };
}
