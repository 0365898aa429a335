import { chooseOption, expect, expectAccessible, registerShopper, test } from './fixtures';
import { addAddressViaApi, addToCartViaApi, firstListedProduct, sampleAddress } from './commerce-helpers';
import type { Address } from '@aurelle/contract';
import { paths } from '../apps/web/src/lib/paths';

// Journeys through several screens on a machine shared with other runs: give each room to breathe.
test.describe.configure({ timeout: 120_000 });

test('addresses are validated, added, edited, deleted, and the choice is remembered', async ({ page, request }) => {
  const product = await firstListedProduct(page, request);
  await registerShopper(page);
  await addToCartViaApi(page, product._id);
  await page.goto(paths.shop.checkout);
  await expect(page.getByText('No saved addresses yet.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await expect(page.getByText('Postal code is required')).toBeVisible();
  // The state is a choice of the listed states and union territories, nothing chosen at first.
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveText(/Select state/);
  await expect(page.getByText('Choose a state from the list')).toBeVisible();
  await page.getByLabel('Phone number').fill('12345');
  await page.getByLabel('Postal code').fill('0400');
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText('Enter a valid 10-digit mobile number')).toBeVisible();
  await expect(page.getByText('Enter a valid 6-digit PIN code')).toBeVisible();
  await expectAccessible(page);

  const home = sampleAddress({ fullName: 'Meera Kapoor', addressLine2: '' });
  await page.getByLabel('Full name').fill(home.fullName);
  await page.getByLabel('Phone number').fill(home.phoneNumber);
  await page.getByLabel('Address line 1').fill(home.addressLine1);
  await page.getByLabel('City').fill(home.city);
  await chooseOption(page, page.getByRole('combobox', { name: 'State' }), home.state);
  await page.getByLabel('Postal code').fill(home.postalCode);
  await page.getByRole('button', { name: 'Add address' }).click();
  const homeRadio = page.getByRole('radio', { name: `Deliver to ${home.fullName}, ${home.addressLine1}` });
  await expect(homeRadio).toBeChecked();
  await expect(page.getByLabel('Full name')).toHaveCount(0);

  await page.getByRole('button', { name: 'Add a new address' }).click();
  await expect(page.getByLabel('Full name')).toBeFocused();

  const office = sampleAddress({
    fullName: 'Meera Kapoor Office',
    addressLine1: '5 Lavelle Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
  });
  await page.getByLabel('Full name').fill(office.fullName);
  await page.getByLabel('Phone number').fill(office.phoneNumber);
  await page.getByLabel('Address line 1').fill(office.addressLine1);
  await page.getByLabel('City').fill(office.city);
  await chooseOption(page, page.getByRole('combobox', { name: 'State' }), office.state);
  await page.getByLabel('Postal code').fill(office.postalCode);
  await page.getByRole('button', { name: 'Add address' }).click();
  const officeRadio = page.getByRole('radio', { name: `Deliver to ${office.fullName}, ${office.addressLine1}` });
  await expect(officeRadio).toBeChecked();

  // The choice survives a reload (local storage).
  await homeRadio.click();
  await page.reload();
  await expect(page.getByRole('radio', { name: `Deliver to ${home.fullName}, ${home.addressLine1}` })).toBeChecked();

  await page.getByRole('button', { name: `Edit address of ${office.fullName}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit address' })).toBeVisible();
  await expect(page.getByLabel('City')).toHaveValue('Bengaluru');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveText(/Karnataka/);
  await page.getByLabel('City').fill('Mysuru');
  await page.getByLabel('Postal code').fill('570001');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Mysuru, Karnataka 570001')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit address' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add a new address' }).click();
  await expect(page.getByLabel('City')).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveText(/Select state/);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: `Delete address of ${home.fullName}`, exact: true }).click();
  await expect(page.getByRole('radio', { name: `Deliver to ${home.fullName}, ${home.addressLine1}` })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: `Deliver to ${office.fullName}, ${office.addressLine1}` })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();
});

test('a fourth address is refused', async ({ page, request }) => {
  const product = await firstListedProduct(page, request);
  await registerShopper(page);
  await addToCartViaApi(page, product._id);
  for (const city of ['Mumbai', 'Pune', 'Nashik']) await addAddressViaApi(page, { fullName: `Meera in ${city}`, city });

  await page.goto(paths.shop.checkout);
  await expect(page.getByTestId('address-card')).toHaveCount(3);
  await page.getByRole('button', { name: 'Add a new address' }).click();
  const extra = sampleAddress({ fullName: 'Meera in Goa', city: 'Panaji', state: 'Goa', postalCode: '403001' });
  await page.getByLabel('Full name').fill(extra.fullName);
  await page.getByLabel('Phone number').fill(extra.phoneNumber);
  await page.getByLabel('Address line 1').fill(extra.addressLine1);
  await page.getByLabel('City').fill(extra.city);
  await chooseOption(page, page.getByRole('combobox', { name: 'State' }), extra.state);
  await page.getByLabel('Postal code').fill(extra.postalCode);
  await page.getByRole('button', { name: 'Add address' }).click();
  await expect(page.getByText('You can add max 3 addresses')).toBeVisible();
  await expect(page.getByTestId('address-card')).toHaveCount(3);

  // The server refuses it too.
  const refused = await page.request.post('/api/shop/address/add', { data: extra });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(((await refused.json()) as { message: string }).message).toBe('You can add max 3 addresses');
});

test('an address saved with a state that is not listed must have its state chosen before paying', async ({ page, request }) => {
  const product = await firstListedProduct(page, request);
  await registerShopper(page);
  await addToCartViaApi(page, product._id);
  const saved = await addAddressViaApi(page, { fullName: 'Meera Kapoor', city: 'Mumbai' });
  // Stored before the list of states: free text that matched none of them (the server answers stateIsListed false).
  await page.route('**/api/shop/address/get', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { success: true; addresses: Address[] };
    const addresses = body.addresses.map((address) => ({ ...address, state: 'Bombay Presidency', stateIsListed: false }));
    await route.fulfill({ response, json: { ...body, addresses } });
  });

  await page.goto(paths.shop.checkout);
  const card = page.getByTestId('address-card');
  await expect(card.getByTestId('address-state-warning')).toHaveText('Choose the state from the list');
  await expect(page.getByRole('radio', { name: `Deliver to ${saved.fullName}, ${saved.addressLine1}` })).toBeChecked();
  await expect(page.getByText('Choose the state of this address from the list before paying')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeDisabled();
  await expectAccessible(page);

  await page.getByRole('button', { name: `Edit address of ${saved.fullName}` }).click();
  await expect(page.getByRole('heading', { name: 'Edit address' })).toBeVisible();
  await page.unroute('**/api/shop/address/get');
  const state = page.getByRole('combobox', { name: 'State' });
  await expect(state).toHaveText(/Select state/);
  await expect(page.getByText('Saved as “Bombay Presidency”')).toBeVisible();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Choose a state from the list')).toBeVisible();

  await chooseOption(page, state, 'Maharashtra');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { name: 'Edit address' })).toHaveCount(0);
  await expect(card.getByText(`${saved.city}, Maharashtra ${saved.postalCode}`)).toBeVisible();
  await expect(card.getByTestId('address-state-warning')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pay now' })).toBeEnabled();
});
