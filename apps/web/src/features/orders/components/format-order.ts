import { ORDER_ID_DISPLAY_LENGTH } from '@aurelle/contract';

const dateFormatter = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const timeFormatter = new Intl.DateTimeFormat('en-IN', { hour: 'numeric', minute: '2-digit' });

export function shortOrderId(orderId: string): string {
  return orderId.slice(0, ORDER_ID_DISPLAY_LENGTH);
}

export function formatOrderDate(iso: string): string {
  return dateFormatter.format(new Date(iso));
}

export function formatOrderTime(iso: string): string {
  return timeFormatter.format(new Date(iso));
}

const paymentMethodLabels: Record<string, string> = {
  razorpay: 'Razorpay',
  paypal: 'PayPal',
  simulated: 'Simulated (test mode)',
  cod: 'Cash on delivery',
};

export function paymentMethodLabel(method: string): string {
  return paymentMethodLabels[method] ?? method;
}
