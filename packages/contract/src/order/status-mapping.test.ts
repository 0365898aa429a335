import { describe, expect, it } from 'vitest';
import { orderStatusValues, toShopperStatus } from './index.ts';

describe('shopper view of an order status (decision 055)', () => {
  it('shows pending, confirmed and inProcess as Processing at 33%', () => {
    for (const status of ['pending', 'confirmed', 'inProcess'] as const) {
      expect(toShopperStatus(status)).toEqual({ status: 'processing', label: 'Processing', progress: 33 });
    }
  });

  it('shows inShipping as Shipped (66%), delivered as Delivered (100%), rejected and cancelled as Cancelled (0%)', () => {
    expect(toShopperStatus('inShipping')).toEqual({ status: 'shipped', label: 'Shipped', progress: 66 });
    expect(toShopperStatus('delivered')).toEqual({ status: 'delivered', label: 'Delivered', progress: 100 });
    expect(toShopperStatus('rejected')).toEqual({ status: 'cancelled', label: 'Cancelled', progress: 0 });
    expect(toShopperStatus('cancelled')).toEqual({ status: 'cancelled', label: 'Cancelled', progress: 0 });
  });

  it('maps every status of the lifecycle', () => {
    for (const status of orderStatusValues) expect(toShopperStatus(status).label).toBeTruthy();
  });
});
