import bn from '#shared/i18n/bn.json' with { type: 'json' };
import authBn from '#web/features/auth/i18n/bn.json' with { type: 'json' };
import authEn from '#web/features/auth/i18n/en.json' with { type: 'json' };
import ordersBn from '#web/features/orders/i18n/bn.json' with { type: 'json' };
import { expect, fakeIp, test, uniqueEmail } from './fixtures/test';

// An error reaches the screen one way (the app's errorText): the server's own words on an English
// page, the catalogue's Bengali on a Bengali page, beside the field where it concerns one.
test.describe('errors in the page’s language', () => {
  test('a wrong password: the Bengali message on /bn/login, the server’s English on /login', async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    await page.goto('/bn/login');
    await page.getByLabel(authBn.auth.email, { exact: true }).fill(uniqueEmail('nobody'));
    await page.getByLabel(authBn.auth.password, { exact: true }).fill('not-the-password-1');
    await page.getByRole('button', { name: authBn.auth.continue, exact: true }).click();
    await expect(page.getByText(bn.errors.INVALID_EMAIL_OR_PASSWORD)).toBeVisible();
    await expect(page.getByText('Invalid email or password')).toHaveCount(0);

    await page.goto('/login');
    await page.getByLabel(authEn.auth.email, { exact: true }).fill(uniqueEmail('nobody'));
    await page.getByLabel(authEn.auth.password, { exact: true }).fill('not-the-password-1');
    await page.getByRole('button', { name: authEn.auth.continue, exact: true }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
  });

  test('the Bengali booking form says what is missing in Bengali, by the field', async ({ page, login }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    await login('student');
    await page.goto('/bn/buy/auto-car');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.getByRole('button', { name: ordersBn.orders.booking.submit }).click();
    const father = page.getByLabel(new RegExp(`^${ordersBn.orders.fields.fname}`));
    await expect(father).toHaveAttribute('aria-invalid', 'true');
    await expect(father).toHaveAccessibleDescription(new RegExp(bn.orders.errors.required));
    await expect(page.getByText('This field is required.')).toHaveCount(0);
  });
});
