import { describe, expect, it } from 'vitest';
import { trackingMeaning } from './tracking-status.ts';

describe('what a Shiprocket tracking status means', () => {
  it.each([
    [6, 'SHIPPED', 'in-transit'],
    [42, 'PICKED UP', 'in-transit'],
    [18, 'IN TRANSIT', 'in-transit'],
    [19, 'OUT FOR PICKUP', 'awaiting-pickup'],
    [17, 'OUT FOR DELIVERY', 'out-for-delivery'],
    [7, 'DELIVERED', 'delivered'],
    [21, 'UNDELIVERED', 'delivery-problem'],
    [9, 'RTO INITIATED', 'rto-initiated'],
    [46, 'RTO IN TRANSIT', 'rto-initiated'],
    [10, 'RTO DELIVERED', 'rto-delivered'],
    [8, 'CANCELED', 'other'],
    [12, 'LOST', 'other'],
  ] as const)('id %i (%s) → %s', (id, name, meaning) => {
    expect(trackingMeaning({ id, name })).toBe(meaning);
  });

  it('falls back on the name for an id it does not know, and records anything else', () => {
    expect(trackingMeaning({ id: 999, name: 'Out for Delivery' })).toBe('out-for-delivery');
    expect(trackingMeaning({ id: null, name: 'RTO Delivered' })).toBe('rto-delivered');
    expect(trackingMeaning({ id: null, name: 'rto in transit' })).toBe('rto-initiated');
    expect(trackingMeaning({ id: 999, name: 'Something new' })).toBe('other');
    expect(trackingMeaning({ id: null, name: null })).toBe('other');
  });
});
