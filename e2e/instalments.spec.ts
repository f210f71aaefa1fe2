import { expect, test } from './fixtures/test';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('paying a course in parts, on a phone', () => {
  test('the owner gives a course a plan; its page shows it; a student books and My Course says when each part is due', async ({
    page,
    browser,
    login,
    newAccount,
    createCourse,
    bookCourse,
  }) => {
    test.setTimeout(90_000);
    const course = await createCourse({ price: 12000 });

    // The owner opens the course's edit form and splits the fee: half now, half in 30 days.
    const office = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const ownerPage = await office.newPage();
    await login('owner', { page: ownerPage });
    await ownerPage.goto(`/dashboard/manage-course/edit-course/${course.cid}`);
    await expect(ownerPage.getByLabel('Price (Tk)')).toHaveValue('12000');
    await ownerPage.getByRole('button', { name: 'Add a part' }).click();
    await ownerPage.getByRole('button', { name: 'Add a part' }).click();
    const shares = ownerPage.getByLabel(/Share of the fee/);
    await shares.nth(0).fill('50');
    await shares.nth(1).fill('50');
    await expect(ownerPage.getByText(/৳6,000 at booking, ৳6,000 30 days later/)).toBeVisible();
    await ownerPage.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(ownerPage.getByText('Course Updated!')).toBeVisible();

    // The change is in the owner's activity log, found by what changed.
    await ownerPage.goto('/dashboard/activity');
    await ownerPage.getByLabel('What changed').selectOption({ label: 'Courses and prices' });
    const entry = ownerPage.getByRole('row').filter({ hasText: `Changed course ${course.cid}` });
    await expect(entry).toContainText('50% after 0 days, 50% after 30 days');
    await ownerPage.getByLabel('What changed').selectOption({ label: 'Payments' });
    await expect(ownerPage.getByRole('row').filter({ hasText: `Changed course ${course.cid}` })).toHaveCount(0);
    await office.close();

    // The public course page tells a visitor before they book.
    await page.goto(`/course/${course.cid}`);
    await expect(page.getByTestId('course-plan')).toHaveText('Pay in parts: ৳6,000 at booking, ৳6,000 30 days later');

    const student = await newAccount({ prefix: 'parts' });
    const order = await bookCourse(student, { cid: course.cid });
    await login(student);
    await page.goto('/dashboard/my-course');
    const card = page.getByTestId('order-payments').filter({ hasText: order.oid });
    const parts = card.getByTestId('due-part');
    await expect(parts).toHaveCount(2);
    await expect(parts.nth(0)).toContainText('Part 1 ৳6,000');
    await expect(parts.nth(1)).toContainText('Part 2 ৳6,000');
    await expect(card.getByTestId('due-part-state')).toHaveText(['Not yet due', 'Not yet due']);
  });
});
