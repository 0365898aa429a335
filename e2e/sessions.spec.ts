import { request as playwrightRequest } from '@playwright/test';
import { expect, registerShopper, shopOriginHeaders, test } from './fixtures';
import { paths } from '../apps/web/src/lib/paths';

const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

/** The same account signed in on another device (its own cookie jar and User-Agent). */
async function signInElsewhere(baseURL: string, account: { email: string; password: string }) {
  const phone = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { ...shopOriginHeaders(baseURL), 'user-agent': PHONE } });
  const login = await phone.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(login.status(), await login.text()).toBe(200);
  return phone;
}

test.describe('sessions per device', () => {
  test('the account lists signed-in devices; one is signed out from here', async ({ page, baseURL }) => {
    const account = await registerShopper(page, { userName: 'Nisha Verma' });
    const phone = await signInElsewhere(baseURL!, account);

    await page.goto(paths.shop.account({ tab: 'profile' }));
    const devices = page.getByRole('list', { name: 'Signed-in devices' });
    await expect(devices.getByTestId('device-session')).toHaveCount(2);
    await expect(devices.getByText('This device')).toBeVisible();
    await devices.getByRole('button', { name: /^Sign out Chrome on Android/ }).click();
    await expect(devices.getByTestId('device-session')).toHaveCount(1);
    expect((await phone.get('/api/auth/session').then((answer) => answer.json())) as { user: unknown }).toMatchObject({ user: null });
    await phone.dispose();
  });

  test('when the session ends on another device, the next request signs this one out and asks to sign in again', async ({
    page,
    baseURL,
  }) => {
    const account = await registerShopper(page, { userName: 'Arjun Mehta' });
    await page.goto(paths.shop.account({ tab: 'profile' }));
    await expect(page.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();

    // "Sign out everywhere" from the phone ends this browser's session too.
    const phone = await signInElsewhere(baseURL!, account);
    expect((await phone.post('/api/auth/sessions/end-all')).status()).toBe(200);
    await phone.dispose();

    await page.getByRole('tab', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?returnUrl=%2Fshop%2Faccount/);
    await expect(page.getByText('Your session has ended. Please sign in again')).toBeVisible();
  });
});
