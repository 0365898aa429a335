import type { AppConfig } from '../config.ts';

/** Per-route limits for endpoints worth brute-forcing (DESIGN §3), keyed by client IP. */
export function authRateLimit(config: Pick<AppConfig, 'AUTH_RATE_LIMIT_MAX'>) {
  return { max: config.AUTH_RATE_LIMIT_MAX, timeWindow: '1 minute' };
}

export function paymentRateLimit(config: Pick<AppConfig, 'AUTH_RATE_LIMIT_MAX'>) {
  return { max: config.AUTH_RATE_LIMIT_MAX * 3, timeWindow: '1 minute' };
}
