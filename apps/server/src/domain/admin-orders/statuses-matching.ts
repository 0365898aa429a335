import { orderStatusLabels, orderStatusValues, toShopperStatus, type OrderStatus } from '@aurelle/contract';

const normalize = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Order statuses an admin's search text refers to: it may name the stored value ('inShipping'),
 * the admin label ('In Shipping') or the shopper label ('Shipped'), in any case, or just a part of one.
 */
export function statusesMatching(term: string): OrderStatus[] {
  // Only words can name a status: '3de0' is the start of an order id, not a part of 'delivered'.
  if (!/^[a-z\s_-]+$/i.test(term.trim())) return [];
  const wanted = normalize(term);
  if (!wanted) return [];
  return orderStatusValues.filter((status) =>
    [status, orderStatusLabels[status], toShopperStatus(status).label].some((name) => normalize(name).includes(wanted)),
  );
}
