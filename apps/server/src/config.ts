import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_CAMPAIGN_SCHEDULE_MIN_LEAD_SECONDS } from '@aurelle/contract';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * Every setting, validated at boot (docs/decisions/054-settings-validated-at-start-public-shop-config.md). A bad value stops the
 * process naming the variable.
 */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// URL' }).optional()),
  /** Connections each instance keeps to the PostgreSQL server at most (decision 113). */
  DATABASE_POOL_SIZE: z.coerce.number().int('must be a whole number').min(2).max(200).default(10),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  APP_URL: optionalText.pipe(z.url().optional()),
  SHOP_NAME: z.string().trim().min(1).default('Aurelle'),
  SHOP_PHONE: z.string().default('+91 22 4000 1234'),
  SHOP_EMAIL: z.email().default('care@aurelle.example'),
  SHOP_ADDRESS: z.string().default('14 Marine Drive, Churchgate, Mumbai 400020, India'),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' }).optional()),
  MAIL_FROM: z.string().default('Aurelle <no-reply@aurelle.example>'),
  /** A signed-in shopper's cart untouched this long gets one reminder e-mail; 0 turns reminders off. */
  CART_REMINDER_AFTER_HOURS: z.coerce
    .number()
    .min(0)
    .max(24 * 30)
    .default(24),
  /**
   * The least time between scheduling a campaign and its start: 60 s by default; the browser journeys set a
   * few seconds so a scheduled campaign is sent while they watch.
   */
  CAMPAIGN_SCHEDULE_MIN_LEAD_SECONDS: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(0)
    .max(24 * 3600)
    .default(DEFAULT_CAMPAIGN_SCHEDULE_MIN_LEAD_SECONDS),
  /** The hour (India time, 0–23) the daily low-stock e-mail goes to the admins. */
  LOW_STOCK_DIGEST_HOUR_IST: z.coerce.number().int('must be a whole hour from 0 to 23').min(0).max(23).default(9),
  REDIS_URL: optionalText.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalText.pipe(z.url().optional()),
  S3_FORCE_PATH_STYLE: booleanFlag,
  PAYMENT_PROVIDER: z.enum(['razorpay', 'simulated']).optional(),
  RAZORPAY_KEY_ID: optionalText,
  RAZORPAY_KEY_SECRET: optionalText,
  RAZORPAY_WEBHOOK_SECRET: optionalText,
  RAZORPAY_API_URL: optionalText.pipe(z.url().optional()),
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
  /**
   * WhatsApp Business Cloud API: the sending number's id, a system user's access token, the app secret that signs
   * webhooks (X-Hub-Signature-256) and the token the subscription check must echo. Without the id and token, messages
   * are written to DATA_DIR/outbox/whatsapp instead (decision 097).
   */
  WHATSAPP_PHONE_NUMBER_ID: optionalText,
  WHATSAPP_ACCESS_TOKEN: optionalText,
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText,
  WHATSAPP_API_URL: z.url().default('https://graph.facebook.com/v21.0'),
  /** Hours a cash-on-delivery order waits for the shopper's confirmation before it is cancelled. */
  COD_CONFIRM_HOURS: z.coerce
    .number()
    .positive('must be more than 0 hours')
    .max(24 * 14)
    .default(24),
  /**
   * Shiprocket (decision 098): an API user's e-mail and password, the pickup location's nickname and the token its
   * tracking webhook sends in `x-api-key`. Without the e-mail and password, shipping stays manual (AWB typed in).
   */
  SHIPROCKET_EMAIL: optionalText.pipe(z.email().optional()),
  SHIPROCKET_PASSWORD: optionalText,
  SHIPROCKET_PICKUP_LOCATION: z.string().trim().min(1).default('Primary'),
  SHIPROCKET_WEBHOOK_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  SHIPROCKET_API_URL: z.url().default('https://apiv2.shiprocket.in/v1/external'),
  /**
   * Bearer token that `GET /api/metrics` asks for, compared in constant time; unset, the endpoint does not exist (404).
   */
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  TRUST_PROXY: booleanFlag,
  /** Requests per minute per IP on login, register, password reset; payment calls get 3×. */
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  /** Days a finished (done) background job is kept before it is deleted. */
  JOB_RETENTION_DAYS: z.coerce.number().int('must be a whole number of days').min(1).max(3650).default(14),
  /** Days a failed background job is kept (longer: it is what one investigates). */
  JOB_FAILED_RETENTION_DAYS: z.coerce.number().int('must be a whole number of days').min(1).max(3650).default(90),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig extends Omit<Env, 'JWT_SECRET' | 'APP_URL' | 'DATA_DIR'> {
  DATA_DIR: string;
  JWT_SECRET: string;
  APP_URL: string;
  isProduction: boolean;
  paymentProvider: 'razorpay' | 'simulated';
  /** The legacy redirect flow: PayPal with its keys, the simulated approval page outside production, else off. */
  redirectPaymentProvider: 'paypal' | 'simulated' | 'off';
}

export class ConfigError extends Error {}

/** Reads the environment, applies defaults and cross-field rules; throws ConfigError naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (as in .env.example) means "not set".
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR);

  if (isProduction && !env.JWT_SECRET) throw new ConfigError('Invalid configuration:\n  JWT_SECRET: required in production');
  if (isProduction && (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL / ADMIN_PASSWORD: required in production');
  }
  const hasRazorpayKeys = Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);
  const paymentProvider = env.PAYMENT_PROVIDER ?? (hasRazorpayKeys ? 'razorpay' : 'simulated');
  if (paymentProvider === 'razorpay' && !hasRazorpayKeys) {
    throw new ConfigError('Invalid configuration:\n  RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET: required when PAYMENT_PROVIDER=razorpay');
  }
  const hasPayPalKeys = Boolean(env.PAYPAL_CLIENT_ID && env.PAYPAL_CLIENT_SECRET);
  if (Boolean(env.PAYPAL_CLIENT_ID) !== Boolean(env.PAYPAL_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  PAYPAL_CLIENT_ID / PAYPAL_CLIENT_SECRET: set both or neither');
  }
  if (isProduction) checkProductionPayments(env, paymentProvider, hasPayPalKeys);
  const redirectPaymentProvider = hasPayPalKeys ? 'paypal' : isProduction ? 'off' : 'simulated';
  if (Boolean(env.WHATSAPP_PHONE_NUMBER_ID) !== Boolean(env.WHATSAPP_ACCESS_TOKEN)) {
    throw new ConfigError('Invalid configuration:\n  WHATSAPP_PHONE_NUMBER_ID / WHATSAPP_ACCESS_TOKEN: set both or neither');
  }
  if (Boolean(env.SHIPROCKET_EMAIL) !== Boolean(env.SHIPROCKET_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  SHIPROCKET_EMAIL / SHIPROCKET_PASSWORD: set both or neither');
  }
  if (env.S3_BUCKET && (!env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: required when S3_BUCKET is set');
  }

  return {
    ...env,
    DATA_DIR: dataDir,
    JWT_SECRET: env.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    isProduction,
    paymentProvider,
    redirectPaymentProvider,
  };
}

/**
 * In production every payment flow must take real money: a simulated provider, test keys or a PayPal sandbox would
 * let a shopper approve their own payment, so the process refuses to start with any of them.
 */
function checkProductionPayments(env: Env, paymentProvider: 'razorpay' | 'simulated', hasPayPalKeys: boolean): void {
  const problems: string[] = [];
  if (env.PAYMENT_PROVIDER === 'simulated') {
    problems.push('PAYMENT_PROVIDER: the simulated provider is not allowed in production');
  } else if (paymentProvider !== 'razorpay') {
    problems.push('RAZORPAY_KEY_ID / RAZORPAY_KEY_SECRET: required in production (the simulated provider is not allowed)');
  }
  if (env.RAZORPAY_KEY_ID?.startsWith('rzp_test_')) {
    problems.push('RAZORPAY_KEY_ID: a test-mode key (rzp_test_…) takes no real money; use a live key in production');
  }
  if (paymentProvider === 'razorpay' && !env.RAZORPAY_WEBHOOK_SECRET) {
    problems.push('RAZORPAY_WEBHOOK_SECRET: required in production (it confirms payments whose browser closed)');
  }
  if (hasPayPalKeys && env.PAYPAL_ENVIRONMENT !== 'production') {
    problems.push('PAYPAL_ENVIRONMENT: must be "production" in production (sandbox approvals take no real money)');
  }
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
}

/** Development convenience: a random secret generated once and kept in DATA_DIR so sessions survive restarts. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
