/** The small part of Razorpay's Standard Checkout (checkout.js) this app uses. */
export interface RazorpaySuccessResponse {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

export interface RazorpayFailureResponse {
  error: { code: string; description: string; reason?: string; source?: string; step?: string };
}

export interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description?: string;
  order_id: string;
  prefill?: { name?: string; email?: string; contact?: string };
  notes?: Record<string, string>;
  theme?: { color?: string };
  handler: (response: RazorpaySuccessResponse) => void;
  modal?: { ondismiss?: () => void };
  /** Off: the server cancels an order whose payment failed (webhook), so a retry must start a new order. */
  retry?: { enabled: boolean };
}

interface RazorpayInstance {
  open(): void;
  on(event: 'payment.failed', callback: (response: RazorpayFailureResponse) => void): void;
}

declare global {
  interface Window {
    Razorpay?: new (options: RazorpayOptions) => RazorpayInstance;
  }
}

export const RAZORPAY_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

let loading: Promise<boolean> | null = null;

/** Loads checkout.js once, on demand, right before paying. */
export function loadRazorpay(): Promise<boolean> {
  if (window.Razorpay) return Promise.resolve(true);
  if (loading) return loading;
  loading = new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_URL;
    script.async = true;
    script.onload = () => resolve(Boolean(window.Razorpay));
    script.onerror = () => {
      script.remove();
      resolve(false);
    };
    document.body.appendChild(script);
  }).then((loaded) => {
    // A failed load may succeed on the next try (flaky network), so it is not cached.
    if (!loaded) loading = null;
    return loaded;
  });
  return loading;
}

/** Opens Razorpay's payment window. */
export function openRazorpay(options: RazorpayOptions, onFailure: (response: RazorpayFailureResponse) => void): void {
  if (!window.Razorpay) throw new Error('Razorpay is not loaded');
  const checkout = new window.Razorpay(options);
  checkout.on('payment.failed', onFailure);
  checkout.open();
}
