import { describe, expect, it } from 'vitest';
import { postLoginPath, safeReturnUrl } from './post-login-path';

describe('safeReturnUrl', () => {
  it('keeps same-site paths with their query', () => {
    expect(safeReturnUrl('/shop/account')).toBe('/shop/account');
    expect(safeReturnUrl('/shop/listing?gender=male&car=true')).toBe('/shop/listing?gender=male&car=true');
  });

  it('refuses other origins, protocol tricks and empty values', () => {
    for (const value of [
      'https://evil.example',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'shop/home',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnUrl(value)).toBeUndefined();
    }
  });

  it('refuses the sign-in pages themselves', () => {
    expect(safeReturnUrl('/auth/login')).toBeUndefined();
    expect(safeReturnUrl('/auth/register?x=1')).toBeUndefined();
  });
});

describe('postLoginPath', () => {
  it('sends an admin to the dashboard and a customer to the home page by default', () => {
    expect(postLoginPath({ role: 'admin', teamRole: 'owner' })).toBe('/admin/dashboard');
    expect(postLoginPath({ role: 'user', teamRole: null }, null)).toBe('/shop/home');
  });

  it('sends each team member to where their role starts', () => {
    expect(postLoginPath({ role: 'admin', teamRole: 'manager' })).toBe('/admin/dashboard');
    expect(postLoginPath({ role: 'admin', teamRole: 'accountant' })).toBe('/admin/dashboard');
    expect(postLoginPath({ role: 'admin', teamRole: 'packer' })).toBe('/admin/orders?view=to-ship');
  });

  it('returns to the remembered page', () => {
    expect(postLoginPath({ role: 'user', teamRole: null }, '/shop/account?tab=orders')).toBe('/shop/account?tab=orders');
    expect(postLoginPath({ role: 'admin', teamRole: 'owner' }, '/admin/orders')).toBe('/admin/orders');
  });

  it('never sends a customer to an admin page or anyone off-site', () => {
    expect(postLoginPath({ role: 'user', teamRole: null }, '/admin/orders')).toBe('/shop/home');
    expect(postLoginPath({ role: 'admin', teamRole: 'owner' }, '//evil.example')).toBe('/admin/dashboard');
  });
});
