import type { AppConfig } from '../config.ts';

/** Per-route limits for endpoints worth brute-forcing, keyed by client IP (docs/decisions/056-account-protections.md). */
export function authRateLimit(config: Pick<AppConfig, 'AUTH_RATE_LIMIT_MAX'>) {
  return { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' };
}

export function paymentRateLimit(config: Pick<AppConfig, 'AUTH_RATE_LIMIT_MAX'>) {
  return { max: config.AUTH_RATE_LIMIT_MAX * 3, timeWindow: '1 minute' };
}
