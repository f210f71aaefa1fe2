import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { qrIn } from '#server/test/pdf-qr.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { E2E_PORTS } from '../playwright.config';
import { expect, fakeIp, test, uniqueId } from './fixtures/test';
import { expectNoHorizontalOverflow } from './fixtures/public-pages';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { 'x-forwarded-for': fakeIp() } });
  return context.newPage();
}

/** The SMS the main e2e server wrote to its outbox folder (SMS_PROVIDER's default) so far. */
function outboxSms(): { to: string; text: string; kind: string }[] {
  const dir = join('test-results', 'e2e-data', String(E2E_PORTS.main), 'outbox', 'sms');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string; text: string; kind: string });
}

test.describe('refunds, on phones, in Bengali', () => {
  test('a student asks for a refund on My Course; the owner approves it; its paper opens and its QR check says genuine; the seat is free; the SMS is in the outbox', async ({
    page,
    browser,
    login,
    newAccount,
    ownerOnDemand,
    createCourse,
    createBatch,
    bookCourse,
  }) => {
    test.slow();
    const course = await createCourse({ title: `Refund Car ${uniqueId()}`, price: 6000 });
    const student = await newAccount({ name: `Shirin ${uniqueId()}` });
    const teacher = await newAccount({ role: 'teacher' });
    const order = await bookCourse(student, { cid: course.cid });
    const owner = await ownerOnDemand();

    // The office took ৳3,000 in cash and seats the student in a batch of the course.
    const paid = await owner.api.post(`/api/orders/${order.oid}/payments`, { data: { method: 'cash', amount: 3000 } });
    expect(paid.status(), await paid.text()).toBe(201);
    const batch = await createBatch(
      { cid: course.cid, teacherEmail: teacher.email, startDate: addDays(todayInDhaka(), 1), time: '06:15' },
      { seat: [order.oid] },
    );
    const seatsTaken = async () =>
      ((await (await owner.api.get(`/api/batches/${batch.id}`)).json()) as { seatsTaken: number }).seatsTaken;
    expect(await seatsTaken()).toBe(1);

    // ── The student asks on My Course, in Bengali, typing Bengali digits.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    await login(student);
    await page.goto('/bn/dashboard/my-course');
    const card = page.getByTestId('order-refunds').filter({ hasText: order.oid });
    await expect(card).toContainText('এই অর্ডারে ৳৩,০০০ জমা আছে।');
    await card.getByLabel('কত টাকা ফেরত চান (৳)').fill('২০০০');
    await card.getByLabel('কেন ফেরত চান?').fill('আমি ঢাকায় চলে যাচ্ছি, ক্লাসে আসতে পারব না।');
    await card.getByLabel('আমি এই কোর্স ছেড়ে দিচ্ছি: আমার বুকিং বাতিল করুন').check();
    await card.getByRole('button', { name: 'টাকা ফেরত চান' }).click();
    await expect(page.getByText('আপনার অনুরোধ পাঠানো হয়েছে। মালিক উত্তর দেবেন; আপনি এসএমএস পাবেন।')).toBeVisible();
    const asked = card.getByTestId('refund-item');
    await expect(asked).toContainText('মালিকের সিদ্ধান্তের অপেক্ষায়');
    await expect(asked).toContainText('৳২,০০০');
    await expectNoHorizontalOverflow(page);

    // ── The owner sees the badge in the menu and approves it on the Refund page.
    const office = await phone(browser);
    await login('owner', { page: office });
    await office.goto('/bn/dashboard');
    await office.getByRole('button', { name: 'ড্যাশবোর্ড মেনু খুলুন' }).click();
    const menuItem = office.getByRole('navigation', { name: 'ড্যাশবোর্ড মেনু' }).getByRole('link', { name: /^ফেরত/ });
    await expect(menuItem.getByTestId('refunds-waiting')).toHaveText(/^[১-৯][০-৯]*$/);
    await expect(menuItem.getByTestId('refunds-waiting')).toHaveAccessibleName(/^[০-৯]+টি ফেরতের অনুরোধ অপেক্ষায়$/);
    await menuItem.click();
    await expect(office).toHaveURL(/\/bn\/dashboard\/refund$/);
    await office.getByRole('button', { name: `অনুমোদন ${order.oid}` }).click();
    const dialog = office.getByRole('dialog');
    await expect(dialog.getByLabel('ফেরতের পরিমাণ (৳)')).toHaveValue('2000');
    await dialog.getByLabel('কীভাবে ফেরত').selectOption({ label: 'বিকাশ' });
    await dialog.getByLabel('রেফারেন্স (ট্রানজেকশন আইডি, ব্যাংক বা ভাউচার নম্বর)').fill('BK7RF20001');
    await dialog.getByRole('button', { name: 'ফেরত অনুমোদন করুন' }).click();
    const toast = office.getByText(/^ফেরত অনুমোদিত: নম্বর RF-\d{4}-\d{6}।/);
    await expect(toast).toBeVisible();
    const number = (await toast.textContent())!.match(/RF-\d{4}-\d{6}/)![0];
    await expectNoHorizontalOverflow(office);
    await office.context().close();

    // ── The student's Refund page: approved, with its number and paper.
    await page.goto('/bn/dashboard/refund');
    const item = page.getByTestId('refund-item').filter({ hasText: number });
    await expect(item).toContainText('ফেরত দেওয়া হয়েছে');
    await expect(item).toContainText('এই ফেরতের সঙ্গে বুকিং বাতিল হয়েছে।');
    const href = await item.getByRole('link', { name: 'ফেরতের কাগজ খুলুন (পিডিএফ)' }).getAttribute('href');
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toContain(`${number}.pdf`);
    const qr = qrIn(await PDFDocument.load(await pdf.body()));
    expect(qr).toBe(`http://127.0.0.1:${E2E_PORTS.main}/refund/${number}`);
    await expectNoHorizontalOverflow(page);

    // ── The QR code's page says genuine (signed out, as anyone who scans it).
    const visitor = await phone(browser);
    await visitor.goto(qr!);
    await expect(visitor.getByRole('heading', { name: 'Genuine refund' })).toBeVisible();
    await expect(visitor.getByTestId('refund-genuine')).toContainText(number);
    await expect(visitor.getByTestId('refund-genuine')).toContainText('৳2,000');
    await expect(visitor.getByTestId('refund-genuine')).not.toContainText('Shirin');
    await visitor.goto(`/bn/refund/${number}`);
    await expect(visitor.getByRole('heading', { name: 'আসল ফেরত' })).toBeVisible();
    await visitor.context().close();

    // ── The booking is cancelled and its seat is free.
    await page.goto('/bn/dashboard/my-course');
    await expect(page.getByTestId('order-payments').filter({ hasText: order.oid })).toContainText(
      'এই বুকিং বাতিল: এতে আর কিছু বাকি নেই, পেমেন্টও নেওয়া হবে না।',
    );
    expect(await seatsTaken()).toBe(0);

    // ── The student's SMS, in Bengali, with the number, went to the outbox.
    await expect
      .poll(() => outboxSms().find((m) => m.kind === 'refund.approved' && m.text.includes(number)), {
        timeout: 20_000,
      })
      .toMatchObject({ to: '+8801712345678', text: expect.stringContaining('৳') });
  });

  test("a transfer's refund offer says why in the page's language: as before on English pages, in Bengali on Bengali ones", async ({
    page,
    browser,
    login,
    newAccount,
    ownerOnDemand,
    createCourse,
    bookCourse,
  }) => {
    const dearer = await createCourse({ title: `Dearer Car ${uniqueId()}`, price: 6000 });
    const cheaper = await createCourse({
      title: `Cheaper Bike ${uniqueId()}`,
      price: 4000,
      titleBn: 'সস্তা মোটরসাইকেল',
    } as Parameters<typeof createCourse>[0]);
    const student = await newAccount({ name: `Moved ${uniqueId()}` });
    const order = await bookCourse(student, { cid: dearer.cid });
    const owner = await ownerOnDemand();
    const paid = await owner.api.post(`/api/orders/${order.oid}/payments`, { data: { method: 'cash', amount: 6000 } });
    expect(paid.status(), await paid.text()).toBe(201);
    const moved = await owner.api.post(`/api/orders/${order.oid}/transfer`, { data: { cid: cheaper.cid } });
    expect(moved.status(), await moved.text()).toBe(201);

    // The office's Refund page, in English: the words it always had.
    const office = await phone(browser);
    await login('owner', { page: office });
    await office.goto('/dashboard/refund');
    // Each item names the order the money came from (in its reason); the test's own is found by it.
    const offer = office.getByTestId('refund-item').filter({ hasText: order.oid });
    await expect(offer).toContainText(
      `Why: Moved from ${order.oid} to ${cheaper.title}, which costs less: the difference.`,
    );
    await office.context().close();

    // The student's, in Bengali: the reason in Bengali, the course by its Bengali title.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    await login(student);
    await page.goto('/bn/dashboard/refund');
    const mine = page.getByTestId('refund-item').filter({ hasText: order.oid });
    await expect(mine).toContainText(`কারণ: ${order.oid} থেকে সস্তা মোটরসাইকেল কোর্সে বদল, যার দাম কম: দামের পার্থক্য।`);
    await expect(mine).not.toContainText('which costs less');
    await expectNoHorizontalOverflow(page);
  });
});
