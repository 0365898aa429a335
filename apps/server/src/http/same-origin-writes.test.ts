import { describe, expect, it } from 'vitest';
import { isSameOriginWrite, mediaType, type OriginEvidence } from './same-origin-writes.ts';

const shop = 'https://shop.example';
const evidence = (overrides: Partial<OriginEvidence>): OriginEvidence => ({
  secFetchSite: undefined,
  origin: undefined,
  host: 'shop.example',
  hasAuthCookie: true,
  ...overrides,
});

describe('isSameOriginWrite', () => {
  it('trusts the browser when it says the request comes from the same origin or from the user', () => {
    expect(isSameOriginWrite(evidence({ secFetchSite: 'same-origin', origin: shop }), shop)).toBe(true);
    expect(isSameOriginWrite(evidence({ secFetchSite: 'none' }), shop)).toBe(true);
  });

  it('refuses a sibling port or sub-domain (same-site) and any other site', () => {
    expect(isSameOriginWrite(evidence({ secFetchSite: 'same-site', origin: 'https://shop.example:8443' }), shop)).toBe(false);
    expect(isSameOriginWrite(evidence({ secFetchSite: 'same-site', origin: 'https://blog.shop.example' }), shop)).toBe(false);
    expect(isSameOriginWrite(evidence({ secFetchSite: 'cross-site', origin: 'https://evil.example' }), shop)).toBe(false);
  });

  it('accepts a same-site request only from the configured shop origin (a second host name of the same shop)', () => {
    expect(isSameOriginWrite(evidence({ secFetchSite: 'same-site', origin: shop, host: 'www.shop.example' }), shop)).toBe(true);
  });

  it('without Sec-Fetch-Site, compares Origin with the shop and with the requested host', () => {
    expect(isSameOriginWrite(evidence({ origin: shop }), shop)).toBe(true);
    expect(isSameOriginWrite(evidence({ origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' }), shop)).toBe(true);
    expect(isSameOriginWrite(evidence({ origin: 'http://127.0.0.1:4000', host: '127.0.0.1:3000' }), shop)).toBe(false);
    expect(isSameOriginWrite(evidence({ origin: 'null' }), shop)).toBe(false);
  });

  it('spends the cookie only on a request that shows where it comes from', () => {
    expect(isSameOriginWrite(evidence({ hasAuthCookie: true }), shop)).toBe(false);
    expect(isSameOriginWrite(evidence({ hasAuthCookie: false }), shop)).toBe(true);
  });
});

describe('mediaType', () => {
  it('drops parameters and case', () => {
    expect(mediaType('Text/Plain; charset=UTF-8')).toBe('text/plain');
    expect(mediaType('multipart/form-data; boundary=x')).toBe('multipart/form-data');
    expect(mediaType(undefined)).toBeUndefined();
    expect(mediaType('')).toBeUndefined();
  });
});
