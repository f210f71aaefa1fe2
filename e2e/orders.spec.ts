import { type Page } from '@playwright/test';
import sharp from 'sharp';
import jsQR from 'jsqr';
import { PDFDocument } from 'pdf-lib';
import { SAMPLE_SCHOOL as SCHOOL } from '#server/db/sample-school.ts';
import { phoneForReading } from '#shared/phone.ts';
import { PNG_1x1, dayAfter, expect, fakeIp, test } from './fixtures/test';

/** Reads the QR code in a screenshot the way a phone camera would. */
async function decodeQr(png: Buffer): Promise<string | null> {
  const { data, info } = await sharp(png)
    .resize({ width: 600, kernel: 'nearest' })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data ?? null;
}

/** The date of birth a student without a profile gives with the booking (the form asks for it). */
const DOB = '2001-07-19';

async function fillBooking(page: Page, sdate: string) {
  await page.getByLabel('Full name').fill('Nusrat Jahan');
  await page.getByLabel('Phone number', { exact: true }).fill('01712345678');
  await page.getByLabel('Second phone number').fill('+880 1812-345678');
  await page.getByLabel("Father's name").fill('Abdul Karim');
  await page.getByLabel("Mother's name").fill('Rokeya Begum');
  await page.getByLabel('Address').fill('House 5, KDA Avenue, Khulna');
  await page.getByLabel('Emergency contact number').fill('01912345678');
  await page.getByLabel('Starting date').fill(sdate);
  await page.getByLabel('Date of birth').fill(DOB);
  await page
    .getByLabel('NID or birth certificate (photo or PDF)')
    .setInputFiles({ name: 'nid.png', mimeType: 'image/png', buffer: PNG_1x1 });
}

test.describe('booking and orders', () => {
  test('enroll → login → book → My Course → order card with a QR code that verifies the student; the admin edits and deletes', async ({
    page,
    browser,
    baseURL,
    newAccount,
    login,
    bookCourse,
  }) => {
    test.setTimeout(90_000);
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    const student = await newAccount({ prefix: 'booker' });

    // A signed-out visitor clicks Enroll, logs in, and comes back to the booking page.
    await page.goto('/courses');
    const card = page.getByRole('article').filter({ hasText: 'Manual Car Driving' });
    await card.getByRole('link', { name: 'Enroll' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('E-mail').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL(/\/buy\/manual-car$/);

    // The course summary, the payment box and the form.
    const summary = page.getByRole('region', { name: 'Your course' });
    await expect(summary.getByRole('heading', { name: 'Manual Car Driving' })).toBeVisible();
    await expect(summary.getByText('12,000 Tk')).toBeVisible();
    await expect(summary.getByText('1 Month')).toBeVisible();
    await expect(summary.getByText('20 Days')).toBeVisible(); // practical
    await expect(summary.getByText('4 Days')).toBeVisible(); // mechanical
    await expect(page.getByRole('heading', { name: 'Make Booking Payment' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Paying by mobile wallet' })).toBeVisible();
    // The school's bKash number (its only payment number in the sample facts).
    await expect(page.getByTestId('payment-number')).toHaveText(phoneForReading(SCHOOL.bkash));
    await expect(page.getByRole('heading', { name: 'Course Booking' })).toBeVisible();

    await fillBooking(page, dayAfter(1));
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByText('Order Completed')).toBeVisible();
    await expect(page).toHaveURL(/\/thankyou$/);
    // The thank-you page names the new order, linking its card.
    await expect(page.getByText('Your order ID:')).toBeVisible();
    await expect(page.getByRole('link', { name: /^OID\d{8}$/ })).toHaveAttribute('href', /^\/orderDetails\/OID\d{8}$/);

    // My Course lists it, with the course link and the card link.
    await page.goto('/dashboard/my-course');
    await expect(page.getByRole('heading', { name: 'My Course' })).toBeVisible();
    const rows = page.getByRole('table', { name: 'My orders' }).locator('tbody tr');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Manual Car Driving');
    await expect(rows.first()).toContainText('Pending');
    await expect(rows.first().getByRole('link', { name: /Course page/ })).toHaveAttribute('href', '/course/manual-car');
    await rows
      .first()
      .getByRole('link', { name: /Open card/ })
      .click();
    await expect(page).toHaveURL(/\/orderDetails\/OID\d{8}$/);
    const oid = page.url().split('/').pop()!;

    // The card: the student's data and their own QR code, which opens /verification with their SID.
    const orderCard = page.getByRole('article', { name: 'Order card' });
    await expect(orderCard).toContainText(SCHOOL.name);
    await expect(orderCard).toContainText(student.sid);
    await expect(orderCard).toContainText('Abdul Karim');
    await expect(orderCard).toContainText('Rokeya Begum');
    await expect(orderCard).toContainText(student.email);
    await expect(orderCard).toContainText('01712345678');
    await expect(orderCard).toContainText('Pending');
    await expect(orderCard).toContainText('19 July 2001'); // the date of birth given with the booking
    await expect(orderCard.getByRole('img', { name: 'NID / birth certificate' })).toBeVisible(); // no profile yet
    const qr = page.getByRole('img', { name: `QR code that opens the verification of ${student.sid}` });
    await expect(qr).toBeVisible();
    expect(await decodeQr(await qr.screenshot())).toBe(`${baseURL}/verification?sid=${student.sid}`);

    // The QR code's page verifies the student with the date of birth from the booking, profile or not.
    const visitorContext = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': fakeIp() } });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/verification?sid=${student.sid}`);
    // The page is drawn on the server: type once the app has taken it over.
    await expect(visitor.locator('html[data-hydrated]')).toBeAttached();
    await visitor.getByLabel('Date of birth').fill(DOB);
    await visitor.getByRole('button', { name: 'Verify' }).click();
    const verified = visitor.getByRole('region', { name: 'Result' });
    await expect(verified.getByText(student.sid)).toBeVisible();
    await expect(verified.getByRole('row').filter({ hasText: 'Manual Car Driving' })).toContainText('Pending');
    await visitorContext.close();

    // Print waits 500 ms, then opens the dialog once.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    // The print stylesheet keeps only the card, on one A4 page.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(orderCard).toBeVisible();
    await page.emulateMedia({ media: null }); // page.pdf() prints with the print media unless told otherwise
    const pdf = await PDFDocument.load(await page.pdf({ format: 'A4' }));
    expect(pdf.getPageCount()).toBe(1);

    // A second order of the same student, for the admin to delete.
    const { oid: secondOid } = await bookCourse(student, {
      cid: 'motorcycle-scooter',
      address: 'Second order address',
    });

    // The admin finds the orders by e-mail, sets the first to running, and deletes the second.
    const adminContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': fakeIp() } });
    const admin = await adminContext.newPage();
    await login('admin', { page: admin });
    await admin.goto('/dashboard/manage-order');
    await expect(admin.getByRole('heading', { name: 'Manage Orders' })).toBeVisible();
    await admin.getByLabel('Search orders').fill(student.email);
    await admin.getByRole('button', { name: 'Search' }).click();
    const table = admin.getByRole('table', { name: 'Orders' });
    await expect(table.locator('tbody tr')).toHaveCount(2);
    for (const header of ['Course image', 'E-mail', 'Name', 'Course title', 'Lesson', 'Status'])
      await expect(table.getByRole('columnheader', { name: header, exact: true })).toBeVisible();

    await table.getByRole('link', { name: `Edit ${oid}` }).click();
    await expect(admin).toHaveURL(new RegExp(`/dashboard/manage-order/edit-order/${oid}$`));
    await expect(admin.getByRole('heading', { name: 'Manual Car Driving' })).toBeVisible();
    await expect(admin.getByLabel('Full name')).toHaveValue('Nusrat Jahan');
    await expect(admin.getByLabel('Status')).toHaveValue('pending');
    await expect(admin.getByRole('option', { name: 'Subject' })).toBeDisabled();
    await expect(admin.getByRole('img', { name: 'NID or birth certificate image' })).toBeVisible();
    await admin.getByLabel('Status').selectOption('running');
    await admin.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(admin.getByText('Order Updeted')).toBeVisible();
    await expect(admin).toHaveURL(/\/dashboard\/manage-order$/);

    await admin.getByLabel('Search orders').fill(student.email);
    await admin.getByRole('button', { name: 'Search' }).click();
    const runningRow = table.locator('tbody tr').filter({ hasText: 'Manual Car Driving' });
    await expect(runningRow).toContainText('Running');

    await table.getByRole('button', { name: `Delete ${secondOid}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Delete This Order?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.locator('tbody tr')).toHaveCount(2);
    await table.getByRole('button', { name: `Delete ${secondOid}` }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.getByRole('button', { name: `Delete ${oid}` })).toBeVisible();
    await adminContext.close();

    // The student sees the new status on their own card.
    await page.reload();
    await expect(orderCard).toContainText('Running');
  });

  test('the booking form checks phones and the start date, and keeps what was typed when the server refuses', async ({
    page,
    baseURL,
    login,
  }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    await login('student');
    await page.goto('/buy/auto-car');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expect(page.getByText('Please choose a photo or a PDF of your NID or birth certificate.')).toBeVisible();

    await fillBooking(page, dayAfter(-1));
    await page.getByLabel('Phone number', { exact: true }).fill('12345');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByText('Enter a Bangladeshi mobile number: 01XXXXXXXXX (optionally with +88).')).toBeVisible();
    await expect(page.getByText('The starting date cannot be in the past.')).toBeVisible();

    // A number written in Bengali digits with a dash is a number like any other.
    await page.getByLabel('Phone number', { exact: true }).fill('০১৭১২-৩৪৫৬৭৮');
    // The second phone is optional.
    await page.getByLabel('Second phone number').fill('');

    // The server says no (here: the course was withdrawn meanwhile): its message shows, the form stays.
    await page.getByLabel('Starting date').fill(dayAfter(2));
    await page.route('**/api/order', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'COURSE_NOT_FOUND', message: 'There is no course with this id.' }),
      }),
    );
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByText('There is no course with this id.')).toBeVisible();
    await expect(page).toHaveURL(/\/buy\/auto-car$/);
    await expect(page.getByLabel("Father's name")).toHaveValue('Abdul Karim');
    await expect(page.getByLabel('Starting date')).toHaveValue(dayAfter(2).split('-').reverse().join('/'));
    await page.unroute('**/api/order');

    // The booking reaches the server but the answer is lost: the retry returns that same order.
    await page.route('**/api/order', async (route) => {
      const answer = await route.fetch();
      expect(answer.status()).toBe(201);
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByText('Could not reach the server. Check your connection and try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/buy\/auto-car$/);
    await page.unroute('**/api/order');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByText('Order Completed')).toBeVisible();
    await expect(page).toHaveURL(/\/thankyou$/);
    const list = await page.request.get(`${baseURL}/api/allOrder`);
    const booked = (await list.json()) as Array<{ phone1: string; phone2: string | null }>;
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ phone1: '01712345678', phone2: null });
    expect((await (await page.request.get(`${baseURL}/api/me`)).json()).user.dob).toBe(DOB);
  });

  test("a student cannot open another student's order card or the admin pages", async ({
    page,
    newAccount,
    login,
    bookCourse,
  }) => {
    const booker = await newAccount({ prefix: 'booker' });
    const { oid } = await bookCourse(booker);
    await login('student');
    await page.goto(`/orderDetails/${oid}`);
    await expect(page.getByText('This order card belongs to another student.')).toBeVisible();
    await expect(page.getByText(booker.sid)).toHaveCount(0);
    await page.goto('/dashboard/manage-order');
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
    await page.goto(`/dashboard/manage-order/edit-order/${oid}`);
    await expect(page.getByText('You do not have access to this page.')).toBeVisible();
  });
});
