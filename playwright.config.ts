import { defineConfig, devices } from '@playwright/test';
import { shiprocketServerEnv } from './e2e/shiprocket-env';
import { E2E_WHATSAPP_APP_SECRET } from './e2e/e2e-env';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
/** The shopper journeys (e2e/<name>.spec.ts) that also run in a phone-sized Chromium. */
const PHONE_JOURNEYS = ['catalog', 'sizes', 'cart', 'checkout', 'address', 'wishlist', 'delivery', 'account'];
process.env.E2E_DATA_DIR = dataDir;

/** Journeys in Debian's Chromium against the built app on a fresh embedded database with the demo catalog. */
export default defineConfig({
  testDir: 'e2e',
  // The Shiprocket fake the app server ships through (e2e/shiprocket.spec.ts).
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // A build that breaks every page fails every journey by timeout: stop after a few so CI reports it instead of
  // running out of time (168 journeys × 2 tries × 60 s is longer than CI allows).
  maxFailures: process.env.CI ? 12 : undefined,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // The API requests of the journeys' set-up stand in for the shop's own pages: writes made with the auth cookie
    // must say they come from the shop (DESIGN decision 22). The browser's own requests carry the same origin anyway.
    extraHTTPHeaders: { Origin: `http://127.0.0.1:${PORT}` },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    {
      // The shopper's journeys again on a phone (390 px, touch, a phone's user agent), in the same Chromium: browse and
      // filter, choose a size, cart, checkout and pay, order history, addresses and the account. Tests tagged @desktop
      // are about a pointer or a wide screen (hovering, a 1280 px layout) and stay on the desktop project.
      name: 'phone',
      testMatch: PHONE_JOURNEYS.map((journey) => `${journey}.spec.ts`),
      grepInvert: /@desktop/,
      use: { ...devices['iPhone 13'], browserName: 'chromium' },
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node apps/server/dist/server.js`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_URL: `http://127.0.0.1:${PORT}`,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '10000',
      PAYMENT_PROVIDER: 'simulated',
      ADMIN_EMAIL: 'admin@aurelle.example',
      ADMIN_PASSWORD: 'Aurelle@2026',
      // Shiprocket, through the fake global-setup starts: To ship offers "Ship with Shiprocket" beside "Mark shipped".
      ...shiprocketServerEnv(),
      // WhatsApp's webhook signature: the COD journey posts the shopper's button press as Meta would.
      WHATSAPP_APP_SECRET: E2E_WHATSAPP_APP_SECRET,
    },
  },
});
