import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStockedProduct, uniqueTag } from './backoffice-helpers';
import { expect, shopOriginHeaders, test, uniqueEmail } from './fixtures';
import { paths } from '../apps/web/src/lib/paths';

/*
 * Cart reminders, in a browser: a shop of its own (the built server) where a cart waits seconds instead of a
 * day; the shopper leaves a perfume in the cart, the reminder arrives once, and its link leads back to the cart.
 */

const PORT = Number(process.env.E2E_PORT ?? 3210) + 37;
const baseURL = `http://127.0.0.1:${PORT}`;

function remindersIn(dataDir: string, email: string): string[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files
    .map((file) =>
      readFileSync(path.join(dir, file), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/g, '='),
    )
    .filter((mail) => mail.includes(email) && mail.includes('Your selection is waiting'));
}

test.describe('cart reminders', () => {
  let server: ChildProcess | undefined;
  let dataDir = '';

  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'aurelle-reminders-'));
    server = spawn(process.execPath, ['apps/server/dist/server.js'], {
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        APP_URL: baseURL,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PAYMENT_PROVIDER: 'simulated',
        SEED_DEMO_DATA: 'false',
        ADMIN_EMAIL: 'admin@aurelle.example',
        ADMIN_PASSWORD: 'Aurelle@2026',
        // A cart waits four seconds instead of a day.
        CART_REMINDER_AFTER_HOURS: String(4 / 3600),
      },
      stdio: 'ignore',
    });
    await expect.poll(async () => (await fetch(`${baseURL}/api/health`).catch(() => undefined))?.status, { timeout: 90_000 }).toBe(200);
  });

  test.afterAll(() => {
    server?.kill('SIGTERM');
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('a shopper who leaves a perfume in the cart gets one reminder, whose link leads back to the cart', async ({ browser }) => {
    test.setTimeout(120_000);
    const product = await createStockedProduct(baseURL, `Reminder Oud ${uniqueTag()}`);
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: shopOriginHeaders(baseURL) });
    const page = await context.newPage();
    const email = uniqueEmail('reminded');
    expect(
      (
        await page.request.post('/api/auth/register', { data: { userName: 'Zara Reminded', email, password: 'jasmine-nights-8' } })
      ).status(),
    ).toBe(201);
    expect((await page.request.post('/api/auth/login', { data: { email, password: 'jasmine-nights-8' } })).status()).toBe(200);
    expect((await page.request.post('/api/shop/cart/add', { data: { productId: product._id, quantity: 1 } })).status()).toBe(200);

    await expect.poll(() => remindersIn(dataDir, email).length, { timeout: 30_000 }).toBe(1);
    const [reminder = ''] = remindersIn(dataDir, email);
    expect(reminder).toContain(product.title);
    const link = /Return to your cart: (\S+)/.exec(reminder)?.[1];
    expect(link).toBe(`${baseURL}${paths.shop.checkout}`);

    // Left alone for longer still, the same cart is not reminded twice.
    await page.waitForTimeout(8_000);
    expect(remindersIn(dataDir, email)).toHaveLength(1);

    await page.goto(link ?? paths.shop.checkout);
    await expect(page.getByRole('list', { name: 'Items in your order' })).toContainText(product.title);
    await context.close();
  });
});
