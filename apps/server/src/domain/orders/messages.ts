export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const EMPTY_CART_MESSAGE = 'Your cart is empty. Please add items to proceed';
export const SELECT_ADDRESS_MESSAGE = 'Please select a delivery address';
export const outOfStockAtCheckoutMessage = (title: string) => `${title} is out of stock`;
