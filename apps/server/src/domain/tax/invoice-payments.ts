import { maskGiftCardCode, type TaxDocument } from '@aurelle/contract';

/** How the order was paid, in words: the order keeps the way chosen at checkout. */
export function paymentMethodLabel(method: string): string {
  const labels: Record<string, string> = { razorpay: 'Paid online', paypal: 'Paid online (PayPal)', cod: 'Cash on delivery' };
  return labels[method] ?? method;
}

/**
 * The ways an order was paid, as its invoice lists them (decision 104): a gift card is a way of payment, not a discount,
 * so the goods keep their full taxable value and the card's share is printed beside what the provider or the courier
 * took. Undefined when one way paid everything (the invoice reads as before).
 */
export function invoicePayments(order: {
  paymentMethod: string;
  totalPaise: number;
  giftCardPaise: number;
  giftCardLastFour: string | null;
}): TaxDocument['payments'] {
  if (order.giftCardPaise === 0 || !order.giftCardLastFour) return undefined;
  const rest = order.totalPaise - order.giftCardPaise;
  return [
    { kind: 'gift-card' as const, label: `Gift card ${maskGiftCardCode(order.giftCardLastFour)}`, amountPaise: order.giftCardPaise },
    ...(rest > 0 ? [{ kind: 'rest' as const, label: paymentMethodLabel(order.paymentMethod), amountPaise: rest }] : []),
  ];
}
