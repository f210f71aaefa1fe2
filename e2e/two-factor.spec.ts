import { E2E_PORTS } from '../playwright.config';
import { PASSWORD, expect, fakeIp, test, totpNow } from './fixtures/test';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('two-step sign-in for staff (phone width)', () => {
  test('a new admin must enrol an authenticator, then signs in with a code from it', async ({
    page,
    newAccount,
    ownerOnDemand,
  }) => {
    test.slow(); // enrolment, the app link and the key's copy, two sign-ins
    // Own client address, so this flow's code attempts have their own rate-limit budget.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    // Verified: the owner may raise only an address its holder has confirmed.
    const { email } = await newAccount({ name: 'Shirin Akter', prefix: 'new-admin', verified: true });
    // The owner makes her an admin.
    const owner = await ownerOnDemand();
    const promote = await owner.api.put(`/api/users/${encodeURIComponent(email)}`, { data: { role: 'admin' } });
    expect(promote.status(), await promote.text()).toBe(200);

    // Signing in with the password alone leads to enrolment, not to the staff pages.
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/two-factor\/setup$/);
    await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
    expect((await page.request.get('/api/allProfile')).status()).toBe(403);

    await page.getByLabel('Your password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(
      page.getByRole('img', { name: 'QR code to add this account to your authenticator app' }),
    ).toBeVisible();
    const key = (await page.getByTestId('totp-key').textContent())!;
    expect(key.replace(/\s/g, '')).toMatch(/^[A-Z2-7]{32,}$/);
    // On the phone that holds the app, one tap hands the account to the app: an otpauth:// link
    // carrying the same key; and the key can be copied beside where it is shown.
    const link = page.getByRole('link', { name: 'Open in the authenticator app' });
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.protocol).toBe('otpauth:');
    expect(href.host).toBe('totp');
    expect(href.searchParams.get('secret')).toBe(key.replace(/\s/g, ''));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy the key' }).click();
    await expect(page.getByText('Key copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key.replace(/\s/g, ''));
    await page.getByLabel('Code from the app').fill(totpNow(key));
    await page.getByRole('button', { name: 'Confirm' }).click();

    await expect(page.getByRole('heading', { name: 'Save your backup codes' })).toBeVisible();
    await expect(page.getByTestId('backup-codes').getByRole('listitem')).toHaveCount(10);
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: 'Manage Users' })).toBeVisible();

    // Sign out, and in again: the password, then the code.
    // Opened by its address, /logout asks first (no other site can sign anyone out).
    await page.goto('/logout');
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/login\/two-factor$/);
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    expect((await (await page.request.get('/api/me')).json()).user).toBeNull();

    await page.getByLabel('Code from the app').fill('000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Invalid code')).toBeVisible();
    await page.getByLabel('Code from the app').fill(totpNow(key));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('Login Successful')).toBeVisible();
    // Staff land on their dashboard, not the public home page.
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/dashboard/manage-users');
    await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
    expect((await page.request.get('/api/allProfile')).status()).toBe(200);
  });

  test('everyone can change the password and sign out other devices from My Account', async ({
    page,
    login,
    browser,
    baseURL,
  }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    const { email } = await login('student');
    // The same student on another device.
    const other = await browser.newPage();
    const otherSignIn = await other.request.post(`${baseURL}/api/auth/sign-in/email`, {
      data: { email, password: PASSWORD },
      headers: { origin: baseURL!, 'x-forwarded-for': fakeIp() },
    });
    expect(otherSignIn.status()).toBe(200);

    await page.goto('/dashboard/my-account');
    await expect(page.getByRole('heading', { name: 'Account security' })).toBeVisible();
    await expect(page.getByTestId('two-factor-status')).toHaveText(/^Off/);

    await page.getByRole('button', { name: 'Sign out other devices' }).click();
    await expect(page.getByText('Your other devices are signed out.')).toBeVisible();
    expect((await (await other.request.get(`${baseURL}/api/me`)).json()).user).toBeNull();

    const newPassword = 'Sundarban-Tiger-88';
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat the new password').fill(newPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password is changed. Your other devices are signed out.')).toBeVisible();
    // Still signed in here; the new password works and the old one does not.
    expect((await (await page.request.get('/api/me')).json()).user.email).toBe(email);
    const old = await other.request.post(`${baseURL}/api/auth/sign-in/email`, {
      data: { email, password: PASSWORD },
      headers: { origin: baseURL!, 'x-forwarded-for': fakeIp() },
    });
    expect(old.status()).toBe(401);
    await other.close();
  });
});

test.describe('two-step sign-in for teachers, on the school-facts server', () => {
  // The switch is a school setting: on a server of its own, so no other test's teachers meet it.
  test.use({ baseURL: `http://127.0.0.1:${E2E_PORTS.schoolSettings}` });

  test('the owner turns it on in School Settings; a teacher is then sent to enrolment, like an admin', async ({
    page,
    browser,
    login,
    newAccount,
    ownerOnDemand,
  }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    await login('owner');
    await page.goto('/dashboard/school-settings');
    const box = page.getByRole('checkbox', { name: 'Teachers must use two-step sign-in' });
    await expect(box).not.toBeChecked();
    try {
      await box.check();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('The school settings are saved.')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('checkbox', { name: 'Teachers must use two-step sign-in' })).toBeChecked();

      // A teacher without an authenticator, on their own phone.
      const teacher = await newAccount({ role: 'teacher', name: 'Rafiq Hasan', prefix: 'teacher-2fa' });
      const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await login(teacher, { page: phone });
      await phone.goto('/dashboard');
      await expect(phone).toHaveURL(/\/two-factor\/setup$/);
      await expect(phone.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
      await expect(phone.getByText(/Teachers can see their students' phone numbers/)).toBeVisible();
      expect((await teacher.api.get('/api/batches')).status()).toBe(403);
      await phone.close();
    } finally {
      const owner = await ownerOnDemand();
      const school = await (await owner.api.get('/api/school')).json();
      const off = await owner.api.put('/api/school', { data: { ...school, twoFactorForTeachers: false } });
      expect(off.status(), await off.text()).toBe(200);
    }
  });
});
