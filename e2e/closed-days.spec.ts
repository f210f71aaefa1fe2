import type { Page } from '@playwright/test';
import { E2E_PORTS } from '../playwright.config';
import { expect, test, uniqueId } from './fixtures/test';
import { expectNoHorizontalOverflow } from './fixtures/public-pages';
import { todayInDhaka } from '#shared/dates.ts';

// This server's school keeps a new installation's closed day, Friday; no other spec uses it.
test.use({ baseURL: `http://127.0.0.1:${E2E_PORTS.closedDays}` });

/** Fills the New batch form with every day of the week ticked. */
async function fillEveryDay(page: Page, labels: Record<string, string>, cid: string, teacher: string, days: string[]) {
  const form = page.getByTestId('new-batch-form');
  await form.getByLabel(labels.course!).selectOption(cid);
  await form.getByLabel(labels.teacher!).selectOption(teacher);
  await form.getByLabel(labels.seats!).fill('3');
  await form.getByLabel(labels.first!).fill(todayInDhaka());
  await form.getByLabel(labels.time!).fill('07:30');
  const group = form.getByRole('group', { name: labels.days });
  for (const day of days) await group.getByLabel(day, { exact: true }).check();
  await form.getByLabel(labels.place!).fill('Khulna Stadium ground');
  return form;
}

test.describe('the school’s closed days', () => {
  for (const width of [390, 1280]) {
    test(`a batch meeting on Friday is refused under its days, in English and Bengali; School Settings shows Friday closed (${width} px)`, async ({
      page,
      login,
      newAccount,
      createCourse,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      const course = await createCourse({ title: `Closed Friday ${uniqueId()}`, lesson: 2 });
      const teacher = await newAccount({ role: 'teacher', name: `Rafiq ${uniqueId()}` });
      await login('admin');

      await page.goto('/dashboard/batches');
      const form = await fillEveryDay(
        page,
        {
          course: 'Course',
          teacher: 'Teacher',
          seats: 'Seats',
          first: 'First day',
          time: 'Time',
          days: 'Days of the week',
          place: 'Where it meets',
        },
        course.cid,
        teacher.email,
        ['Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri'],
      );
      await form.getByRole('button', { name: 'Create batch' }).click();
      await expect(form.getByText('The school is closed on a day you ticked. Untick it.')).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard\/batches$/);
      await page.screenshot({ path: `/tmp/shots-office-b/closed-en-${width}.png`, fullPage: true });

      await page.goto('/bn/dashboard/batches');
      const bnForm = await fillEveryDay(
        page,
        {
          course: 'কোর্স',
          teacher: 'শিক্ষক',
          seats: 'আসন',
          first: 'প্রথম দিন',
          time: 'সময়',
          days: 'সপ্তাহের দিন',
          place: 'কোথায় হবে',
        },
        course.cid,
        teacher.email,
        ['শুক্র'],
      );
      await bnForm.getByRole('button', { name: 'ব্যাচ তৈরি করুন' }).click();
      await expect(bnForm.getByText('টিক দেওয়া একটি দিনে স্কুল বন্ধ থাকে। টিকটি তুলে দিন।')).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: `/tmp/shots-office-b/closed-bn-${width}.png`, fullPage: true });

      // Without Friday the same batch is made.
      await bnForm.getByRole('group', { name: 'সপ্তাহের দিন' }).getByLabel('শুক্র', { exact: true }).uncheck();
      await bnForm.getByRole('group', { name: 'সপ্তাহের দিন' }).getByLabel('শনি', { exact: true }).check();
      await bnForm.getByRole('button', { name: 'ব্যাচ তৈরি করুন' }).click();
      await expect(page).toHaveURL(/\/bn\/dashboard\/batches\/[0-9a-f-]{36}$/);

      // The owner sees Friday ticked in School Settings.
      await login('owner');
      await page.goto('/dashboard/school-settings');
      const closed = page.getByRole('group', { name: 'Days the school is closed' });
      await expect(closed.getByLabel('Friday')).toBeChecked();
      await expect(closed.getByLabel('Saturday')).not.toBeChecked();
      await closed.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots-office-b/closed-settings-en-${width}.png` });
      await page.goto('/bn/dashboard/school-settings');
      await expect(page.getByRole('group', { name: 'যেসব দিনে স্কুল বন্ধ' }).getByLabel('শুক্রবার')).toBeChecked();
      await page.getByRole('group', { name: 'যেসব দিনে স্কুল বন্ধ' }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/shots-office-b/closed-settings-bn-${width}.png` });
    });
  }
});
