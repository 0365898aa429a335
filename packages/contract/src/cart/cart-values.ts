import type { Cart, CartResponse } from './index.ts';

/** Cart helpers with no schema in them, which pages use at first load (decision 067). */
export const cartFromResponse = (response: Pick<CartResponse, 'data' | 'totalAmount'>): Cart => ({
  items: response.data,
  totalAmount: response.totalAmount,
});

export const stockLimitMessage = (available: number) => `Only ${available} items available in stock`;
