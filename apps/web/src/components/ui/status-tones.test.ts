import { describe, expect, it } from 'vitest';
import { orderStatusValues, type OrderStatus } from '@aurelle/contract';
import { detailsStatusTone, listStatusTone, paymentStatusTone } from './status-tones';

describe('order status colours (decision 016)', () => {
  it('list: processing blue, shipped purple, delivered green, cancelled red, not yet paid grey', () => {
    const tones = Object.fromEntries(orderStatusValues.map((status) => [status, listStatusTone(status)]));
    expect(tones).toEqual({
      pending: 'grey',
      confirmed: 'blue',
      inProcess: 'blue',
      inShipping: 'purple',
      delivered: 'green',
      rejected: 'red',
      cancelled: 'red',
    } satisfies Record<OrderStatus, string>);
  });

  it('details: confirmed green, delivered blue, pending yellow, every other status red', () => {
    const tones = Object.fromEntries(orderStatusValues.map((status) => [status, detailsStatusTone(status)]));
    expect(tones).toEqual({
      pending: 'yellow',
      confirmed: 'green',
      inProcess: 'red',
      inShipping: 'red',
      delivered: 'blue',
      rejected: 'red',
      cancelled: 'red',
    } satisfies Record<OrderStatus, string>);
  });

  it('payment: completed green, pending yellow, failed red', () => {
    expect([paymentStatusTone('completed'), paymentStatusTone('pending'), paymentStatusTone('failed')]).toEqual(['green', 'yellow', 'red']);
  });
});
