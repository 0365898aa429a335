import { expect, expectAccessible, registerShopper, test } from './fixtures';
import { paths } from '../apps/web/src/lib/paths';

test.describe('e-mail preferences', () => {
  test('a shopper turns cart reminders off in the account; the choice is kept', async ({ page }) => {
    await registerShopper(page, { userName: 'Ishaan Verma' });
    await page.goto(paths.shop.account({ tab: 'profile' }));
    await expect(page.getByRole('heading', { name: 'E-mails from us' })).toBeVisible();
    const reminders = page.getByRole('switch', { name: 'Cart reminders' });
    const news = page.getByRole('switch', { name: 'News and offers' });
    await expect(reminders).toBeChecked();
    await expect(news).toBeChecked();
    await expectAccessible(page);

    await reminders.click();
    await expect(page.getByText('Your e-mail preferences are saved')).toBeVisible();
    await expect(reminders).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Cart reminders' })).not.toBeChecked();
    await expect(page.getByRole('switch', { name: 'News and offers' })).toBeChecked();

    // WhatsApp updates are turned off in the same place.
    const whatsapp = page.getByRole('switch', { name: 'WhatsApp updates' });
    await expect(whatsapp).toBeChecked();
    await whatsapp.click();
    await expect(whatsapp).not.toBeChecked();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'WhatsApp updates' })).not.toBeChecked();
  });
});
