import { ORDER_ID_DISPLAY_LENGTH, type Order } from '@aurelle/contract';

export const orderDateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
export const orderDateTimeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });

/** The id as people read it aloud: its first 8 characters. */
export function shortOrderId(order: Pick<Order, '_id'>): string {
  return order._id.slice(0, ORDER_ID_DISPLAY_LENGTH).toUpperCase();
}
