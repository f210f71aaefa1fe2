import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { MAILBOX_URL } from '../playwright.config';
import { todayInDhaka } from '../src/shared/schemas/order';
import { PNG_1x1, fakeIp, loginAs, uniqueEmail } from './fixtures/auth';

/**
 * Stored text is safe to show (issue 8). Names, addresses, messages and blog text carrying
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

const PASSWORD = 'Padma2026river';
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_1x1 });

function dayAfter(days: number): string {
  return new Date(Date.parse(`${todayInDhaka()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

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

interface Student {
  email: string;
  sid: string;
  accountName: string;
  profileName: string;
  preaddress: string;
  orderName: string;
  address: string;
  fname: string;
  oid: string;
  dob: string;
}

/** A student with a payload name, a profile and a booking, all made through the real API. */
async function seedStudent(browser: Browser, baseURL: string): Promise<Student> {
  const context = await browser.newContext({ baseURL });
  const request: APIRequestContext = context.request;
  const headers = { origin: baseURL, 'x-forwarded-for': fakeIp() };
  const email = uniqueEmail('xss');
  const n = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const s = {
    email,
    accountName: payload(`acct${n}`),
    profileName: payload(`prof${n}`),
    preaddress: svgPayload(`pre${n}`),
    orderName: payload(`ordr${n}`),
    address: svgPayload(`addr${n}`),
    fname: payload(`fath${n}`),
    dob: '2001-02-03',
  };

  const signup = await request.post('/api/auth/sign-up/email', {
    data: { name: s.accountName, email, password: PASSWORD },
    headers,
  });
  expect(signup.status(), await signup.text()).toBe(200);
  const sid = ((await signup.json()) as { user: { sid: string; name: string } }).user.sid;

  const upload = async (kind: 'public' | 'private') => {
    const res = await request.post(`/api/upload?kind=${kind}`, { multipart: { image: png('p.png') }, headers });
    expect(res.status(), await res.text()).toBe(200);
    return ((await res.json()) as { data: { display_url: string } }).data.display_url;
  };
  const profile = await request.put('/api/profile', {
    headers,
    data: {
      name: s.profileName,
      image: await upload('public'),
      phone: `017${n}`,
      emergency: `018${n}`,
      nid: `77${n}`,
      preaddress: s.preaddress,
      peraddress: `Village ${n}, Dumuria`,
      dob: s.dob,
    },
  });
  expect(profile.status(), await profile.text()).toBe(200);

  const order = await request.put('/api/order', {
    headers,
    data: {
      name: s.orderName,
      phone1: '01712345678',
      phone2: '01812345678',
      fname: s.fname,
      mname: 'Rokeya Begum',
      address: s.address,
      emergency: '01912345678',
      sdate: dayAfter(2),
      image: await upload('private'),
      course: { cid: 'manual-car' },
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const oid = ((await order.json()) as { oid: string }).oid;
  await context.close();
  return { ...s, sid, oid };
}

test.describe('stored text is shown as text', () => {
  test('a student’s own pages: header name, profile, my course and the order card', async ({
    browser,
    page,
    baseURL,
  }) => {
    test.slow();
    const s = await seedStudent(browser, baseURL!);
    const g = guard(page);
    const res = await page.request.post(`${baseURL}/api/auth/sign-in/email`, {
      data: { email: s.email, password: PASSWORD },
      headers: { origin: baseURL!, 'x-forwarded-for': fakeIp() },
    });
    expect(res.status(), await res.text()).toBe(200);

    await page.goto('/dashboard');
    // The header / dashboard shows the account name, tags and all, as text.
    await g.showsLiterally([s.accountName]);

    await page.goto('/dashboard/my-profile');
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await g.showsLiterally([s.profileName, s.preaddress]);

    await page.goto('/dashboard/my-course');
    await expect(page.getByRole('table', { name: 'My orders' }).locator('tbody tr')).toHaveCount(1);
    await g.showsLiterally([s.accountName]);

    // The order card shows the booking's name as text (and in the photo's alt text, an attribute).
    await page.goto(`/orderDetails/${s.oid}`);
    await g.showsLiterally([s.oid, s.orderName]);
    await expect(page.getByRole('img', { name: `Photo of ${s.orderName}` })).toBeVisible();
  });

  test('the admin’s pages: manage users, applicant details, manage orders and edit order', async ({
    browser,
    page,
    baseURL,
  }) => {
    test.slow();
    const s = await seedStudent(browser, baseURL!);
    const g = guard(page);
    await loginAs(page, 'admin', baseURL!);

    await page.goto('/dashboard/manage-users');
    await expect(page.getByRole('heading', { name: 'Manage Users' })).toBeVisible();
    const search = page.getByRole('search');
    await search.getByLabel('Search by e-mail').fill(s.email);
    await search.getByRole('button', { name: 'Search' }).click();
    const users = page.getByRole('table', { name: 'Student profiles' }).locator('tbody tr');
    await expect(users).toHaveCount(1);
    await expect(users.first()).toContainText(s.profileName);
    await g.showsLiterally([s.profileName]);

    await page.goto(`/dashboard/manage-users/user-details/${s.sid}`);
    await expect(page.getByRole('heading', { name: 'Applicant Details' })).toBeVisible();
    await expect(page.getByRole('article').getByRole('heading', { name: s.profileName })).toBeVisible();
    await g.showsLiterally([s.profileName, s.preaddress]);

    await page.goto('/dashboard/manage-order');
    await expect(page.getByRole('heading', { name: 'Manage Orders' })).toBeVisible();
    await page.getByLabel('Search by e-mail').fill(s.email);
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

  test('the public verification result shows the profile name as text', async ({ browser, baseURL }) => {
    test.slow();
    const s = await seedStudent(browser, baseURL!);
    const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': fakeIp() } });
    const visitor = await context.newPage();
    const g = guard(visitor);
    await visitor.goto(`/verification?sid=${s.sid}`);
    await visitor.getByLabel('Date of birth').fill(s.dob);
    await visitor.getByRole('button', { name: 'Verify' }).click();
    await expect(visitor.getByText('profile matched successfully')).toBeVisible();
    const result = visitor.getByRole('region', { name: 'Result' });
    await expect(result.getByText(s.profileName, { exact: true })).toBeVisible();
    await g.showsLiterally([s.profileName]);
    await context.close();
  });

  test('a blog post by the owner: the blog list and the blog page', async ({ page, baseURL }) => {
    const g = guard(page);
    await loginAs(page, 'owner', baseURL!);
    const headers = { origin: baseURL!, 'x-forwarded-for': fakeIp() };
    const images: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await page.request.post(`${baseURL}/api/upload`, { headers, multipart: { image: png(`b${i}.png`) } });
      expect(res.status(), await res.text()).toBe(200);
      images.push(((await res.json()) as { data: { display_url: string } }).data.display_url);
    }
    const tag = `blog${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const bid = `xss-${tag}`;
    const post = {
      title1: payload(`${tag}t1`),
      details1: `${svgPayload(`${tag}d1`)} ${payload(`${tag}d1b`)}`,
      title2: payload(`${tag}t2`),
      details2: `<iframe src="javascript:window.__xss='${tag}d2'"></iframe> ${tag}d2`,
      title3: `${tag}t3`,
      details3: `<a href="javascript:window.__xss='${tag}d3'">${tag}d3 link?</a>`,
      date: todayInDhaka(),
      image1: images[0],
      image2: images[1],
      image3: images[2],
    };
    const res = await page.request.put(`${baseURL}/api/blog?bid=${bid}&mode=create`, { headers, data: post });
    expect(res.status(), await res.text()).toBe(201);

    await page.goto('/blogs');
    await g.showsLiterally([post.title1]);

    await page.goto(`/blog/${bid}`);
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
    let received: { text: string; raw: string } | undefined;
    await expect
      .poll(async () => {
        const inbox = (await (await request.get(`${MAILBOX_URL}/messages`)).json()) as Array<{
          text: string;
          raw: string;
        }>;
        received = inbox.find((m) => m.text.includes(tag));
        return received !== undefined;
      })
      .toBe(true);
    if (!received) throw new Error('the contact mail never arrived');
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
