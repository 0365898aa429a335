import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The coupon code the shopper means to use, kept for the browser session: a promotion e-mail's button opens
 * the shop with `?code=OUD20`, the checkout pre-fills and applies it. Applying a code at checkout remembers it too;
 * removing it (or an order placed with it) forgets it. The server decides whether it can be used, so nothing is checked
 * here beyond its length.
 */
export const COUPON_CODE_STORAGE_KEY = 'couponCode';
export const COUPON_CODE_QUERY_PARAM = 'code';
/** Longer than any code (20): anything longer is not one, and is not kept. */
const MAX_REMEMBERED_LENGTH = 40;

/** The `?code=` value as a code to remember: trimmed, capitals; null when absent, empty or absurdly long. */
export function couponCodeFromQuery(value: string | null): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return code !== '' && code.length <= MAX_REMEMBERED_LENGTH ? code : null;
}

export function readRememberedCouponCode(): string | null {
  try {
    return couponCodeFromQuery(window.sessionStorage.getItem(COUPON_CODE_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function rememberCouponCode(code: string): void {
  const normalised = couponCodeFromQuery(code);
  if (!normalised) return;
  try {
    window.sessionStorage.setItem(COUPON_CODE_STORAGE_KEY, normalised);
  } catch {
    // Without session storage the shopper types the code at checkout.
  }
}

export function forgetCouponCode(): void {
  try {
    window.sessionStorage.removeItem(COUPON_CODE_STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}

/** Remembers the `?code=` of the page's URL, on any storefront page (mounted by the shop's layout). */
export function useRememberCouponCodeFromUrl(): void {
  const [searchParams] = useSearchParams();
  const code = couponCodeFromQuery(searchParams.get(COUPON_CODE_QUERY_PARAM));
  useEffect(() => {
    if (code) rememberCouponCode(code);
  }, [code]);
}
