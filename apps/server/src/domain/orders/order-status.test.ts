import { describe, expect, it } from 'vitest';
import { adminSelectableStatuses, orderStatusValues } from '@aurelle/contract';
import { canTransition, orderTransitions } from './order-status.ts';

describe('order transitions table', () => {
  it('lets payment confirm a pending order and never reopens a final one', () => {
    expect(canTransition('pending', 'confirmed')).toBe(true);
    expect(canTransition('pending', 'cancelled')).toBe(true);
    for (const to of orderStatusValues) {
      expect(canTransition('cancelled', to)).toBe(false);
      expect(canTransition('rejected', to)).toBe(false);
    }
  });

  it('lets an admin pick any admin status from a live order, but never "confirmed", nor back to "pending"', () => {
    for (const from of ['confirmed', 'inProcess', 'inShipping', 'delivered'] as const) {
      for (const to of adminSelectableStatuses) if (to !== from && to !== 'pending') expect(canTransition(from, to)).toBe(true);
      expect(orderTransitions[from]).not.toContain('confirmed');
      expect(orderTransitions[from]).not.toContain('pending');
    }
  });

  it('lets an order be cancelled until it ships, never after', () => {
    expect(canTransition('confirmed', 'cancelled')).toBe(true);
    expect(canTransition('inProcess', 'cancelled')).toBe(true);
    expect(canTransition('inShipping', 'cancelled')).toBe(false);
    expect(canTransition('delivered', 'cancelled')).toBe(false);
  });
});
