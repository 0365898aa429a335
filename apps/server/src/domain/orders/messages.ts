import { formatInrCompact, MAX_RUPEE_AMOUNT } from '@aurelle/contract';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const EMPTY_CART_MESSAGE = 'Your cart is empty. Please add items to proceed';
export const SELECT_ADDRESS_MESSAGE = 'Please select a delivery address';
export const outOfStockAtCheckoutMessage = (title: string) => `${title} is out of stock`;
/** An order's total is an amount like any other: at most ₹1,00,00,000, so its paise fit the 32-bit columns. */
export const ORDER_TOO_LARGE_MESSAGE = `One order can total at most ${formatInrCompact(MAX_RUPEE_AMOUNT)}. Please reduce the quantities in your cart`;
