import { describe, expect, it } from 'vitest';
import { adminSelectableStatuses, type Order } from '@aurelle/contract';
import {
  awaitsCodCash,
  canRecordShipment,
  formatCalendarDate,
  isShipmentCorrection,
  paymentMethodLabel,
  statusAllowed,
} from './after-sales-rules';

type Facts = Pick<Order, 'paymentMethod' | 'paymentStatus' | 'orderStatus'>;
const paidOnline: Facts = { paymentMethod: 'razorpay', paymentStatus: 'completed', orderStatus: 'confirmed' };
const cod: Facts = { paymentMethod: 'cod', paymentStatus: 'pending', orderStatus: 'confirmed' };

describe('after-sales controls of the admin order details', () => {
  it('ships a paid or cash-on-delivery order that is confirmed or in process, and corrects it while in shipping', () => {
    expect(canRecordShipment(paidOnline)).toBe(true);
    expect(canRecordShipment({ ...paidOnline, orderStatus: 'inProcess' })).toBe(true);
    expect(canRecordShipment({ ...paidOnline, orderStatus: 'inShipping' })).toBe(true);
    expect(canRecordShipment({ ...paidOnline, orderStatus: 'delivered' })).toBe(false);
    expect(canRecordShipment({ ...paidOnline, paymentStatus: 'pending' })).toBe(false);
    expect(canRecordShipment(cod)).toBe(true);
    expect(canRecordShipment({ ...cod, orderStatus: 'rejected' })).toBe(false);
    expect(isShipmentCorrection({ orderStatus: 'inShipping' })).toBe(true);
    expect(isShipmentCorrection({ orderStatus: 'inProcess' })).toBe(false);
  });

  it('records the cash (or the refusal) of an unpaid cash-on-delivery order on its way only', () => {
    expect(awaitsCodCash({ ...cod, orderStatus: 'inShipping' })).toBe(true);
    expect(awaitsCodCash(cod)).toBe(false);
    expect(awaitsCodCash({ ...cod, orderStatus: 'inShipping', paymentStatus: 'completed' })).toBe(false);
    expect(awaitsCodCash({ ...paidOnline, paymentStatus: 'pending', orderStatus: 'inShipping' })).toBe(false);
  });

  it('lets an unpaid cash-on-delivery order be processed and shipped, but only the cash makes it delivered', () => {
    const allowed = (order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'orderStatus'>) =>
      adminSelectableStatuses.filter((status) => statusAllowed(order, status));
    // A confirmed order never goes back to awaiting payment.
    expect(allowed({ ...cod, orderStatus: 'confirmed' })).toEqual(['inProcess', 'inShipping', 'rejected']);
    expect(allowed({ paymentMethod: 'razorpay', paymentStatus: 'pending', orderStatus: 'pending' })).toEqual(['pending', 'rejected']);
    expect(allowed({ ...paidOnline, orderStatus: 'confirmed' })).toEqual(adminSelectableStatuses.filter((status) => status !== 'pending'));
  });

  it('names the payment method and reads calendar dates the same in every time zone', () => {
    expect(paymentMethodLabel('cod')).toBe('Cash on delivery');
    expect(paymentMethodLabel('razorpay')).toBe('Razorpay');
    expect(paymentMethodLabel('')).toBe('—');
    expect(formatCalendarDate('2026-03-14')).toBe('14 Mar 2026');
  });
});
