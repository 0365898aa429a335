/**
 * Every page of the web app, in one place: the router declares its routes with these patterns, links
 * and redirects build their URLs with these functions, and the e2e journeys navigate with them.
 *
 * Kept free of imports (no React, no contract, no browser globals) so that Node can load it as it is:
 * the Playwright tests import this file directly.
 *
 * A page without parameters is a plain string (`paths.shop.home`); a page that takes a path
 * parameter or a query string is a function (`paths.shop.product(id)`, `paths.shop.listing({ gender: 'male' })`)
 * that also carries the router's `pattern`.
 */

type QueryValue = string | number | boolean | readonly string[] | null | undefined;

function isList(value: QueryValue): value is readonly string[] {
  return Array.isArray(value);
}

/**
 * `?a=1&b=x,y` from the defined entries in the order given; list values are joined with commas
 * (the listing's `gender=male,female`), every value is URI-encoded. Empty input gives ''.
 */
export function queryString(query: Readonly<Record<string, QueryValue>>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (isList(value)) {
      if (value.length > 0) parts.push(`${key}=${value.map(encodeURIComponent).join(',')}`);
    } else {
      parts.push(`${key}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Whether `path` is `section` itself or a page below it (`/auth`, `/auth/login`, `/auth?x`). */
export function isWithin(path: string, section: string): boolean {
  return path === section || path.startsWith(`${section}/`) || path.startsWith(`${section}?`);
}

function withPattern<Args extends unknown[]>(pattern: string, build: (...args: Args) => string) {
  return Object.assign(build, { pattern });
}

/** The listing's query: filter groups (values comma-joined) and the sort, in the URL in the order given. */
export type ListingQuery = {
  gender?: readonly string[] | string;
  category?: readonly string[] | string;
  car?: readonly string[] | string;
  fragranceType?: readonly string[] | string;
  notes?: readonly string[] | string;
  concentration?: readonly string[] | string;
  size?: readonly string[] | string;
  price?: readonly string[] | string;
  sortBy?: string;
};

/** The query string of a listing URL (`?gender=female&sortBy=…`, or '' for none). */
export function listingQueryString(query: ListingQuery = {}): string {
  return queryString(query);
}

export type AccountTab = 'profile' | 'orders' | 'wishlist' | 'address' | 'gift-cards';
/** The review moderation page's views: reviews with photos to check (the default), every review, the hidden ones. */
export type ReviewsView = 'to-check' | 'all' | 'hidden';
export type DashboardTab = 'overview' | 'users' | 'sales';

const shop = {
  root: '/shop',
  home: '/shop/home',
  listing: withPattern('/shop/listing', (query?: ListingQuery) => `/shop/listing${listingQueryString(query)}`),
  scentFinder: '/shop/scent-finder',
  giftCards: '/shop/gift-cards',
  search: withPattern('/shop/search', (query: { keyword?: string } = {}) => `/shop/search${queryString({ keyword: query.keyword })}`),
  product: withPattern('/shop/product/:id', (id: string) => `/shop/product/${encodeURIComponent(id)}`),
  about: '/shop/about',
  privacyPolicy: '/shop/privacy-policy',
  returnsPolicy: '/shop/returns-policy',
  termsConditions: '/shop/terms-conditions',
  checkout: '/shop/checkout',
  account: withPattern('/shop/account', (query: { tab?: AccountTab } = {}) => `/shop/account${queryString({ tab: query.tab })}`),
  paypalReturn: withPattern(
    '/shop/paypal-return',
    (query: { paymentId?: string; PayerID?: string } = {}) =>
      `/shop/paypal-return${queryString({ paymentId: query.paymentId, PayerID: query.PayerID })}`,
  ),
  paymentSuccess: '/shop/payment-success',
  /** The cash-on-delivery confirmation e-mail's signed link (decision 097). */
  codConfirmation: '/shop/cod-confirmation',
} as const;

const auth = {
  root: '/auth',
  /** The sign-in page; `returnUrl` (a path on this site) is where the user goes back to afterwards. */
  login: withPattern('/auth/login', (query: { returnUrl?: string } = {}) => `/auth/login${queryString({ returnUrl: query.returnUrl })}`),
  register: '/auth/register',
  forgotPassword: '/auth/forgot-password',
  resetPassword: withPattern(
    '/auth/reset-password/:userId/:token',
    (userId: string, token: string) => `/auth/reset-password/${encodeURIComponent(userId)}/${encodeURIComponent(token)}`,
  ),
} as const;

const admin = {
  root: '/admin',
  dashboard: withPattern('/admin/dashboard', (query: { tab?: DashboardTab } = {}) => `/admin/dashboard${queryString({ tab: query.tab })}`),
  products: '/admin/products',
  /** Every size in one table with inline and bulk edits; `stock: 'low'` is the Low-stock view. */
  productTable: withPattern(
    '/admin/products/table',
    (query: { stock?: 'low' | 'out' | 'in' } = {}) => `/admin/products/table${queryString({ stock: query.stock })}`,
  ),
  orders: '/admin/orders',
  /** The orders page's To ship view: what to pack today, oldest first. */
  ordersToShip: '/admin/orders?view=to-ship',
  ordersDeliveryProblems: '/admin/orders?view=delivery-problems',
  ordersCodReturns: '/admin/orders?view=cod-returns',
  features: '/admin/features',
  emailCampaigns: '/admin/email-campaigns',
  settings: '/admin/settings',
  audit: '/admin/audit',
  promotions: '/admin/promotions',
  giftCards: '/admin/gift-cards',
  /** Review moderation: photos to check (the default view), every review, the hidden ones; `q` searches. */
  reviews: withPattern(
    '/admin/reviews',
    (query: { view?: ReviewsView; q?: string } = {}) =>
      `/admin/reviews${queryString({ view: query.view === 'to-check' ? undefined : query.view, q: query.q || undefined })}`,
  ),
  /** One customer: contact, orders, lifetime value, reviews, opt-outs, role. */
  customer: withPattern('/admin/customers/:id', (id: string) => `/admin/customers/${encodeURIComponent(id)}`),
  /** The accountant's month: GST summary of a month (YYYY-MM, India's calendar). */
  gst: withPattern('/admin/gst', (query: { month?: string } = {}) => `/admin/gst${queryString({ month: query.month })}`),
} as const;

export const paths = {
  /** `/` sends each visitor on by role. */
  root: '/',
  shop,
  auth,
  admin,
} as const;
