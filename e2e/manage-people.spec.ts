import type { Browser, Page } from '@playwright/test';
import type { Account } from '#shared/schemas/account.ts';
import { PASSWORD, PNG_1x1, expect, fakeIp, linkInMail, test, uniqueEmail, uniqueId } from './fixtures/test';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** A phone of its own: a fresh browser context with its own cookies and client address. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { 'x-forwarded-for': fakeIp() } });
  return context.newPage();
}

/** Signs in through the login form; teachers, like students, need no authenticator. */
async function signInWithForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
}

async function expectTeacherHome(page: Page, name: string) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: `Welcome, ${name}` })).toBeVisible();
  await expect(page.getByText('You are signed in as a teacher.')).toBeVisible();
  const today = page.getByRole('region', { name: 'What you can do here' });
  await expect(today.getByRole('link')).toHaveText([/^My Profile/, /^My Account/]);
  await today.getByRole('link', { name: /^My Profile/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/my-profile$/);
}

test.describe('staff manage people in the app (phone width)', () => {
  test('a new sign-up is found by the owner, made a teacher with a confirmation, recorded, and signs in as a teacher', async ({
    page,
    browser,
    login,
    ownerOnDemand,
  }) => {
    test.slow(); // three people on three phones
    // ── A visitor signs up on their phone (no profile), and confirms the address from the mail.
    const visitor = await phone(browser);
    const name = `Sumaiya ${uniqueId()}`;
    const email = uniqueEmail('sumaiya');
    await visitor.goto('/signup');
    await visitor.getByLabel('Name (optional)').fill(name);
    await visitor.getByLabel('Your photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1x1 });
    await visitor.getByLabel('E-mail').fill(email);
    await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await visitor.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(visitor.getByText('Signup Successful')).toBeVisible();
    const link = await linkInMail(visitor.request, email, /http:\/\/\S+\/api\/auth\/verify-email\S+/);
    await visitor.goto(link);
    await expect(visitor).toHaveURL(/\/email-verified/);

    // ── The owner finds the account in Manage Users by its e-mail.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    const owner = await login('owner');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Manage Users' }).click();
    await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
    const search = page.getByRole('search');
    await search.getByLabel('Search by name, e-mail, phone or role').fill(email);
    await search.getByRole('button', { name: 'Search' }).click();
    const rows = page.getByRole('table', { name: 'Accounts' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(name);
    await expect(row).toContainText(email);
    await expect(row).toContainText('Student');
    // No profile yet: nothing to open or delete.
    await expect(row.getByRole('link', { name: `Details of ${name}` })).toHaveCount(0);

    // ── Makes it a teacher, after a confirmation that names her and the role.
    // Her card offers each other role; the tapped one is chosen in the confirmation.
    await row.getByRole('button', { name: `Make ${name} a teacher` }).click();
    const dialog = page.getByRole('dialog', { name: `Change the role of ${name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /^Teacher/ })).toBeChecked();
    await expect(dialog.getByText(`${name} becomes a teacher.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Make teacher' }).click();
    await expect(page.getByText(`${name} is now a teacher.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Teacher');

    // ── The change is on the record, on the Activity page.
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Activity' }).click();
    await expect(page.getByRole('heading', { name: 'Activity' })).toBeVisible();
    // Other tests on this server change roles too: her entry is the one that names her.
    const entry = page
      .getByRole('table', { name: 'Activity log' })
      .locator('tbody tr')
      .filter({ hasText: `Changed the role of ${name}` });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText(owner.email);
    await expect(entry).toContainText('Role: Student → Teacher');

    // ── Her old session ended; her next sign-in shows the teacher's screen.
    await visitor.goto('/dashboard');
    await expect(visitor).toHaveURL(/\/login$/);
    await signInWithForm(visitor, email, PASSWORD);
    await expectTeacherHome(visitor, name);
    await visitor.context().close();

    // ── An admin who is not the owner sees no role control, and the server refuses one.
    const adminPage = await phone(browser);
    await login('admin', { page: adminPage });
    await adminPage.goto('/dashboard/manage-users');
    await expect(adminPage.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
    await expect(adminPage.getByRole('button', { name: 'Invite a teacher' })).toHaveCount(0);
    const adminSearch = adminPage.getByRole('search');
    await adminSearch.getByLabel('Search by name, e-mail, phone or role').fill(email);
    await adminSearch.getByRole('button', { name: 'Search' }).click();
    const adminRow = adminPage.getByRole('table', { name: 'Accounts' }).locator('tbody tr');
    await expect(adminRow).toHaveCount(1);
    await expect(adminRow.first()).toContainText('Teacher');
    await expect(adminPage.getByRole('button', { name: /^Make .+ an? (student|teacher|admin)$/ })).toHaveCount(0);
    const [target] = (await (
      await (await ownerOnDemand()).api.get(`/api/accounts?q=${encodeURIComponent(email)}`)
    ).json()) as Account[];
    const refused = await adminPage.request.put(`/api/accounts/${target!.id}/role`, { data: { role: 'student' } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    await adminPage.goto('/dashboard/activity');
    await expect(adminPage.getByText('You do not have access to this page.')).toBeVisible();
    expect((await adminPage.request.get('/api/audit-log')).status()).toBe(403);
    await adminPage.context().close();
  });

  test('the owner invites a teacher; the mailed link sets the password and the teacher signs in', async ({
    page,
    browser,
    login,
  }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    await login('owner');
    await page.goto('/dashboard/manage-users');
    const name = `Hasan ${uniqueId()}`;
    const email = uniqueEmail('invited');
    await page.getByRole('button', { name: 'Invite a teacher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a teacher' });
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();

    // An address that has an account is refused at the field.
    await page.getByRole('button', { name: 'Invite a teacher' }).click();
    await dialog.getByLabel('Name').fill('Someone Else');
    await dialog.getByLabel('E-mail').fill(email);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await expect(dialog.getByText('This e-mail address already has an account.', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    const teacher = await phone(browser);
    const link = await linkInMail(teacher.request, email, /http:\/\/\S+\/api\/auth\/reset-password\/\S+/);
    await teacher.goto(link);
    await expect(teacher).toHaveURL(/\/reset\/new\?token=/);
    await teacher.getByLabel('New password', { exact: true }).fill('Kobi-Nazrul-Road-12');
    await teacher.getByLabel('Repeat the new password').fill('Kobi-Nazrul-Road-12');
    await teacher.getByRole('button', { name: 'Save password' }).click();
    await expect(teacher).toHaveURL(/\/login$/);
    await signInWithForm(teacher, email, 'Kobi-Nazrul-Road-12');
    await expectTeacherHome(teacher, name);
    // Setting the password proved the address: no "please verify" banner.
    expect((await (await teacher.request.get('/api/me')).json()).user).toMatchObject({
      role: 'teacher',
      emailVerified: true,
    });
    await teacher.context().close();
  });
});
