import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import type { Db } from './db/client.ts';
import { createPaymentGateways } from './infra/payments/index.ts';

/** A data directory of the test's own, removed after the file's tests. */
const made: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aurelle-config-'));
  made.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies defaults and keeps a generated JWT secret in DATA_DIR', () => {
    const dataDir = tmp();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.PORT).toBe(3000);
    expect(config.SHOP_NAME).toBe('Aurelle');
    expect(config.APP_URL).toBe('http://localhost:3000');
    expect(config.paymentProvider).toBe('simulated');
    expect(config.JWT_SECRET).toBe(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8'));
    expect(loadConfig({ DATA_DIR: dataDir }).JWT_SECRET).toBe(config.JWT_SECRET);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: tmp(), DATABASE_URL: '', PAYMENT_PROVIDER: '', SMTP_URL: '  ' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ DATA_DIR: tmp(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: tmp(), DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: tmp(), SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ DATA_DIR: tmp(), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('keeps finished jobs 14 days and failed ones 90 by default; retention is whole days, at least 1', () => {
    const defaults = loadConfig({ DATA_DIR: tmp() });
    expect([defaults.JOB_RETENTION_DAYS, defaults.JOB_FAILED_RETENTION_DAYS]).toEqual([14, 90]);
    const custom = loadConfig({ DATA_DIR: tmp(), JOB_RETENTION_DAYS: '7', JOB_FAILED_RETENTION_DAYS: '30' });
    expect([custom.JOB_RETENTION_DAYS, custom.JOB_FAILED_RETENTION_DAYS]).toEqual([7, 30]);
    for (const bad of ['0', '-3', '1.5', 'two weeks', '100000']) {
      expect(() => loadConfig({ DATA_DIR: tmp(), JOB_RETENTION_DAYS: bad }), bad).toThrow(/JOB_RETENTION_DAYS/);
      expect(() => loadConfig({ DATA_DIR: tmp(), JOB_FAILED_RETENTION_DAYS: bad }), bad).toThrow(/JOB_FAILED_RETENTION_DAYS/);
    }
  });

  it('keeps 10 connections to a PostgreSQL server by default; the pool size is a whole number from 2 to 200', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).DATABASE_POOL_SIZE).toBe(10);
    expect(loadConfig({ DATA_DIR: tmp(), DATABASE_POOL_SIZE: '40' }).DATABASE_POOL_SIZE).toBe(40);
    for (const bad of ['1', '201', '12.5', 'many'])
      expect(() => loadConfig({ DATA_DIR: tmp(), DATABASE_POOL_SIZE: bad }), bad).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('takes a metrics token of at least 16 characters, unset by default', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tmp(), METRICS_TOKEN: 'a-token-of-16-ch' }).METRICS_TOKEN).toBe('a-token-of-16-ch');
    expect(() => loadConfig({ DATA_DIR: tmp(), METRICS_TOKEN: 'too-short' })).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });

  it('requires secrets and real payment providers in production', () => {
    const base = { DATA_DIR: tmp(), NODE_ENV: 'production' };
    expect(() => loadConfig(base)).toThrow(ConfigError);
    const secrets = { ...base, JWT_SECRET: 'x'.repeat(40), ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'long-enough-1' };
    const razorpay = { RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' };
    expect(() => loadConfig(secrets)).toThrow(/RAZORPAY_KEY_ID \/ RAZORPAY_KEY_SECRET: required in production/);
    expect(() => loadConfig({ ...secrets, PAYMENT_PROVIDER: 'simulated' })).toThrow(/simulated provider is not allowed in production/);
    expect(() => loadConfig({ ...secrets, ...razorpay, PAYMENT_PROVIDER: 'simulated' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig({ ...secrets, ...razorpay, RAZORPAY_KEY_ID: 'rzp_test_1' })).toThrow(/test-mode key/);
    expect(() => loadConfig({ ...secrets, ...razorpay, RAZORPAY_WEBHOOK_SECRET: '' })).toThrow(/RAZORPAY_WEBHOOK_SECRET/);
    const live = loadConfig({ ...secrets, ...razorpay });
    expect(live.paymentProvider).toBe('razorpay');
    expect(live.redirectPaymentProvider).toBe('off');
  });

  it('runs the legacy redirect flow on PayPal only with both keys, and on its live environment in production', () => {
    expect(loadConfig({ DATA_DIR: tmp() }).redirectPaymentProvider).toBe('simulated');
    expect(() => loadConfig({ DATA_DIR: tmp(), PAYPAL_CLIENT_ID: 'id' })).toThrow(/PAYPAL_CLIENT_ID \/ PAYPAL_CLIENT_SECRET/);
    expect(loadConfig({ DATA_DIR: tmp(), PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' }).redirectPaymentProvider).toBe('paypal');
    const production = {
      DATA_DIR: tmp(),
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      ADMIN_EMAIL: 'a@b.co',
      ADMIN_PASSWORD: 'long-enough-1',
      RAZORPAY_KEY_ID: 'rzp_live_1',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 's',
    };
    expect(() => loadConfig(production)).toThrow(/PAYPAL_ENVIRONMENT/);
    expect(loadConfig({ ...production, PAYPAL_ENVIRONMENT: 'production' }).redirectPaymentProvider).toBe('paypal');
  });
});

describe('createPaymentGateways', () => {
  it('never builds a simulated provider for a production process', () => {
    const config = { ...loadConfig({ DATA_DIR: tmp() }), isProduction: true };
    expect(() => createPaymentGateways(config, {} as Db)).toThrow(/cannot run in production/);
  });
});
