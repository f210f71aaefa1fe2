import { E2E_PORTS } from '../playwright.config';
import { expect, fakeIp, test, type Account } from './fixtures/test';
import { expectNoHorizontalOverflow } from './fixtures/public-pages';
import { todayInDhaka } from '#shared/dates.ts';
import type { Payment } from '#shared/schemas/payment.ts';

/** A wallet transaction id no other test uses: 10 letters and digits. */
const freshTrxId = () =>
  `${Date.now().toString(36)}${Math.floor(Math.random() * 36 ** 4).toString(36)}`.padEnd(10, 'x').slice(-10);

/** Taka as the Bengali pages write it: ৳১,৫০০. */
const takaBn = (n: number) => `৳${new Intl.NumberFormat('bn-BD').format(n)}`;

/** The student's claim, waiting for the office. */
async function claim(student: Account, oid: string, method: string, amount: number): Promise<Payment> {
  const sent = await student.api.post(`/api/orders/${oid}/payments`, { data: { method, amount, trxId: freshTrxId() } });
  expect(sent.status(), await sent.text()).toBe(201);
  return (await sent.json()) as Payment;
}

// Its own server: this test closes today, and no other test's payment may meet a closed day.
test.use({ baseURL: `http://127.0.0.1:${E2E_PORTS.cashUp}`, viewport: { width: 390, height: 844 } });

test('দিনের হিসাব on a phone in Bengali: the office counts, closes the day; a later payment or refund needs a reason; the owner sees the day', async ({
  page,
  newAccount,
  bookCourse,
  createCourse,
  login,
  ownerOnDemand,
}) => {
  test.slow();
  const course = await createCourse({ price: 20_000 });
  const student = await newAccount();
  const order = await bookCourse(student, { cid: course.cid });
  const owner = await ownerOnDemand();
  // Today so far: ৳1,500 by bKash (confirmed) and ৳2,000 cash recorded at the office.
  const paid = await claim(student, order.oid, 'bkash', 1500);
  expect((await owner.api.post(`/api/payments/${paid.id}/confirm`)).status()).toBe(200);
  const cash = await owner.api.post(`/api/orders/${order.oid}/payments`, { data: { method: 'cash', amount: 2000 } });
  expect(cash.status(), await cash.text()).toBe(201);

  await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
  const admin = await login('admin');
  await page.goto('/bn/dashboard');
  await page.getByRole('button', { name: 'ড্যাশবোর্ড মেনু খুলুন' }).click();
  await page
    .getByRole('navigation', { name: 'ড্যাশবোর্ড মেনু' })
    .getByRole('link', { name: 'দিনের হিসাব', exact: true })
    .click();
  await expect(page).toHaveURL(/\/bn\/dashboard\/cash-up$/);
  await expect(page.getByRole('heading', { name: 'দিনের হিসাব', level: 2 })).toBeVisible();
  await expect(page.getByTestId('cash-up-state')).toHaveText('খোলা');
  await expect(page.getByTestId('figure-bkash')).toHaveText(takaBn(1500));
  await expect(page.getByTestId('figure-cash')).toHaveText(takaBn(2000));

  // The boxes start empty: the office types what it counted (in Bengali digits here), and the
  // difference shows as it is typed: ৳200 short in the drawer.
  await expect(page.getByLabel('ক্যাশ গোনা')).toHaveValue('');
  await page.getByLabel('বিকাশ গোনা').fill('১৫০০');
  for (const method of ['নগদ', 'রকেট', 'ব্যাংক ট্রান্সফার']) await page.getByLabel(`${method} গোনা`).fill('০');
  await page.getByLabel('ক্যাশ গোনা').fill('১৮০০');
  await expect(page.getByTestId('difference-bkash')).toHaveText(`${takaBn(0)} মিলেছে`);
  await expect(page.getByTestId('difference-cash')).toHaveText(`−${takaBn(200)} কম`);
  await expect(page.getByTestId('difference-total')).toHaveText(`−${takaBn(200)} কম`);
  await expectNoHorizontalOverflow(page);

  // A difference needs a note: the server says so, under the note, in Bengali.
  await page.getByRole('button', { name: 'দিনটি বন্ধ করুন' }).click();
  await expect(page.getByText('গোনা টাকা অ্যাপের হিসাবের সঙ্গে কেন মেলেনি তা লিখুন।')).toBeVisible();
  await page.getByLabel('নোট').fill('ভাংতি দুবার দেওয়া হয়েছে।');
  await page.getByRole('button', { name: 'দিনটি বন্ধ করুন' }).click();
  await expect(page.getByTestId('cash-up-state')).toHaveText('বন্ধ');
  await expect(page.getByTestId('cash-up-close')).toContainText(admin.name);
  await expect(page.getByTestId('cash-up-close-difference')).toHaveText(`−${takaBn(200)} কম`);
  await expectNoHorizontalOverflow(page);

  // A payment confirmed after the close goes into the closed day only with a reason.
  const late = await claim(student, order.oid, 'nagad', 500);
  await page.goto('/bn/dashboard/payments');
  await page.getByRole('button', { name: `নিশ্চিত করুন ${late.trxId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'এই দিনের হিসাব বন্ধ করা হয়েছে' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'বন্ধ দিনে নিশ্চিত করুন' }).click();
  await expect(dialog.getByText('এই পেমেন্ট কেন আগেই বন্ধ করা দিনে যাচ্ছে তা লিখুন।')).toBeVisible();
  await dialog.getByLabel(/^কারণ/).fill('শিক্ষার্থী গোনার পরে টাকা পাঠিয়েছেন।');
  await dialog.getByRole('button', { name: 'বন্ধ দিনে নিশ্চিত করুন' }).click();
  await expect(dialog).toBeHidden();
  const stored = (await (await owner.api.get(`/api/orders/${order.oid}/ledger`)).json()) as { payments: Payment[] };
  expect(stored.payments.find((p) => p.id === late.id)?.status).toBe('confirmed');

  // Opened by its address (a bookmark), the page answers 200.
  expect((await page.goto('/bn/dashboard/cash-up'))?.status()).toBe(200);
  const after = page.getByTestId('late-payments');
  await expect(after).toContainText('বন্ধের পরে ১টি পেমেন্ট নিশ্চিত হয়েছে');
  await expect(after).toContainText('শিক্ষার্থী গোনার পরে টাকা পাঠিয়েছেন।');
  await expect(after).toContainText(takaBn(500));
  // Re-opening is the owner's: the office does not see it.
  await expect(page.getByRole('button', { name: 'দিনটি আবার খুলুন' })).toHaveCount(0);

  // A refund paid out after the close needs the owner's reason too: the approve dialog asks for it
  // once the server says the day is closed, and the day's page shows it under the close.
  const asked = await student.api.post(`/api/orders/${order.oid}/refunds`, {
    data: { amount: 700, reason: 'ঢাকায় চলে যাচ্ছি' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  await login(owner);
  await page.goto('/bn/dashboard/refund');
  await page.getByRole('button', { name: `অনুমোদন ${order.oid}` }).click();
  const approve = page.getByRole('dialog');
  await approve.getByLabel('ফেরতের পরিমাণ (৳)').fill('৭০০');
  await approve.getByLabel('কীভাবে ফেরত').selectOption({ label: 'ক্যাশ' });
  await approve.getByRole('button', { name: 'ফেরত অনুমোদন করুন' }).click();
  await expect(
    approve.getByText('এই দিনের হিসাব বন্ধ করা হয়েছে। এই ফেরত কেন এই দিনের টাকা থেকে দেওয়া হচ্ছে তা লিখে আবার পাঠান।'),
  ).toBeVisible();
  await approve.getByLabel('বন্ধ হওয়া দিনের টাকা থেকে এই ফেরত কেন দেওয়া হচ্ছে?').fill('গোনার পরে শিক্ষার্থী এসেছিলেন।');
  await expectNoHorizontalOverflow(page);
  await approve.getByRole('button', { name: 'ফেরত অনুমোদন করুন' }).click();
  await expect(page.getByText(/^ফেরত অনুমোদিত: নম্বর RF-\d{4}-\d{6}।/)).toBeVisible();
  await page.goto('/bn/dashboard/cash-up');
  const paidOut = page.getByTestId('late-refunds');
  await expect(paidOut).toContainText('বন্ধের পরে ১টি ফেরত দেওয়া হয়েছে');
  await expect(paidOut).toContainText('গোনার পরে শিক্ষার্থী এসেছিলেন।');
  await expect(paidOut).toContainText(`−${takaBn(700)}`);
  // The close itself stays as it was counted.
  await expect(page.getByTestId('cash-up-close-difference')).toHaveText(`−${takaBn(200)} কম`);

  // The owner's list of every day: today closed, with its difference and what came and went after.
  expect((await page.goto('/bn/dashboard/cash-ups'))?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'প্রতিদিনের হিসাব', level: 2 })).toBeVisible();
  const firstDay = page.getByTestId(`day-${todayInDhaka()}`);
  await expect(firstDay).toContainText(`${admin.name} বন্ধ করেছেন`);
  await expect(firstDay).toContainText(`−${takaBn(200)} কম`);
  await expect(firstDay).toContainText(`বন্ধের পরে ১টি পেমেন্ট (${takaBn(500)})`);
  await expect(firstDay).toContainText(`বন্ধের পরে ১টি ফেরত (−${takaBn(700)})`);
  await expectNoHorizontalOverflow(page);
});
