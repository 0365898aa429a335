/**
 * What a Shiprocket tracking status means for the order (decision 098), in one table. Shiprocket reports a numeric
 * `shipment_status_id` and its name (`current_status`); the id decides, the name is the fallback for an id this table
 * does not list (Shiprocket adds some from time to time). Anything not listed is recorded and changes nothing.
 */
export type TrackingMeaning =
  /** Booked, waiting for the courier to collect: nothing changes. */
  | 'awaiting-pickup'
  /** The courier has the parcel: the order is In shipping. */
  | 'in-transit'
  | 'out-for-delivery'
  | 'delivered'
  /** A failed delivery attempt (NDR): the back office decides re-attempt or return. */
  | 'delivery-problem'
  /** The parcel is on its way back to the shop. */
  | 'rto-initiated'
  /** The parcel is back at the shop. */
  | 'rto-delivered'
  /** Recorded only (cancelled, lost, pickup trouble): an admin looks at it in Shiprocket. */
  | 'other';

/** Shiprocket's status ids (its "Shipment status codes" list) by what they mean here. */
const MEANING_BY_ID: Readonly<Record<number, TrackingMeaning>> = {
  6: 'in-transit', // Shipped
  7: 'delivered',
  8: 'other', // Canceled
  9: 'rto-initiated',
  10: 'rto-delivered',
  12: 'other', // Lost
  13: 'awaiting-pickup', // Pickup error
  14: 'rto-initiated', // RTO acknowledged
  15: 'awaiting-pickup', // Pickup rescheduled
  16: 'other', // Cancellation requested
  17: 'out-for-delivery',
  18: 'in-transit',
  19: 'awaiting-pickup', // Out for pickup
  20: 'awaiting-pickup', // Pickup exception
  21: 'delivery-problem', // Undelivered
  22: 'in-transit', // Delayed
  38: 'in-transit', // Reached destination hub
  39: 'in-transit', // Misrouted
  40: 'rto-initiated', // RTO NDR
  41: 'rto-initiated', // RTO out for delivery
  42: 'in-transit', // Picked up
  45: 'other', // Cancelled before dispatch
  46: 'rto-initiated', // RTO in transit
  48: 'in-transit', // Reached warehouse
  50: 'in-transit', // In flight
  51: 'in-transit', // Handed over to courier
  52: 'awaiting-pickup', // Shipment booked
  75: 'rto-initiated', // RTO lock
  77: 'delivery-problem', // Issue related to the recipient
  78: 'rto-initiated', // Reached back at seller city
};

/** By name, upper-cased, for ids the table does not know. */
const MEANING_BY_NAME: ReadonlyArray<[RegExp, TrackingMeaning]> = [
  [/^RTO[ _-]?DELIVERED$/, 'rto-delivered'],
  [/^RTO/, 'rto-initiated'],
  [/^OUT FOR DELIVERY$/, 'out-for-delivery'],
  [/^DELIVERED$/, 'delivered'],
  [/UNDELIVERED|NDR/, 'delivery-problem'],
  [/^(SHIPPED|IN TRANSIT|PICKED UP|REACHED .*|IN FLIGHT|DELAYED|MISROUTED)$/, 'in-transit'],
  [/PICKUP|BOOKED|MANIFEST|AWB ASSIGNED|LABEL/, 'awaiting-pickup'],
];

export function trackingMeaning(status: { id: number | null; name: string | null }): TrackingMeaning {
  if (status.id !== null) {
    const byId = MEANING_BY_ID[status.id];
    if (byId) return byId;
  }
  const name = (status.name ?? '').trim().toUpperCase().replace(/\s+/g, ' ');
  return MEANING_BY_NAME.find(([pattern]) => pattern.test(name))?.[1] ?? 'other';
}

/** Every id the table lists (the tests go through each). */
export const KNOWN_STATUS_IDS = Object.keys(MEANING_BY_ID).map(Number);
export const meaningOfStatusId = (id: number): TrackingMeaning | undefined => MEANING_BY_ID[id];
