import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { dayAfter, expect, fakeIp, test, uniqueId, type Account } from './fixtures/test';
import { expectNoHorizontalOverflow } from './fixtures/public-pages';
import { todayInDhaka } from '#shared/dates.ts';
import type { Collections } from '#shared/schemas/report.ts';
import type { Payment } from '#shared/schemas/payment.ts';

/** A wallet transaction id no other test uses: 10 letters and digits. */
const freshTrxId = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`.padEnd(10, 'x').slice(-10);

/** Taka as the English pages write it: ৳12,000. */
const taka = (n: number) => `৳${n.toLocaleString('en-IN')}`;

/** The student sends a payment's details; the office confirms it. Answers the payment. */
async function paidAndConfirmed(student: Account, office: Account, oid: string, method: string, amount: number) {
  const sent = await student.api.post(`/api/orders/${oid}/payments`, {
    data: { method, amount, trxId: freshTrxId() },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const payment = (await sent.json()) as Payment;
  const confirmed = await office.api.post(`/api/payments/${payment.id}/confirm`);
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  return payment;
}

/** Opens a dashboard page from the phone's menu, as the office would. */
async function openFromMenu(page: Page, name: string) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  await page.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name, exact: true }).click();
}

test.use({ viewport: { width: 390, height: 844 } });

test.describe('the office’s money pages, on a phone', () => {
  test('Dues: an owing order shows with its due, marked overdue in words, a phone to tap and its order; the CSV has a BOM', async ({
    page,
    newAccount,
    bookCourse,
    createCourse,
    login,
    ownerOnDemand,
  }) => {
    test.slow();
    const course = await createCourse({ price: 7500 });
    const name = `Shirin Akter ${uniqueId()}`;
    const student = await newAccount({ name });
    // The start date moved into the past by the office: the whole fee was due then.
    const order = await bookCourse(student, { cid: course.cid, sdate: dayAfter(-10), phone1: '01712345678' });
    await paidAndConfirmed(student, await ownerOnDemand(), order.oid, 'bkash', 2000);

    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    await login('admin');
    await openFromMenu(page, 'Dues');
    await expect(page).toHaveURL(/\/dashboard\/dues$/);
    await expect(page.getByRole('heading', { name: 'Dues' })).toBeVisible();
    await expect(page.getByTestId('dues-total')).toContainText('৳');

    const search = page.getByRole('search');
    await search.getByLabel('Find a student').fill(name);
    await search.getByRole('button', { name: 'Search' }).click();
    const table = page.getByRole('table', { name: 'Dues' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(name);
    await expect(row).toContainText(order.sid);
    await expect(row).toContainText(course.title);
    await expect(row.locator('td[data-label="Paid"]')).toHaveText(taka(2000));
    await expect(row.locator('td[data-label="Due"]')).toHaveText(taka(5500));
    // Overdue says so in words (and a sign), not by its colour alone.
    await expect(row.getByTestId('overdue')).toHaveText(`Overdue ${taka(5500)}`);
    await expect(row.getByRole('link', { name: '01712-345678' })).toHaveAttribute('href', 'tel:+8801712345678');
    // A card on a phone: no header row, nothing off the screen, every tap target a finger's size.
    await expect(table.locator('thead')).toBeHidden();
    await expectNoHorizontalOverflow(page);
    // Measured until the link is there to measure: the list may draw its rows again between two looks.
    for (const target of [row.getByRole('link', { name: '01712-345678' }), row.getByRole('link', { name: order.oid })])
      await expect
        .poll(async () => (await target.boundingBox())?.height, { message: 'the link is a finger’s size' })
        .toBeGreaterThanOrEqual(44);

    // The file for Excel: UTF-8 with a byte-order mark, this order among its rows.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`dues-${todayInDhaka()}.csv`);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain(`"${order.oid}"`);

    // The order's own page, one tap away.
    await row.getByRole('link', { name: `Open order ${order.oid}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/manage-order/edit-order/${order.oid}$`));
  });

  test('Collections: a confirmed payment counts under its method; a bad range is refused by its field, in the page’s language', async ({
    page,
    newAccount,
    bookCourse,
    login,
    ownerOnDemand,
  }) => {
    test.slow();
    const owner = await ownerOnDemand();
    const student = await newAccount({ name: `Rocket Payer ${uniqueId()}` });
    const order = await bookCourse(student);
    const today = todayInDhaka();
    const before = (await (
      await owner.api.get(`/api/reports/collections?from=${today}&to=${today}`)
    ).json()) as Collections;
    const rocketBefore = before.days.filter((d) => d.method === 'rocket').reduce((sum, d) => sum + d.amount, 0);
    await paidAndConfirmed(student, owner, order.oid, 'rocket', 1357);

    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    await login('admin');
    await openFromMenu(page, 'Collections');
    await expect(page).toHaveURL(/\/dashboard\/collections$/);
    // This month so far, to start.
    // Date boxes show day/month/year.
    const shown = (day: string) => day.split('-').reverse().join('/');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(shown(`${today.slice(0, 8)}01`));
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(shown(today));
    await expect(page.getByTestId('collections-method-rocket')).toContainText('Rocket');
    await expect(page.getByTestId('collections-method-rocket')).toContainText(taka(rocketBefore + 1357));
    // The day's line in the per-day table, under Rocket.
    const day = page.getByRole('table', { name: 'Collections per day' }).locator('tbody tr').last();
    await expect(day.locator('td[data-label="Rocket"]')).toHaveText(taka(rocketBefore + 1357));
    await expectNoHorizontalOverflow(page);

    // Just today: the address keeps the range, and the CSV is for it.
    await page.getByLabel('From', { exact: true }).fill(today);
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
    await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      `/api/reports/collections.csv?from=${today}&to=${today}`,
    );

    // An end before the start: the page's own check, under To.
    await page.getByLabel('From', { exact: true }).fill(dayAfter(1));
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByLabel('To', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('To', { exact: true })).toHaveAccessibleDescription(
      'The end date is before the start date.',
    );

    // A range typed into the address reaches the server, whose refusal shows under its field, in Bengali.
    await page.goto('/bn/dashboard/collections?from=2026-05-01&to=2026-04-01');
    const to = page.getByLabel('শেষ', { exact: true });
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription('শেষের তারিখ শুরুর তারিখের আগে হতে পারে না।');
  });

  test('the staff home shows the monthly chart and its table; a student gets neither the chart’s code nor the money pages', async ({
    page,
    browser,
    login,
  }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    await login('admin');
    await page.goto('/dashboard');
    const figures = page.getByRole('region', { name: 'Bookings and collections, the last 12 months' });
    const chart = figures.getByRole('img', { name: /Chart of booked and collected taka per month/ });
    await expect(chart.locator('canvas')).toBeVisible();
    // Measured until the chart is there to measure: it is drawn again when its box changes size.
    await expect
      .poll(async () => (await chart.boundingBox())?.width, { message: 'the chart fits the screen' })
      .toBeLessThanOrEqual(390);
    await expectNoHorizontalOverflow(page);
    // The same figures as a table, one row a month, this month last.
    await figures.getByText('The figures as a table').click();
    const table = figures.getByRole('table', { name: 'Bookings and collections per month' });
    await expect(table.locator('tbody tr')).toHaveCount(12);
    const thisMonth = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${todayInDhaka().slice(0, 7)}-01T00:00:00Z`),
    );
    await expect(table.locator('tbody tr').last().getByRole('rowheader')).toHaveText(thisMonth);
    // On a phone the table fits its box: no sideways scrolling to reach the money collected.
    const [scrollWidth, clientWidth] = await table.evaluate((t) => [
      t.parentElement!.scrollWidth,
      t.parentElement!.clientWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);

    // A student: the same home without the chart, and its code never downloaded; the money pages refused.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const studentPage = await phone.newPage();
    const scripts: string[] = [];
    studentPage.on('request', (r) => {
      if (r.resourceType() === 'script' || r.resourceType() === 'stylesheet') scripts.push(new URL(r.url()).pathname);
    });
    await login('student', { page: studentPage });
    await studentPage.goto('/dashboard');
    await expect(studentPage.getByRole('link', { name: 'My Course' }).first()).toBeVisible();
    await studentPage.waitForLoadState('networkidle');
    await expect(studentPage.getByRole('img', { name: /Chart of booked/ })).toHaveCount(0);
    for (const path of ['/dashboard/dues', '/dashboard/collections']) {
      await studentPage.goto(path);
      await expect(studentPage.getByText('You do not have access to this page.')).toBeVisible();
    }
    expect(scripts.filter((s) => /monthly-figures|uplot/i.test(s))).toEqual([]);
    await phone.close();
  });
});

test.describe('the office’s money pages at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Dues and Collections are tables with their headers; the chart fits beside the menu', async ({
    page,
    login,
    newAccount,
    bookCourse,
  }) => {
    await bookCourse(await newAccount());
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    await login('admin');
    // Addresses the server knows as the app's pages: 200, not the 404 of an unknown address.
    expect((await page.goto('/dashboard/collections'))!.status()).toBe(200);
    expect((await page.goto('/dashboard/dues'))!.status()).toBe(200);
    const dues = page.getByRole('table', { name: 'Dues' });
    await expect(dues.locator('thead')).toBeVisible();
    await expect(dues.getByRole('columnheader')).toHaveText([
      'Student',
      'Phone',
      'Course',
      'Next due',
      'Paid',
      'Due',
      'Overdue',
    ]);
    await page.goto('/dashboard/collections');
    await expect(page.getByTestId('collections-total')).toContainText('Total collected');
    await page.goto('/dashboard');
    const chart = page.getByRole('img', { name: /Chart of booked and collected taka per month/ });
    await expect(chart.locator('canvas')).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
