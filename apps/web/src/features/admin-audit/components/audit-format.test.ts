import { describe, expect, it } from 'vitest';
import { describeAction, describeField, describeValue } from './audit-format';

describe('audit wording', () => {
  it('says what an event did', () => {
    expect(describeAction({ action: 'product.update', entityType: 'product' })).toBe('Edited product');
    expect(describeAction({ action: 'order.refund', entityType: 'order' })).toBe('Refunded order');
    expect(describeAction({ action: 'settings.update', entityType: 'settings' })).toBe('Edited shop settings');
    expect(describeAction({ action: 'review.approve', entityType: 'review' })).toBe('Approved review');
    expect(describeAction({ action: 'review.reply', entityType: 'review' })).toBe('Answered review');
  });

  it('names fields as words and keeps SKUs', () => {
    expect(describeField('pricePaise')).toBe('Price');
    expect(describeField('salePricePaise')).toBe('Sale price');
    expect(describeField('variants[OUD-50].stock')).toBe('Variants › OUD-50 › Stock');
    expect(describeField('addressSnapshot.postalCode')).toBe('Address snapshot › Postal code');
  });

  it('shows amounts in rupees, yes/no, lists and a dash for nothing', () => {
    expect(describeValue('pricePaise', 450000)).toBe('₹4,500.00');
    expect(describeValue('isActive', false)).toBe('No');
    expect(describeValue('topNotes', ['rose', 'oud'])).toBe('rose, oud');
    expect(describeValue('courier', null)).toBe('—');
    expect(describeValue('totalStock', 7)).toBe('7');
  });
});
