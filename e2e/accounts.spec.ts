import { expect, linkInMail, png, test, uniqueEmail, waitForMail } from './fixtures/test';

test.describe('e-mail verification', () => {
  test('sign up, see the banner, open the link from the mail: the address is confirmed', async ({ page, request }) => {
    const email = uniqueEmail('verify');
    await page.goto('/signup');
    await page.getByLabel('Your photo').setInputFiles(png('me.png'));
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Bhairab-River-Ferry-9');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText('Signup Successful')).toBeVisible();

    // Signed in at once, with a gentle reminder and a way to get the link again.
    const banner = page.getByRole('status').filter({ hasText: 'Please confirm your e-mail address' });
    await expect(banner).toContainText(email);
    await banner.getByRole('button', { name: 'Send the link again' }).click();
    await expect(page.getByText('We sent a new link')).toBeVisible();

    const link = await linkInMail(request, email, /http:\/\/\S+\/api\/auth\/verify-email\S+/);
    await page.goto(link);
    await expect(page).toHaveURL(/\/email-verified$/);
    await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    await expect(page.getByText('Please confirm your e-mail address')).toHaveCount(0);

    // Nobody chose a language yet, so the mail is in Bengali and English, Bengali first; the
    // Bengali part's link opens the Bengali page.
    const mail = await waitForMail(request, (m) => m.to.includes(email));
    expect(mail.subject).toBe('আপনার ই-মেইল ঠিকানা নিশ্চিত করুন / Confirm your e-mail address');
    expect(mail.text.indexOf('প্রিয়')).toBeLessThan(mail.text.indexOf('Hello'));
    await page.goto(await linkInMail(request, email, /http:\/\/\S+\/api\/auth\/verify-email\S+/, 'bn'));
    await expect(page).toHaveURL(/\/bn\/email-verified$/);
    await expect(page.getByRole('heading', { name: 'ই-মেইল ঠিকানা নিশ্চিত হয়েছে' })).toBeVisible();
  });

  test('a guessable password is refused by the server with advice under the field', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Your photo').setInputFiles(png('me.png'));
    await page.getByLabel('E-mail').fill(uniqueEmail('guessable'));
    await page.getByLabel('Password', { exact: true }).fill('Qwerty12');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page.getByText(/this password is too easy to guess/)).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe('logout', () => {
  test('a page on another site cannot log the user out', async ({ page, baseURL, login }) => {
    await login('student');
    // A page on another origin that tries every way to end the session: an image and a link to
    // the old GET, a form posting to both sign-out routes, and a no-cors fetch.
    await page.route('http://evil.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Win a prize</title>
          <img src="${baseURL}/api/logout">
          <form id="f1" method="POST" action="${baseURL}/api/auth/sign-out" target="sink"></form>
          <form id="f2" method="POST" action="${baseURL}/api/logout" target="sink"></form>
          <iframe name="sink"></iframe>
          <script>
            document.getElementById('f1').submit();
            setTimeout(() => document.getElementById('f2').submit(), 200);
            fetch('${baseURL}/api/logout', { method: 'POST', mode: 'no-cors', credentials: 'include' });
            setTimeout(() => { document.title = 'done'; }, 1200);
          </script>`,
      }),
    );
    await page.goto('http://evil.test/prize');
    await expect(page).toHaveTitle('done');

    // Being sent to /logout from there only asks; it does not sign out.
    await page.goto(`${baseURL}/logout`);
    await expect(page.getByText('Do you want to log out of your account?')).toBeVisible();
    const me = await page.request.get(`${baseURL}/api/me`);
    expect((await me.json()).user).toMatchObject({ role: 'student' });

    // The user's own click does.
    await page.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Logout Sucessfully')).toBeVisible();
    expect((await (await page.request.get(`${baseURL}/api/me`)).json()).user).toBeNull();
  });
});
