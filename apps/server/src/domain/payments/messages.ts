export const PAYMENT_VERIFICATION_FAILED_MESSAGE = 'Payment verification failed';
export const PAYMENT_SUCCESSFUL_MESSAGE = 'Payment successful';
export const ERROR_CREATING_ORDER_MESSAGE = 'Error creating order';
export const ORDER_NOT_AWAITING_PAYMENT_MESSAGE = 'This order is no longer awaiting payment';
export const ORDER_EXPIRED_MESSAGE =
  'This order was cancelled because its payment window expired or the payment failed. Any amount charged will be refunded.';
export const CAPTURE_REFUSED_MESSAGE = 'We could not confirm your payment with the provider. Please try again from your cart.';
export const PROVIDER_UNAVAILABLE_MESSAGE = 'The payment provider could not be reached. Please try again in a moment.';
export const REDIRECT_PAYMENTS_OFF_MESSAGE = 'Payment through PayPal is not available. Please pay by card, UPI or net banking at checkout.';
