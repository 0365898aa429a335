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
    expect(postLoginPath({ role: 'admin' })).toBe('/admin/dashboard');
    expect(postLoginPath({ role: 'user' }, null)).toBe('/shop/home');
  });

  it('returns to the remembered page', () => {
    expect(postLoginPath({ role: 'user' }, '/shop/account?tab=orders')).toBe('/shop/account?tab=orders');
    expect(postLoginPath({ role: 'admin' }, '/admin/orders')).toBe('/admin/orders');
  });

  it('never sends a customer to an admin page or anyone off-site', () => {
    expect(postLoginPath({ role: 'user' }, '/admin/orders')).toBe('/shop/home');
    expect(postLoginPath({ role: 'admin' }, '//evil.example')).toBe('/admin/dashboard');
  });
});
