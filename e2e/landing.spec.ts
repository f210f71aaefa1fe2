import { PASSWORD, expect, fakeIp, test } from './fixtures/test';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('where signing in lands', () => {
  test('a teacher lands on the dashboard, a student on the home page, as before', async ({ page, newAccount }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    const signIn = async (email: string) => {
      await page.goto('/login');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await expect(page.getByText('Login Successful')).toBeVisible();
    };
    const teacher = await newAccount({ role: 'teacher', name: 'Rafiq Islam' });
    await signIn(teacher.email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.context().clearCookies();

    const student = await newAccount({ name: 'Mim Akter' });
    await signIn(student.email);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);

    // A sign-in that was asked for by a page goes back to that page, whoever signs in.
    await page.context().clearCookies();
    await page.goto('/dashboard/my-account');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('E-mail').fill(teacher.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/my-account$/);
  });
});
