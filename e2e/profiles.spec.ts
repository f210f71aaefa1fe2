import { PNG_1x1, expect, fakeIp, saveProfile, test } from './fixtures/test';

/** A booked course the verification table shows: already running, started on a fixed day. */
const BOOKED = { cid: 'manual-car', title: 'Manual Car Driving', status: 'running', sdate: '2026-03-01' } as const;
/** How the verification table writes BOOKED.sdate. */
const BOOKED_SDATE_SHOWN = '1 Mar 2026';

test.describe('student profile and public certificate verification', () => {
  test('a student fills in the profile with a photo; a visitor verifies them and sees their course', async ({
    page,
    browser,
    baseURL,
    login,
    bookCourse,
  }) => {
    test.slow(); // a whole story: profile form, upload, and three checks in a second browser context
    // A student who booked a course (the office has started it) and has no profile yet.
    const student = await login('student');
    await bookCourse(student, { cid: BOOKED.cid, status: BOOKED.status, sdate: BOOKED.sdate });
    await page.goto('/dashboard/my-profile');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByText('There is no profile with this email')).toBeVisible();

    const form = page.locator('form');
    await form.getByLabel('Name').fill('Tahmina Akter Verify');
    await form.getByLabel('Photo').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG_1x1 });
    await form.getByRole('button', { name: 'Upload Image' }).click();
    await expect(form.getByRole('button', { name: 'Uploaded!' })).toBeVisible();
    await form.getByLabel('Phone', { exact: true }).fill('12345');
    await form.getByLabel('Present address').fill('Flat 3A, Khan Jahan Ali Road, Khulna');
    await form.getByLabel('Permanent address').fill('Village Phultala, Khulna');
    await form.getByLabel('Emergency contact').fill('+8801911223344');
    await form.getByLabel('Date of birth').fill('2003-04-09');
    await form.getByLabel('NID number').fill('4455667788');

    // A phone number that is not Bangladeshi is refused before anything is sent.
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await expect(form.getByText('Enter a Bangladeshi mobile number: 01XXXXXXXXX or +8801XXXXXXXXX.')).toBeVisible();
    await form.getByLabel('Phone', { exact: true }).fill('01711223344');
    await form.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Profile Added!')).toBeVisible();
    await expect(page.getByText('There is no profile with this email')).toHaveCount(0);
    const card = page.getByRole('article');
    await expect(card.getByRole('heading', { name: 'Tahmina Akter Verify' })).toBeVisible();
    await expect(card.getByText('4455667788')).toBeVisible();

    const me = await (await page.request.get('/api/me')).json();
    const sid: string = me.user.sid;
    expect(me.user.dob).toBe('2003-04-09');
    await expect(card.getByText(sid)).toBeVisible();

    // An anonymous visitor, from the QR code's link, with a client address of their own.
    const visitorContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': fakeIp() } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/verification?sid=${sid}`);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
    await expect(visitor.getByLabel('SID')).toHaveValue(sid);
    // The page is drawn on the server: type once the app has taken it over.
    await expect(visitor.locator('html[data-hydrated]')).toBeAttached();
    await visitor.getByLabel('Date of birth').fill('2003-04-09');
    await visitor.getByRole('button', { name: 'Verify' }).click();
    await expect(visitor.getByText('profile matched successfully')).toBeVisible();
    const result = visitor.getByRole('region', { name: 'Result' });
    await expect(result.getByText('Tahmina Akter Verify', { exact: true })).toBeVisible();
    await expect(result.getByText(sid)).toBeVisible();
    await expect(result.getByRole('img', { name: 'Photo of Tahmina Akter Verify' })).toBeVisible();
    const row = result.getByRole('row').filter({ hasText: BOOKED.title });
    await expect(row.getByRole('cell')).toHaveText([BOOKED.title, 'Running', BOOKED_SDATE_SHOWN, 'Not issued yet']);
    // Nothing private is on the page.
    for (const secret of ['01711223344', '4455667788', 'Khan Jahan Ali Road', 'Phultala', student.email]) {
      await expect(visitor.getByText(secret)).toHaveCount(0);
    }

    // A wrong date of birth: the error toast, and the earlier result is gone.
    await visitor.getByLabel('Date of birth').fill('2003-04-10');
    await visitor.getByRole('button', { name: 'Verify' }).click();
    await expect(result.getByRole('alert')).toHaveText('Date Of Birth Is Not Matched');
    await expect(visitor.getByRole('status').filter({ hasText: 'Date Of Birth Is Not Matched' })).toBeVisible();
    await expect(result.getByText('Tahmina Akter Verify', { exact: true })).toHaveCount(0);

    // An unknown SID.
    await visitor.getByLabel('SID').fill('SID10000000');
    await visitor.getByLabel('Date of birth').fill('2003-04-09');
    await visitor.getByRole('button', { name: 'Verify' }).click();
    await expect(result.getByRole('alert')).toHaveText('there is no profile with this SID');

    // Both fields are required.
    await visitor.getByLabel('SID').fill('');
    await visitor.getByRole('button', { name: 'Verify' }).click();
    await expect(visitor.getByText('Please enter the SID.')).toBeVisible();
    await visitorContext.close();
  });

  test('verification is reachable from the header and is in the common layout', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Verification' }).click();
    await expect(page).toHaveURL(/\/verification$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByLabel('SID')).toHaveValue('');
  });

  test('an admin finds a student in Manage users, opens the details card, and deletes another profile', async ({
    page,
    newAccount,
    login,
  }) => {
    test.slow(); // two students are made through the API first
    const foundAccount = await newAccount({ name: 'Findme', prefix: 'findme' });
    const found = { ...foundAccount, ...(await saveProfile(foundAccount)) };
    const doomedAccount = await newAccount({ name: 'Deleteme', prefix: 'deleteme' });
    const doomed = { ...doomedAccount, ...(await saveProfile(doomedAccount)) };

    await login('admin');
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Manage Users' }).click();
    await expect(page).toHaveURL(/\/dashboard\/manage-users$/);
    await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();

    const search = page.getByRole('search');
    const searchBox = search.getByLabel('Search by name, e-mail, phone or role');
    await searchBox.fill(found.email);
    await search.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Accounts' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(found.name);
    // The phone as people read it, and a link that dials it.
    const readable = `${found.phone.slice(0, 5)}-${found.phone.slice(5)}`;
    await expect(row.getByRole('link', { name: readable })).toHaveAttribute('href', `tel:+88${found.phone}`);
    await expect(row).toContainText(found.email);
    await expect(row.getByRole('img', { name: `Photo of ${found.name}` })).toBeVisible();
    // An admin who is not the owner sets no roles.
    await expect(row.getByRole('button', { name: /^Make .+ an? (student|teacher|admin)$/ })).toHaveCount(0);

    // The phone number finds the same person, typed as people type it.
    await searchBox.fill(`${found.phone.slice(0, 5)}-${found.phone.slice(5)}`);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(found.email);

    await row.getByRole('link', { name: `Details of ${found.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/manage-users/user-details/${found.sid}$`));
    await expect(page.getByRole('heading', { name: 'Applicant Details' })).toBeVisible();
    const card = page.getByRole('article');
    await expect(card.getByRole('heading', { name: found.name })).toBeVisible();
    for (const value of [found.email, found.nid, found.phone, found.emergency, found.preaddress, found.peraddress]) {
      await expect(card.getByText(value, { exact: true })).toBeVisible();
    }
    for (const term of [
      'Full name',
      'E-mail',
      'NID number',
      'Phone',
      'Emergency contact',
      'Present address',
      'Permanent address',
    ]) {
      await expect(card.getByRole('term').filter({ hasText: new RegExp(`^${term}$`) })).toBeVisible();
    }

    await page.getByRole('link', { name: 'Back to Manage Users' }).click();
    await searchBox.fill(doomed.email);
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(doomed.name);

    // "No" keeps the profile; "Yes" deletes it.
    await rows
      .first()
      .getByRole('button', { name: `Delete the profile of ${doomed.name}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Delete This Profile?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(rows.first()).toContainText(doomed.name);
    await rows
      .first()
      .getByRole('button', { name: `Delete the profile of ${doomed.name}` })
      .click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toBeHidden();
    // The account stays in the list, now without a profile: no Details, no Delete.
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('link', { name: `Details of ${doomed.name}` })).toHaveCount(0);
    await expect(rows.first().getByRole('button', { name: `Delete the profile of ${doomed.name}` })).toHaveCount(0);

    // The profile is gone; the account is not. The other student is untouched.
    expect((await page.request.get(`/api/oneProfile/${doomed.email}`)).status()).toBe(404);
    expect((await page.request.get(`/api/oneuser/${doomed.email}`)).status()).toBe(200);
    expect((await page.request.get(`/api/oneProfile/${found.email}`)).status()).toBe(200);

    // See All Data lists everyone again, with the spec's page sizes.
    await search.getByRole('button', { name: 'See All Data' }).click();
    await expect(page.getByLabel('Rows per page').locator('option')).toHaveText(['10', '15', '20', '25', '30']);
  });

  test('a student cannot use Manage users, and the server refuses them too', async ({ page, login }) => {
    await login('student');
    await page.goto('/dashboard/manage-users');
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
    expect((await page.request.get('/api/allProfile')).status()).toBe(403);
  });
});
