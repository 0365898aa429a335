import { MAX_CART_LINES, MAX_LINE_QUANTITY } from '@aurelle/contract';

export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';
export const CART_ITEM_NOT_FOUND_MESSAGE = 'Cart item not found';
export const OUT_OF_STOCK_MESSAGE = 'This product is out of stock';
export const CART_FULL_MESSAGE = `Your cart can hold up to ${MAX_CART_LINES} different items`;
export const LINE_LIMIT_MESSAGE = `You can add at most ${MAX_LINE_QUANTITY} of one item`;
export const CART_ITEM_DELETED_MESSAGE = 'Cart item is deleted successfully';
export const addedToCartMessage = (title: string) => `${title} has been added to your cart`;
export const SIZE_NOT_FOUND_MESSAGE = 'This size is not available';
