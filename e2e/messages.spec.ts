import type { Browser, Page } from '@playwright/test';
import { expect, fakeIp, test, uniqueId } from './fixtures/test';
import { expectNoHorizontalOverflow } from './fixtures/public-pages';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { 'x-forwarded-for': fakeIp() } });
  return context.newPage();
}

test.describe('messages to students, on phones', () => {
  test('a student chooses English for their messages; the office reads the booking SMS in the log and sends a notice to a batch', async ({
    page,
    browser,
    login,
    newAccount,
    createCourse,
    createBatch,
    bookCourse,
  }) => {
    test.slow();
    const course = await createCourse({ title: `Morning Car ${uniqueId()}`, lesson: 2 });
    const student = await newAccount({ name: `Tania ${uniqueId()}` });
    const teacher = await newAccount({ role: 'teacher', name: `Habib ${uniqueId()}` });
    const order = await bookCourse(student, { cid: course.cid });

    // ── The student turns to English and off the evening reminders on My Profile.
    await login(student);
    await page.goto('/dashboard/my-profile');
    const prefs = page.getByRole('region', { name: 'Messages from the school' });
    await expect(prefs.getByRole('radio', { name: 'বাংলা (Bengali)' })).toBeChecked();
    await prefs.getByRole('radio', { name: 'English' }).check();
    await prefs.getByRole('checkbox', { name: 'A reminder the evening before each class' }).uncheck();
    await prefs.getByRole('button', { name: 'Save my choices' }).click();
    await expect(page.getByText('Your choices are saved.')).toBeVisible();
    await page.reload();
    await expect(prefs.getByRole('radio', { name: 'English' })).toBeChecked();
    await expect(prefs.getByRole('checkbox', { name: 'A reminder the evening before each class' })).not.toBeChecked();
    await expectNoHorizontalOverflow(page);

    // ── The office opens Messages from the menu: the booking's SMS went, in Bengali, with its parts.
    const office = await phone(browser);
    const admin = await login('admin', { page: office });
    await office.goto('/dashboard');
    await office.getByRole('button', { name: 'Open dashboard menu' }).click();
    await office.getByRole('navigation', { name: 'Dashboard menu' }).getByRole('link', { name: 'Messages' }).click();
    await expect(office).toHaveURL(/\/dashboard\/messages$/);
    await expect(office.getByText(/^SMS parts today: \d+ of 1000$/)).toBeVisible();
    await office.getByRole('button', { name: 'SMS', exact: true }).click();
    const card = office.getByRole('article').filter({ hasText: order.oid }).filter({ hasText: 'Booking received' });
    await expect(async () => {
      await office.reload();
      await office.getByRole('button', { name: 'SMS', exact: true }).click();
      await expect(card.first()).toContainText('Sent', { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(card.first()).toContainText('+8801712345678');
    await expect(card.first()).toContainText(/\d SMS parts?/);
    await expectNoHorizontalOverflow(office);

    // ── A batch with the student seated; the office sends its students a notice.
    const batch = await createBatch(
      { cid: course.cid, teacherEmail: teacher.email, time: '06:45', sessions: 2 },
      { by: admin, seat: [order.oid] },
    );
    await office.goto(`/dashboard/batches/${batch.id}`);
    const notice = office.getByRole('region', { name: 'Send a notice to this batch' });
    await notice.getByRole('button', { name: 'Send the notice' }).click();
    await expect(notice.getByText('Write the notice first.')).toBeVisible();
    await notice.getByLabel('Notice').fill('Tomorrow the class starts at 07:00 because of the rain.');
    await expect(notice.getByText('55 characters, 1 SMS part(s)')).toBeVisible();
    await notice.getByRole('button', { name: 'Send the notice' }).click();
    await expect(office.getByText('The notice is on its way to 1 student.')).toBeVisible();
    await expectNoHorizontalOverflow(office);

    // The notice went in English, as the student chose.
    await office.goto('/dashboard/messages');
    await expect(
      office
        .getByRole('article')
        .filter({ hasText: 'Batch notice' })
        .filter({ hasText: 'Tomorrow the class starts' })
        .first(),
    ).toBeVisible();
  });
});
