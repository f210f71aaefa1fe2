import { expect, seat, test, uniqueId, type Account } from './fixtures/test';
import { Taps } from './fixtures/taps';

/**
 * The office's daily tasks on a phone (390 px), each started from the dashboard's home and counted
 * by the Taps helper, which fails the task at the first action over its goal and checks that
 * nothing needed lies off-screen sideways (docs/decisions/0480). Some run on Bengali pages.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** A Bangladeshi mobile number no other test has: the office finds a caller by it. */
const uniquePhone = () => `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
/** The same number as a caller's Bengali keyboard types it, with a dash. */
const inBengali = (phone: string) =>
  `${phone.slice(0, 5)}-${phone.slice(5)}`.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
/** A fresh bKash TrxID, as the SMS shows it: 10 capitals and digits. */
const freshTrxId = () =>
  `E${uniqueId()
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')}XXXXXXXXX`.slice(0, 10);

test.describe('the office’s daily tasks in at most 4 taps at 390 px', () => {
  test('find an order by a caller’s phone, typed in Bengali digits on a Bengali page', async ({
    page,
    login,
    newAccount,
    bookCourse,
  }) => {
    const phone = uniquePhone();
    const order = await bookCourse(await newAccount({ name: 'Rumana Akter' }), { phone1: phone });
    await login('admin');
    await page.goto('/bn/dashboard');

    const taps = new Taps(page, 4, 'find an order by phone');
    await taps.click(page.getByRole('main').getByRole('link', { name: 'অর্ডার', exact: true }));
    await taps.fill(page.getByLabel('অর্ডার খুঁজুন'), inBengali(phone));
    const rows = page.getByRole('table', { name: 'অর্ডার' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(order.oid);
    taps.expectWithinGoal();
  });

  test('confirm a bKash TrxID the student sent', async ({ page, login, newAccount, bookCourse }) => {
    const student = await newAccount({ name: 'Sabbir Hossain' });
    const order = await bookCourse(student);
    const trxId = freshTrxId();
    const sent = await student.api.post(`/api/orders/${order.oid}/payments`, {
      data: { method: 'bkash', amount: 1500, trxId, payerPhone: '01812345678' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await login('admin');
    await page.goto('/dashboard');
    // The home says payments wait, before anything is tapped.
    await expect(page.getByRole('main').getByTestId('payments-waiting')).toHaveAccessibleName(
      /^\d+ payments? waiting for confirmation$/,
    );

    const taps = new Taps(page, 4, 'confirm a bKash TrxID');
    await taps.click(page.getByRole('main').getByRole('link', { name: /^Payments/ }));
    await taps.fill(page.getByLabel('Search payments'), trxId.toLowerCase());
    await taps.click(page.getByRole('button', { name: `Confirm ${trxId}` }));
    await expect(page.getByText(/^Payment confirmed: receipt R-\d{4}-\d{6}\.$/)).toBeVisible();
    const row = page.getByRole('table', { name: 'Payments' }).locator('tbody tr').filter({ hasText: trxId });
    await expect(row).toContainText('Confirmed');
    taps.expectWithinGoal();
  });

  test('answer an enquiry: read it and note the call, on a Bengali page', async ({ page, login, request }) => {
    const name = `Karim ${uniqueId()}`;
    const sent = await request.post('/api/contact', {
      data: { user_name: name, user_email: 'karim@example.com', phone: '01912345678', message: 'কবে ভর্তি হতে পারি?' },
      headers: { 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await login('admin');
    await page.goto('/bn/dashboard');

    const taps = new Taps(page, 4, 'answer an enquiry');
    await taps.click(page.getByRole('main').getByRole('link', { name: /^জিজ্ঞাসা/ }));
    const card = page.getByRole('article', { name });
    await taps.click(card.getByText('বার্তাটি পড়ুন'));
    await expect(card.getByText('কবে ভর্তি হতে পারি?')).toBeVisible();
    await taps.fill(card.getByLabel('কী কথা হলো (ঐচ্ছিক)'), 'শনিবার ভর্তি হতে বলেছি');
    await taps.click(card.getByRole('button', { name: 'ফোন করেছি' }));
    await expect(page.getByText('জিজ্ঞাসায় লিখে রাখা হয়েছে।')).toBeVisible();
    taps.expectWithinGoal();
    // Answered: handled, so it left the open list; the handled list shows the call with who made it.
    await expect(card).toHaveCount(0);
    await page.getByRole('button', { name: 'সম্পন্ন', exact: true }).click();
    await expect(page.getByRole('article', { name }).getByTestId('inbox-notes')).toContainText('শনিবার ভর্তি হতে বলেছি');
  });

  test('change an order’s status from the found order', async ({ page, login, newAccount, bookCourse }) => {
    const phone = uniquePhone();
    const order = await bookCourse(await newAccount({ name: 'Tanvir Hasan' }), { phone1: phone });
    await login('admin');
    await page.goto('/dashboard');

    const taps = new Taps(page, 4, 'change an order’s status');
    await taps.click(page.getByRole('main').getByRole('link', { name: 'Manage Orders', exact: true }));
    await taps.fill(page.getByLabel('Search orders'), phone);
    await taps.click(page.getByRole('button', { name: `Mark ${order.oid} Running` }));
    const dialog = page.getByRole('dialog', { name: `Mark order ${order.oid} (Tanvir Hasan) Running?` });
    await taps.click(dialog.getByRole('button', { name: 'Mark Running' }));
    await expect(page.getByText('Order Updeted')).toBeVisible();
    const row = page.getByRole('table', { name: 'Orders' }).locator('tbody tr').filter({ hasText: order.oid });
    await expect(row).toContainText('Running');
    taps.expectWithinGoal();
    // Its next step is offered now: completed.
    await expect(row.getByRole('button', { name: `Mark ${order.oid} Completed` })).toBeVisible();
  });

  test('record a cash payment from the found order, the amount due already in the box, on a Bengali page', async ({
    page,
    login,
    newAccount,
    bookCourse,
  }) => {
    const phone = uniquePhone();
    const student = await newAccount({ name: 'Nasrin Sultana' });
    const order = await bookCourse(student, { phone1: phone });
    await login('admin');
    await page.goto('/bn/dashboard');

    const taps = new Taps(page, 4, 'record a cash payment');
    await taps.click(page.getByRole('main').getByRole('link', { name: 'অর্ডার', exact: true }));
    await taps.fill(page.getByLabel('অর্ডার খুঁজুন'), phone);
    await taps.click(page.getByRole('button', { name: `${order.oid}-এর নগদ জমা লিখুন` }));
    const dialog = page.getByRole('dialog', { name: 'Nasrin Sultana-এর কাছ থেকে নগদ' });
    const amount = dialog.getByLabel('পরিমাণ (৳)');
    await expect(amount).toHaveValue(String(order.course.price));
    await taps.click(dialog.getByRole('button', { name: 'নগদ জমা লিখুন' }));
    await expect(page.getByText(/নগদ জমা হয়েছে: রসিদ R-\d{4}-\d{6}।$/)).toBeVisible();
    taps.expectWithinGoal();

    const ledger = await (await student.api.get(`/api/orders/${order.oid}/ledger`)).json();
    expect(ledger).toMatchObject({ paid: order.course.price, due: 0 });
  });

  test('make someone a teacher from their card', async ({ page, login, newAccount }) => {
    const person: Account = await newAccount({ name: `Rafiq ${uniqueId()}`, verified: true });
    await login('owner');
    await page.goto('/dashboard');

    const taps = new Taps(page, 4, 'make someone a teacher');
    await taps.click(page.getByRole('main').getByRole('link', { name: 'Manage Users', exact: true }));
    await taps.fill(page.getByLabel('Search by name, e-mail, phone or role'), person.email);
    const row = page.getByRole('table', { name: 'Accounts' }).locator('tbody tr').filter({ hasText: person.email });
    await taps.click(row.getByRole('button', { name: `Make ${person.name} a teacher` }));
    const dialog = page.getByRole('dialog', { name: `Change the role of ${person.name}` });
    await expect(dialog.getByText(`${person.name} becomes a teacher.`)).toBeVisible();
    await taps.click(dialog.getByRole('button', { name: 'Make teacher' }));
    await expect(page.getByText(`${person.name} is now a teacher.`)).toBeVisible();
    await expect(row).toContainText('Teacher');
    taps.expectWithinGoal();
  });
});

test.describe('a class of 10 with 2 absent in at most 4 + 2 taps', () => {
  test('"All present", then a tap per absence; the roster says 8 of 10 present, on a Bengali page', async ({
    page,
    owner,
    newAccount,
    login,
    createCourse,
    createBatch,
    bookCourse,
  }) => {
    test.setTimeout(150_000);
    const course = await createCourse({ lesson: 12 });
    const teacher = await newAccount({ role: 'teacher', name: 'Rafiq Instructor' });
    const batch = await createBatch({ cid: course.cid, teacherEmail: teacher.email, capacity: 10, sessions: 12 });
    const students = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        newAccount({ prefix: 'class', name: `Student ${String(i + 1).padStart(2, '0')}` }),
      ),
    );
    for (const student of students) await seat(owner, batch.id, (await bookCourse(student, { cid: course.cid })).oid);

    await login(teacher);
    await page.goto('/bn/dashboard');
    const taps = new Taps(page, 4 + 2, 'mark a class of 10 with 2 absent');
    await taps.click(page.getByRole('region', { name: 'আজকের ক্লাস' }).getByTestId('session-card'));
    await expect(page.getByTestId('roster-present')).toHaveText('১০ জনের মধ্যে ০ জন উপস্থিত');
    await taps.click(page.getByRole('button', { name: 'সবাই উপস্থিত' }));
    await expect(page.getByTestId('roster-present')).toHaveText('১০ জনের মধ্যে ১০ জন উপস্থিত');
    const rows = page.getByTestId('roster-row');
    await taps.click(rows.nth(3).getByRole('button', { name: 'অনুপস্থিত' }));
    await taps.click(rows.nth(7).getByRole('button', { name: 'অনুপস্থিত' }));
    await expect(page.getByTestId('roster-present')).toHaveText('১০ জনের মধ্যে ৮ জন উপস্থিত');
    taps.expectWithinGoal();

    // Saved: after a reload the marks are the server's.
    await page.reload();
    await expect(page.getByTestId('roster-present')).toHaveText('১০ জনের মধ্যে ৮ জন উপস্থিত');
    await expect(page.getByTestId('roster-count')).toHaveText('১০ জনের মধ্যে ১০ জনের হাজিরা নেওয়া হয়েছে');
    await expect(rows.nth(3).getByRole('button', { name: 'অনুপস্থিত' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'সবাই উপস্থিত' })).toHaveCount(0);
  });
});

test.describe('the enquiry inbox while it refreshes', () => {
  test('an opened message stays open through a refresh that fails and the retry after it', async ({
    page,
    login,
    request,
  }) => {
    const name = `Shila ${uniqueId()}`;
    const sent = await request.post('/api/contact', {
      data: { user_name: name, user_email: 'shila@example.com', message: 'Is there a Friday batch?' },
      headers: { 'x-forwarded-for': `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    });
    expect(sent.status()).toBe(201);
    await login('admin');
    await page.goto('/dashboard/enquiries');
    const card = page.getByRole('article', { name });
    await expect(card.getByText('Read the message')).toBeVisible();
    // Opening marks it read, which refreshes the list: that refresh fails, as on a weak connection.
    let failing = true;
    await page.route('**/api/contact-messages?*', (route) =>
      failing ? route.fulfill({ status: 503, body: '{"code":"UNAVAILABLE","message":"down"}' }) : route.fallback(),
    );
    await card.getByText('Read the message').click();
    await expect(page.getByText('The enquiries could not be loaded.')).toBeVisible();
    await expect(card.getByText('Is there a Friday batch?')).toBeVisible();
    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('The enquiries could not be loaded.')).toBeHidden();
    await expect(card.getByText('Is there a Friday batch?')).toBeVisible();
  });
});
