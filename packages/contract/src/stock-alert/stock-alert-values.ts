/** Back-in-stock requests: messages with no schema, shown on the product page at first load. */
export const STOCK_ALERT_REQUESTED_MESSAGE = "We'll e-mail you as soon as it is back in stock";
export const STOCK_ALERT_IN_STOCK_MESSAGE = 'This perfume is in stock: you can add it to your cart now';
export const STOCK_ALERT_SIGN_IN_MESSAGE = 'Sign in to be told when this perfume is back';
