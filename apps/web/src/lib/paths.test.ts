import { describe, expect, it } from 'vitest';
import { isWithin, paths, queryString } from './paths';

describe('paths', () => {
  it('spells every page as the router and the links always have', () => {
    expect(paths.shop.home).toBe('/shop/home');
    expect(paths.shop.listing()).toBe('/shop/listing');
    expect(paths.shop.search()).toBe('/shop/search');
    expect(paths.shop.about).toBe('/shop/about');
    expect(paths.shop.privacyPolicy).toBe('/shop/privacy-policy');
    expect(paths.shop.returnsPolicy).toBe('/shop/returns-policy');
    expect(paths.shop.termsConditions).toBe('/shop/terms-conditions');
    expect(paths.shop.checkout).toBe('/shop/checkout');
    expect(paths.shop.account()).toBe('/shop/account');
    expect(paths.shop.paypalReturn()).toBe('/shop/paypal-return');
    expect(paths.shop.paymentSuccess).toBe('/shop/payment-success');
    expect(paths.auth.login()).toBe('/auth/login');
    expect(paths.auth.register).toBe('/auth/register');
    expect(paths.auth.forgotPassword).toBe('/auth/forgot-password');
    expect(paths.admin.dashboard()).toBe('/admin/dashboard');
    expect(paths.admin.products).toBe('/admin/products');
    expect(paths.admin.orders).toBe('/admin/orders');
    expect(paths.admin.features).toBe('/admin/features');
    expect(paths.admin.emailCampaigns).toBe('/admin/email-campaigns');
    expect(paths.admin.promotions).toBe('/admin/promotions');
  });

  it('gives the router its patterns', () => {
    expect(paths.shop.product.pattern).toBe('/shop/product/:id');
    expect(paths.shop.listing.pattern).toBe('/shop/listing');
    expect(paths.auth.resetPassword.pattern).toBe('/auth/reset-password/:userId/:token');
    expect(paths.admin.dashboard.pattern).toBe('/admin/dashboard');
  });

  it('fills in parameters and query strings', () => {
    expect(paths.shop.product('7f0c2d1e-1b2a-4c3d-8e9f-001122334455')).toBe('/shop/product/7f0c2d1e-1b2a-4c3d-8e9f-001122334455');
    expect(paths.shop.listing({ category: 'all' })).toBe('/shop/listing?category=all');
    expect(paths.shop.listing({ car: 'true' })).toBe('/shop/listing?car=true');
    expect(paths.shop.listing({ gender: ['female', 'male'], fragranceType: ['woody', 'citrus'], sortBy: 'title-atoz' })).toBe(
      '/shop/listing?gender=female,male&fragranceType=woody,citrus&sortBy=title-atoz',
    );
    expect(paths.shop.listing({ gender: [], sortBy: undefined })).toBe('/shop/listing');
    expect(paths.shop.search({ keyword: 'rose & oud' })).toBe('/shop/search?keyword=rose%20%26%20oud');
    expect(paths.shop.account({ tab: 'orders' })).toBe('/shop/account?tab=orders');
    expect(paths.admin.dashboard({ tab: 'users' })).toBe('/admin/dashboard?tab=users');
    expect(paths.admin.reviews()).toBe('/admin/reviews');
    expect(paths.admin.reviews({ view: 'to-check', q: '' })).toBe('/admin/reviews');
    expect(paths.admin.reviews({ view: 'hidden', q: 'oud noir' })).toBe('/admin/reviews?view=hidden&q=oud%20noir');
    expect(paths.auth.login({ returnUrl: '/shop/listing?gender=male' })).toBe('/auth/login?returnUrl=%2Fshop%2Flisting%3Fgender%3Dmale');
    expect(paths.auth.resetPassword('u1', 'a/b')).toBe('/auth/reset-password/u1/a%2Fb');
    expect(queryString({})).toBe('');
  });

  it('tells a section and the pages below it from look-alikes', () => {
    expect(isWithin('/auth', paths.auth.root)).toBe(true);
    expect(isWithin('/auth/login', paths.auth.root)).toBe(true);
    expect(isWithin('/auth?x=1', paths.auth.root)).toBe(true);
    expect(isWithin('/authors', paths.auth.root)).toBe(false);
    expect(isWithin('/shop/auth', paths.auth.root)).toBe(false);
  });
});
