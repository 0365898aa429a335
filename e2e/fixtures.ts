import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@aurelle.example', password: 'Aurelle@2026' };

/** What a request context sends so its cookie-authenticated writes count as the shop's own (docs/decisions/012-same-origin-writes.md). */
export function shopOriginHeaders(baseURL: string): Record<string, string> {
  return { Origin: new URL(baseURL).origin };
}

/** For `toHaveURL`: the page's address ends with this path (and query string), e.g. `urlEndingWith(paths.shop.home)`. */
export function urlEndingWith(pathAndQuery: string): RegExp {
  return new RegExp(`${pathAndQuery.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}

export function uniqueEmail(prefix = 'shopper'): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
}

/** Registers a shopper through the API; the page's context then carries the auth cookie. */
export async function registerShopper(page: Page, overrides: { userName?: string; email?: string; password?: string } = {}) {
  const account = {
    userName: overrides.userName ?? 'Meera Kapoor',
    email: overrides.email ?? uniqueEmail(),
    password: overrides.password ?? 'jasmine-nights-8',
  };
  const response = await page.request.post('/api/auth/register', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

export async function signInAsAdmin(page: Page) {
  const response = await page.request.post('/api/auth/login', { data: ADMIN });
  expect(response.status(), await response.text()).toBe(200);
}

/** The e-mails the app wrote to DATA_DIR/outbox, newest last, decoded from quoted-printable. */
export function readOutbox(): string[] {
  const dir = path.join(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((file) =>
    readFileSync(path.join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '='),
  );
}

/** Runs axe on the current page; fails on serious or critical violations. */
export async function expectAccessible(page: Page) {
  await settleFades(page);
  let serious = seriousViolations(await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze());
  // A toast whose time ran out while axe measured it was fading out under it: once the page has settled again it is
  // measured again (gone, or still shown and checked as painted).
  if (serious.length > 0 && serious.every((violation) => violation.nodes.every((node) => isToastMarkup(node.html)))) {
    await settleFades(page);
    serious = seriousViolations(await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze());
  }
  expectNoViolations(serious);
}

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** Axe's serious and critical findings: what the journeys fail on. */
export function seriousViolations(results: AxeResults): AxeResults['violations'] {
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Fails with each finding's rule, help and first three elements. */
export function expectNoViolations(serious: AxeResults['violations']): void {
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    ),
  ).toEqual([]);
}

/** Sonner's toast markup: the toast, its title, description or content. */
function isToastMarkup(html: string): boolean {
  return /\bdata-(?:sonner-toast|title|description|content)\b/.test(html);
}

/** Axe measures colours as painted: entrance and exit fades are let finish first, or half-faded text reads as low contrast. */
async function settleFades(page: Page) {
  await page.evaluate(async () => {
    // A toast still mounting or on its way out (one shows at a time, so a new one sends the last away) is mid-fade:
    // wait, up to 2 s, until each toast has settled.
    const settling = '[data-sonner-toast][data-mounted="false"], [data-sonner-toast][data-removed="true"]';
    for (let waited = 0; document.querySelector(settling) && waited < 2000; waited += 50) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // An overlay that has just mounted starts its fade on the next frame: wait for two, then for every fade running.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/**
 * Every test fails on an unexpected console.error or page error. Navigations wait until the app has hydrated: a
 * server-rendered page is visible before it answers clicks, and a shopper's early tap is not what a test is about.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    const untilHydrated = async <T>(navigation: Promise<T>): Promise<T> => {
      const response = await navigation;
      // Only the app's pages hydrate (the provider's simulated approval page, for one, is plain HTML).
      await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-hydrated'));
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = (url, options) => untilHydrated(goto(url, options));
    page.reload = (options) => untilHydrated(reload(options));
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // A failed request the test provoked on purpose (4xx) is logged by Chromium as a resource error.
        if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
        // Playwright's own screenshot helpers reach into every frame; the mail preview's sandbox="" frame refuses
        // them, as it refuses any script (the page's own code never tries).
        if (/^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/.test(text)) return;
        errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Picks an option of a Radix select. Radix ignores a pointer-up that lands too soon after the list opened, which
 * on a loaded machine can swallow the click and leave the list open; so the pick is retried until the list closes.
 */
export async function chooseOption(page: Page, trigger: Locator, name: string) {
  const listbox = page.getByRole('listbox');
  await expect(async () => {
    if (!(await listbox.isVisible())) await trigger.click();
    await page.getByRole('option', { name, exact: true }).click({ timeout: 5_000 });
    await expect(listbox).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}
