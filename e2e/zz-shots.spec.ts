import { test } from './fixtures/test';

test('shots', async ({ page, browser, login, newAccount, createCourse, bookCourse }) => {
  test.setTimeout(120_000);
  const course = await createCourse({ price: 12000 });
  const office = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const ownerPage = await office.newPage();
  await login('owner', { page: ownerPage });
  await ownerPage.goto(`/dashboard/manage-course/edit-course/${course.cid}`);
  await ownerPage.getByRole('button', { name: 'Add a part' }).click();
  await ownerPage.getByRole('button', { name: 'Add a part' }).click();
  const shares = ownerPage.getByLabel(/Share of the fee/);
  await shares.nth(0).fill('50');
  await shares.nth(1).fill('40');
  await ownerPage.getByRole('button', { name: 'Save & Continue' }).click();
  await ownerPage.getByText('The parts must add up to 100%.').scrollIntoViewIfNeeded();
  await ownerPage.screenshot({ path: '/tmp/shots/plan-form-390-error.png' });
  await shares.nth(1).fill('50');
  await ownerPage.getByText(/30 days later/).scrollIntoViewIfNeeded();
  await ownerPage.screenshot({ path: '/tmp/shots/plan-form-390.png' });
  await ownerPage.setViewportSize({ width: 1280, height: 900 });
  await ownerPage.getByText(/30 days later/).scrollIntoViewIfNeeded();
  await ownerPage.screenshot({ path: '/tmp/shots/plan-form-1280.png' });
  await ownerPage.getByRole('button', { name: 'Save & Continue' }).click();
  await ownerPage.getByText('Course Updated!').waitFor();
  await office.close();
  for (const w of [390, 1280]) {
    await page.setViewportSize({ width: w, height: 900 });
    await page.goto(`/course/${course.cid}`);
    await page.screenshot({ path: `/tmp/shots/course-plan-${w}.png` });
  }
  const student = await newAccount({ prefix: 'parts' });
  await bookCourse(student, { cid: course.cid });
  await login(student);
  for (const lang of ['', '/bn']) {
    for (const w of [390, 1280]) {
      await page.setViewportSize({ width: w, height: 900 });
      await page.goto(`${lang}/dashboard/my-course`);
      await page.getByTestId('due-dates').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots/mycourse${lang.replace('/', '-')}-${w}.png` });
    }
  }
});
