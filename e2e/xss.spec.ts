import { type Page } from '@playwright/test';
import { todayInDhaka } from '#shared/dates.ts';
import { expect, fakeIp, saveProfile, test, waitForMail, type Account, type Fixtures } from './fixtures/test';
import { wakeApp } from './fixtures/public-pages';

/**
 * Stored text is safe to show. Names, addresses, messages and blog text carrying
 * `<script>`, `<img onerror>` and `<svg onload>` payloads are stored through the real API, then
 * every page that shows them is opened: the payload must appear as literal text, no injected
 * element may exist, no injected code may run (it would set window.__xss or open a dialog), and
 * the CSP must refuse inline script outright.
 */

declare global {
  interface Window {
    __xss?: unknown;
  }
}

/** One payload per field, tagged so a failure names the field; under 100 characters (name limits). */
const payload = (tag: string) => `${tag} <script>window.__xss=1</script><img src=x onerror=window.__xss=2>`;
/** A second shape for longer fields: an SVG handler after a broken-out attribute, and a dialog. */
const svgPayload = (tag: string) =>
  `${tag} "><svg onload="window.__xss=3;alert(3)"></svg><b onmouseover=alert(4)>bold?</b>`;

/** Watches a page for anything a payload could do: dialogs and page errors are collected. */
function guard(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return {
    dialogs,
    /** The page shows `texts` literally, and nothing injected exists or ran. */
    async showsLiterally(texts: string[]) {
      for (const text of texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
      // Running, too: whatever the app does with the text once it takes the page over.
      await wakeApp(page);
      expect(await page.evaluate(() => window.__xss)).toBeUndefined();
      expect(
        await page.locator('img[src="x"], svg[onload], [onerror], [onmouseover], iframe[src^="javascript:"]').count(),
      ).toBe(0);
      expect(
        await page.evaluate(() => [...document.scripts].filter((s) => s.textContent?.includes('__xss')).length),
      ).toBe(0);
      expect(dialogs).toEqual([]);
    },
  };
}

interface Student extends Account {
  profileName: string;
  preaddress: string;
  orderName: string;
  address: string;
  fname: string;
  oid: string;
  dob: string;
}

/** A student with a payload name, a profile and a booking, all made through the real API. */
async function seedStudent({ newAccount, bookCourse }: Pick<Fixtures, 'newAccount' | 'bookCourse'>): Promise<Student> {
  const n = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const account = await newAccount({ name: payload(`acct${n}`), prefix: 'xss' });
  const profile = await saveProfile(account, { name: payload(`prof${n}`), preaddress: svgPayload(`pre${n}`) });
  const order = await bookCourse(account, {
    name: payload(`ordr${n}`),
    fname: payload(`fath${n}`),
    address: svgPayload(`addr${n}`),
  });
  return {
    ...account,
    profileName: profile.name,
    preaddress: profile.preaddress,
    dob: profile.dob,
    orderName: order.name,
    fname: order.fname,
    address: order.address,
    oid: order.oid,
  };
}

test.describe('stored text is shown as text', () => {
  test('a student’s own pages: header name, profile, my course and the order card', async ({
    page,
    login,
    newAccount,
    bookCourse,
  }) => {
    test.slow();
    const s = await seedStudent({ newAccount, bookCourse });
    const g = guard(page);
    await login(s);

    await page.goto('/dashboard');
    // The header / dashboard shows the account name, tags and all, as text.
    await g.showsLiterally([s.name]);

    await page.goto('/dashboard/my-profile');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await g.showsLiterally([s.profileName, s.preaddress]);

    await page.goto('/dashboard/my-course');
    await expect(page.getByRole('table', { name: 'My orders' }).locator('tbody tr')).toHaveCount(1);
    await g.showsLiterally([s.name]);

    // The order card shows the booking's name as text (and in the photo's alt text, an attribute).
    await page.goto(`/orderDetails/${s.oid}`);
    await g.showsLiterally([s.oid, s.orderName]);
    await expect(page.getByRole('img', { name: `Photo of ${s.orderName}` })).toBeVisible();
  });

  test('the admin’s pages: manage users, applicant details, manage orders and edit order', async ({
    page,
    login,
    newAccount,
    bookCourse,
  }) => {
    test.slow();
    const s = await seedStudent({ newAccount, bookCourse });
    const g = guard(page);
    await login('admin');

    await page.goto('/dashboard/manage-users');
    await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
    const search = page.getByRole('search');
    await search.getByLabel('Search by name, e-mail, phone or role').fill(s.email);
    await search.getByRole('button', { name: 'Search' }).click();
    const users = page.getByRole('table', { name: 'Accounts' }).locator('tbody tr');
    await expect(users).toHaveCount(1);
    await expect(users.first()).toContainText(s.profileName);
    await g.showsLiterally([s.profileName]);

    await page.goto(`/dashboard/manage-users/user-details/${s.sid}`);
    await expect(page.getByRole('heading', { name: 'Applicant Details' })).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading', { name: s.profileName })).toBeVisible();
    await g.showsLiterally([s.profileName, s.preaddress]);

    await page.goto('/dashboard/manage-order');
    await expect(page.getByRole('heading', { name: 'Manage Orders' })).toBeVisible();
    await page.getByLabel('Search orders').fill(s.email);
    await page.getByRole('button', { name: 'Search' }).click();
    const orders = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
    await expect(orders).toHaveCount(1);
    await expect(orders.first()).toContainText(s.orderName);
    await g.showsLiterally([s.orderName]);

    // The edit form holds the stored text as input values, untouched.
    await page.goto(`/dashboard/manage-order/edit-order/${s.oid}`);
    await expect(page.getByLabel('Address')).toHaveValue(s.address);
    await expect(page.getByLabel("Father's name")).toHaveValue(s.fname);
    await g.showsLiterally([]);

    await page.goto(`/orderDetails/${s.oid}`);
    await g.showsLiterally([s.orderName]);
  });

  test('the public verification result shows the profile name as text', async ({
    browser,
    baseURL,
    newAccount,
    bookCourse,
  }) => {
    test.slow();
    const s = await seedStudent({ newAccount, bookCourse });
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': fakeIp() } });
    const visitor = await context.newPage();
    const g = guard(visitor);
    await visitor.goto(`/verification?sid=${s.sid}`);
    // The page is drawn on the server: type once the app has taken it over.
    await expect(visitor.locator('html[data-hydrated]')).toBeAttached();
    await visitor.getByLabel('Date of birth').fill(s.dob);
    await visitor.getByRole('button', { name: 'Verify' }).click();
    await expect(visitor.getByText('profile matched successfully')).toBeVisible();
    const result = visitor.getByRole('region', { name: 'Result' });
    await expect(result.getByText(s.profileName, { exact: true })).toBeVisible();
    await g.showsLiterally([s.profileName]);
    await context.close();
  });

  test('a blog post by the owner: the blog list and the blog page', async ({ page, createBlog }) => {
    const g = guard(page);
    const tag = `blog${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const post = await createBlog({
      bid: `xss-${tag}`,
      title1: payload(`${tag}t1`),
      details1: `${svgPayload(`${tag}d1`)} ${payload(`${tag}d1b`)}`,
      title2: payload(`${tag}t2`),
      details2: `<iframe src="javascript:window.__xss='${tag}d2'"></iframe> ${tag}d2`,
      title3: `${tag}t3`,
      details3: `<a href="javascript:window.__xss='${tag}d3'">${tag}d3 link?</a>`,
      date: todayInDhaka(),
    });

    await page.goto('/blogs');
    await g.showsLiterally([post.title1]);

    await page.goto(`/blog/${post.bid}`);
    await g.showsLiterally([post.title1, post.details1, post.title2, post.details2, post.details3]);
    expect(await page.locator('a[href^="javascript:"]').count()).toBe(0);
  });

  test('a contact message: the form and the mail to the school carry it as plain text', async ({ page, request }) => {
    const g = guard(page);
    const tag = `contact${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const name = payload(`${tag}n`);
    const message = `${svgPayload(`${tag}m`)}\n${payload(`${tag}m2`)}`;
    await page.goto('/contact');
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('E-mail', { exact: true }).fill('visitor@example.com');
    await page.getByLabel('Message', { exact: true }).fill(message);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('Mail send successfully')).toBeVisible();
    await g.showsLiterally([]);

    // The school reads it in a plain-text mail: no HTML part a mail client could render.
    const received = await waitForMail(request, (m) => m.text.includes(tag));
    const text = received.text.replace(/\r\n/g, '\n'); // SMTP line endings
    expect(text).toContain(`Name: ${name}`);
    expect(text).toContain(message);
    expect(received.raw.toLowerCase()).not.toContain('text/html');
  });
});

test.describe('Content-Security-Policy', () => {
  test('blocks inline script: an injected <script> does not run and a violation is reported', async ({ page }) => {
    const g = guard(page);
    const res = await page.goto('/');
    const csp = res!.headers()['content-security-policy'] ?? '';
    const scriptSrc = csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src '));
    // Scripts only from the site itself: no 'unsafe-inline', no 'unsafe-eval', no nonce or hash.
    expect(scriptSrc).toBe("script-src 'self'");
    await expect(page.getByRole('banner')).toBeVisible();

    const outcome = await page.evaluate(async () => {
      const violations: string[] = [];
      document.addEventListener('securitypolicyviolation', (e) => violations.push(e.violatedDirective));
      const script = document.createElement('script');
      script.textContent = "window.__xss = 'inline script ran'";
      document.body.appendChild(script);
      // An inline handler, the other way payloads run.
      const img = document.createElement('img');
      img.setAttribute('onerror', "window.__xss = 'inline handler ran'");
      img.src = 'data:,not-an-image';
      document.body.appendChild(img);
      await new Promise((r) => setTimeout(r, 300));
      return { ran: window.__xss ?? null, violations };
    });
    expect(outcome.ran).toBeNull();
    expect(outcome.violations.some((d) => d.startsWith('script-src'))).toBe(true);
    expect(outcome.violations.length).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => window.__xss)).toBeUndefined();
    expect(g.dialogs).toEqual([]);
  });
});
