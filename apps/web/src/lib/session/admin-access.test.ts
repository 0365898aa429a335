import { describe, expect, it } from 'vitest';
import { adminHomePath, mayOpenAdminPage } from './admin-access';

const as = (teamRole: 'owner' | 'manager' | 'packer' | 'accountant') => ({ role: 'admin' as const, teamRole });

describe('which back-office pages a role may open', () => {
  it('opens everything to an owner', () => {
    for (const path of ['/admin/dashboard', '/admin/products/table', '/admin/settings', '/admin/audit', '/admin/customers/1']) {
      expect(mayOpenAdminPage(as('owner'), path)).toBe(true);
    }
  });

  it('keeps a packer to the orders page (its To ship view) only', () => {
    expect(mayOpenAdminPage(as('packer'), '/admin/orders')).toBe(true);
    for (const path of [
      '/admin/dashboard',
      '/admin/products',
      '/admin/gst',
      '/admin/settings',
      '/admin/audit',
      '/admin/customers/1',
      '/admin/reviews',
    ]) {
      expect(mayOpenAdminPage(as('packer'), path)).toBe(false);
    }
    expect(adminHomePath(as('packer'))).toBe('/admin/orders?view=to-ship');
  });

  it('gives an accountant orders, the GST month and the dashboard (its sales), not the catalog or settings', () => {
    expect(mayOpenAdminPage(as('accountant'), '/admin/gst?month=2026-10')).toBe(true);
    expect(mayOpenAdminPage(as('accountant'), '/admin/orders')).toBe(true);
    expect(mayOpenAdminPage(as('accountant'), '/admin/products')).toBe(false);
    expect(mayOpenAdminPage(as('accountant'), '/admin/settings')).toBe(false);
    expect(mayOpenAdminPage(as('accountant'), '/admin/reviews?view=hidden')).toBe(false);
  });

  it('gives review moderation to whoever looks after the catalog', () => {
    expect(mayOpenAdminPage(as('manager'), '/admin/reviews')).toBe(true);
    expect(mayOpenAdminPage(as('owner'), '/admin/reviews?view=all&q=oud')).toBe(true);
  });

  it('gives a customer none of it', () => {
    expect(mayOpenAdminPage({ role: 'user', teamRole: null }, '/admin/orders')).toBe(false);
  });
});
