import { FAKE_EMAIL, FAKE_PASSWORD } from '../apps/server/test/fakes/shiprocket-fake';

/**
 * The browser journeys ship through a local fake of Shiprocket (apps/server/test/fakes/shiprocket-fake.ts), started by
 * e2e/global-setup.ts on a fixed port the app server is told in advance.
 */
export const E2E_SHIPROCKET_PORT = Number(process.env.E2E_SHIPROCKET_PORT ?? 3219);
/** The token the fake's tracking updates carry in `x-api-key` (the shop refuses others). */
export const E2E_SHIPROCKET_WEBHOOK_TOKEN = 'e2e-shiprocket-webhook-token-0123456789';

/** The app server's Shiprocket settings for the journeys. */
export function shiprocketServerEnv(): Record<string, string> {
  return {
    SHIPROCKET_API_URL: `http://127.0.0.1:${E2E_SHIPROCKET_PORT}`,
    SHIPROCKET_EMAIL: FAKE_EMAIL,
    SHIPROCKET_PASSWORD: FAKE_PASSWORD,
    SHIPROCKET_PICKUP_LOCATION: 'Mumbai Studio',
    SHIPROCKET_WEBHOOK_TOKEN: E2E_SHIPROCKET_WEBHOOK_TOKEN,
  };
}
