import { formatDeliveryRange, formatInrCompact, type DeliveryQuote, type PinCheck } from '@aurelle/contract';

/** "Kamrup, Assam". */
export function placeText(check: Pick<PinCheck, 'district' | 'state'>): string {
  return check.district ? `${check.district}, ${check.state}` : check.state;
}

/** "by Thu 3 Dec – Mon 7 Dec". */
export function arrivalText(quote: Pick<DeliveryQuote, 'earliest' | 'latest'>): string {
  return `by ${formatDeliveryRange(quote.earliest, quote.latest)}`;
}

/** "Free", or "₹99" (with "free from ₹2,000" when a threshold applies and `withThreshold`). */
export function feeText(quote: Pick<DeliveryQuote, 'fee' | 'freeFrom'>, withThreshold = false): string {
  if (quote.fee === 0) return 'Free';
  return withThreshold && quote.freeFrom !== null
    ? `${formatInrCompact(quote.fee)}, free from ${formatInrCompact(quote.freeFrom)}`
    : formatInrCompact(quote.fee);
}

/** "Delivers to Kamrup, Assam · by Thu 3 Dec – Mon 7 Dec · Cash on delivery available", or why not. */
export function pinCheckSummary(check: PinCheck): string {
  const standard = check.options[0];
  if (!check.served || !standard) return `Sorry, we do not deliver to ${check.pinCode} (${placeText(check)}) yet`;
  return [
    `Delivers to ${placeText(check)}`,
    arrivalText(standard),
    check.cod ? 'Cash on delivery available' : 'Cash on delivery not available',
  ].join(' · ');
}
