import { PASSWORD, PNG_1x1, expect, fakeIp, linkInMail, test, uniqueEmail } from './fixtures/test';

test.describe('accounts', () => {
  test('sign up with a photo, log out, log back in and land where the guard sent you from', async ({ page }) => {
    const email = uniqueEmail('newbie');
    await page.goto('/signup');
    await page.getByLabel('Name (optional)').fill('Nusrat Jahan');
    await page.getByLabel('Your photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1x1 });
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Padma2026river');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Signup Successful')).toBeVisible();

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Logout' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Logout Sucessfully')).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();

    // A guarded page sends the visitor to /login and back after signing in.
    await page.goto('/dashboard/my-account');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Padma2026river');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/my-account$/);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
  });

  test('a weak password and a wrong password are refused with a clear message, keeping the form', async ({
    page,
    newAccount,
  }) => {
    const student = await newAccount();
    await page.goto('/signup');
    await page.getByLabel('Your photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1x1 });
    await page.getByLabel('E-mail').fill(uniqueEmail('weak'));
    await page.getByLabel('Password', { exact: true }).fill('abcdefgh');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText(/password does not meet requirements/)).toBeVisible();

    await page.goto('/login');
    await page.getByLabel('E-mail').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(`${PASSWORD}x`);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page.getByLabel('E-mail')).toHaveValue(student.email);
  });

  test('login page has every element of the spec', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/reset');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  test('password reset by e-mail: the new password works, the old one does not', async ({
    page,
    baseURL,
    newAccount,
  }) => {
    const { email, password } = await newAccount({ name: 'Forgetful', prefix: 'forgetful' });

    await page.goto('/reset');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0); // outside the layout
    await page.getByRole('button', { name: 'Send Link' }).click();
    await expect(page.getByText('Please enter your e-mail.')).toBeVisible();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send Link' }).click();
    await expect(page.getByText('Reset Mail Send Successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    // In Bengali and English (this person chose no language): each part's link opens the page in
    // its language, with the same token.
    const resetLink = /http:\/\/\S+\/api\/auth\/reset-password\/\S+/;
    await page.goto(await linkInMail(page.request, email, resetLink, 'bn'));
    await expect(page).toHaveURL(/\/bn\/reset\/new\?token=/);
    await expect(page.getByRole('heading', { name: 'নতুন পাসওয়ার্ড বেছে নিন' })).toBeVisible();
    const link = await linkInMail(page.request, email, resetLink);
    await page.goto(link);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/reset\/new\?token=/);
    await page.getByLabel('New password', { exact: true }).fill('NewSecret2026');
    await page.getByLabel('Repeat the new password').fill('NewSecret2026');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const old = await page.request.post(`${baseURL}/api/auth/sign-in/email`, {
      data: { email, password },
      headers: { origin: baseURL!, 'x-forwarded-for': fakeIp() },
    });
    expect(old.status()).toBe(401);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('NewSecret2026');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Login Successful')).toBeVisible();
  });

  test('Google sign-in against the local OpenID provider creates a student with a SID', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    const me = await (await page.request.get('/api/me')).json();
    expect(me.user.role).toBe('student');
    expect(me.user.sid).toMatch(/^SID\d{8}$/);
    expect(me.user.email).toMatch(/@gmail\.test$/);
  });
});

test.describe('dashboard shell', () => {
  test('a student sees Profile and My Course; admin pages are not offered', async ({ page, login }) => {
    await login('student');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
    await expect(menu.getByRole('link')).toHaveText(['Profile', 'My Course', 'Theory Tests', 'Refund', 'My Account']);
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/dashboard/my-profile');
    await expect(page.getByRole('link', { name: 'Back to the website' })).toHaveAttribute('href', '/');
  });

  test('a teacher sees Profile, the Question Bank and My Account, and a home that says they are a teacher', async ({
    page,
    login,
  }) => {
    await login('teacher');
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link')).toHaveText([
      'Profile',
      'Question Bank',
      'My Account',
    ]);
    await expect(page.getByText('You are signed in as a teacher.')).toBeVisible();
  });

  test('an admin sees users, orders and batches; only the owner also manages courses and blogs', async ({
    page,
    login,
  }) => {
    await login('admin');
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: 'Dashboard menu' });
    // Beside "Enquiries" and "Refund", the number of messages nobody has opened and of refunds
    // waiting for the owner (if any).
    await expect(menu.getByRole('link')).toHaveText([
      'Manage Users',
      'Manage Orders',
      'Batches',
      'BRTA Tests',
      'Payments',
      /^Refund\d*$/,
      'Dues',
      'Collections',
      'Cash-up',
      /^Enquiries\d*$/,
      'Messages',
      'Question Bank',
      'My Account',
    ]);
    await page.context().clearCookies();
    await login('owner');
    await page.goto('/dashboard');
    await expect(menu.getByRole('link')).toHaveText([
      'Manage Users',
      'Manage Orders',
      'Batches',
      'BRTA Tests',
      'Payments',
      /^Refund\d*$/,
      'Dues',
      'Collections',
      'Cash-up',
      /^Enquiries\d*$/,
      'Messages',
      'Question Bank',
      'Add Blog',
      'Manage Blogs',
      'Add Course',
      'Manage Courses',
      'Skill Checklists',
      'Coupons',
      'All Cash-ups',
      'Statistics',
      'Activity',
      'School Settings',
      'My Account',
    ]);
  });

  test('the Logout button signs out with "Logout Sucessfully" on /login', async ({ page, login }) => {
    await login('student');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Logout Sucessfully')).toBeVisible();
    expect((await (await page.request.get('/api/me')).json()).user).toBeNull();
  });
});
