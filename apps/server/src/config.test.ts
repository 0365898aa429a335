import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'aurelle-config-'));

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

  it('requires secrets and an explicit payment choice in production', () => {
    const base = { DATA_DIR: tmp(), NODE_ENV: 'production' };
    expect(() => loadConfig(base)).toThrow(ConfigError);
    const secrets = { ...base, JWT_SECRET: 'x'.repeat(40), ADMIN_EMAIL: 'a@b.co', ADMIN_PASSWORD: 'long-enough-1' };
    expect(() => loadConfig(secrets)).toThrow(/PAYMENT_PROVIDER/);
    expect(loadConfig({ ...secrets, PAYMENT_PROVIDER: 'simulated' }).paymentProvider).toBe('simulated');
    expect(loadConfig({ ...secrets, RAZORPAY_KEY_ID: 'rzp_test_1', RAZORPAY_KEY_SECRET: 's' }).paymentProvider).toBe('razorpay');
  });
});
