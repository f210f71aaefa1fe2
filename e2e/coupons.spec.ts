import { type Page } from '@playwright/test';
import { PNG_1x1, dayAfter, expect, fakeIp, test, uniqueId } from './fixtures/test';
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './fixtures/public-pages';

test.use({ viewport: { width: 390, height: 844 } });

/** The booking form's fields, as a student without a date of birth on the account fills them. */
async function fillBooking(page: Page) {
  await page.getByLabel('Phone number', { exact: true }).fill('01712345678');
  await page.getByLabel("Father's name").fill('Abdul Karim');
  await page.getByLabel("Mother's name").fill('Rokeya Begum');
  await page.getByLabel('Address').fill('House 5, KDA Avenue, Khulna');
  await page.getByLabel('Emergency contact number').fill('01912345678');
  await page.getByLabel('Starting date').fill(dayAfter(3));
  await page.getByLabel('Date of birth').fill('2001-07-19');
  await page
    .getByLabel('NID or birth certificate (photo or PDF)')
    .setInputFiles({ name: 'nid.png', mimeType: 'image/png', buffer: PNG_1x1 });
}

test.describe('coupons, on a phone', () => {
  test('the owner creates a coupon; a student applies it, sees the new price and books; the ledger shows the discount; the owner sees 1 use and retires it; the code is then refused', async ({
    page,
    browser,
    newAccount,
    login,
    createCourse,
  }) => {
    test.setTimeout(120_000);
    // A course of its own at a round price: 10% off ৳3,000 is ৳300, leaving ৳2,700.
    const course = await createCourse({ title: `Coupon Course ${uniqueId()}`, price: 3000 });
    const code = `E2E${uniqueId().toUpperCase()}`.slice(0, 20);

    // The owner opens Coupons from the dashboard menu and creates the code.
    const office = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const ownerPage = await office.newPage();
    await ownerPage.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    await login('owner', { page: ownerPage });
    await ownerPage.goto('/dashboard');
    await ownerPage.getByRole('button', { name: 'Open dashboard menu' }).click();
    await ownerPage.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Coupons' }).click();
    await expect(ownerPage).toHaveURL(/\/dashboard\/coupons$/);
    const form = ownerPage.getByTestId('new-coupon-form');
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByLabel('Discount type').selectOption({ label: 'Percentage' });
    await form.getByLabel('Percent off (%)').fill('10');
    await form.getByLabel('Last day').fill(dayAfter(30));
    await form.getByLabel('Cap (bookings)').fill('5');
    // Once per student unless the owner says more.
    await expect(form.getByLabel('Uses per student')).toHaveValue('1');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await expect(ownerPage.getByText(`Coupon ${code} created.`)).toBeVisible();
    const table = ownerPage.getByRole('table', { name: 'Coupons' });
    const row = table.locator('tbody tr').filter({ hasText: code });
    await expect(row.getByTestId('coupon-uses')).toHaveText('0 / 5');
    await expect(row.getByTestId('coupon-state')).toHaveText('Active');
    await expect(row.getByTestId('coupon-per-student')).toHaveText('once per student');
    await expect(row).toContainText('10% off');
    // A card on the phone: nothing runs off the screen, the column heads are not a row of their own.
    await expectNoHorizontalOverflow(ownerPage);
    await expect(table.locator('thead')).toBeHidden();

    // The student applies the code on the booking form and sees the new price before booking.
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': fakeIp() });
    const student = await newAccount({ prefix: 'coupon' });
    await login(student);
    await page.goto(`/buy/${course.cid}`);
    await fillBooking(page);
    const box = page.getByLabel('Coupon code (optional)');
    await box.fill(` ${code.toLowerCase()} `);
    await page.getByRole('button', { name: 'Apply the coupon code' }).click();
    const applied = page.getByTestId('coupon-applied');
    await expect(applied).toContainText(`Coupon ${code} applied`);
    await expect(applied.getByTestId('coupon-original-price')).toHaveText('৳3,000');
    await expect(applied.getByTestId('coupon-discount')).toHaveText('−৳300');
    await expect(applied.getByTestId('coupon-new-price')).toHaveText('৳2,700');
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/thankyou$/);

    // My Course: the order's ledger takes the discount off the fee.
    await page.goto('/dashboard/my-course');
    const card = page.getByTestId('order-payments').filter({ hasText: course.title });
    await expect(card.getByTestId('ledger-price')).toContainText('৳3,000');
    await expect(card.getByTestId('ledger-discount')).toContainText('৳300');
    await expect(card.getByTestId('ledger-due')).toContainText('৳2,700');

    // A second booking by the same student: the code was once per student, and Apply says so.
    await page.goto(`/buy/${course.cid}`);
    await page.getByLabel('Coupon code (optional)').fill(code);
    await page.getByRole('button', { name: 'Apply the coupon code' }).click();
    await expect(page.getByLabel('Coupon code (optional)')).toHaveAccessibleDescription(
      /You have already used this coupon as many times as it allows for one student/,
    );

    // The owner sees the use, and retires the code after confirming.
    await ownerPage.reload();
    await expect(row.getByTestId('coupon-uses')).toHaveText('1 / 5');
    await row.getByRole('button', { name: `Retire ${code}` }).click();
    const confirm = ownerPage.getByRole('dialog');
    await expect(confirm).toContainText(`Retire coupon ${code}?`);
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(ownerPage.getByText(`Coupon ${code} retired.`)).toBeVisible();
    await expect(row.getByTestId('coupon-state')).toHaveText('Retired');
    await expect(row.getByRole('button')).toHaveCount(0);
    await expectNoSeriousA11yViolations(ownerPage);
    await office.close();

    // The retired code is refused on the form, under its box, like a code that never existed.
    await page.goto(`/buy/${course.cid}`);
    await page.getByLabel('Coupon code (optional)').fill(code);
    await page.getByRole('button', { name: 'Apply the coupon code' }).click();
    const refusedBox = page.getByLabel('Coupon code (optional)');
    await expect(refusedBox).toHaveAttribute('aria-invalid', 'true');
    await expect(refusedBox).toHaveAccessibleDescription(/This coupon code is not valid today/);
    await expect(page.getByTestId('coupon-applied')).toHaveCount(0);
  });
});
