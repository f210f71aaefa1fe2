import { dayAfter, expect, test, uniqueId } from './fixtures/test';
import { expectNoHorizontalOverflow } from './fixtures/public-pages';

/** A mobile number no other test uses, as the booking form stores it. */
const freshPhone = () => `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
/** The same number in Bengali digits with a space, as someone types it on a Bengali keyboard. */
const bengaliSpelling = (phone: string) =>
  `${phone.slice(0, 5)} ${phone.slice(5)}`.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);

test.describe('seats from the waiting list on the batch page', () => {
  for (const width of [390, 1280]) {
    test(`the office finds a waiting student by phone in any spelling and places them in one tap (${width} px)`, async ({
      page,
      login,
      newAccount,
      createCourse,
      bookCourse,
      createBatch,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      const course = await createCourse({ title: `Waiting Car ${uniqueId()}`, lesson: 2 });
      const teacher = await newAccount({ role: 'teacher', name: `Rafiq ${uniqueId()}` });
      const soon = await newAccount({ name: `Sumaiya ${uniqueId()}` });
      const later = await newAccount({ name: `Tanvir ${uniqueId()}` });
      const soonPhone = freshPhone();
      const soonOrder = await bookCourse(soon, { cid: course.cid, phone1: soonPhone, sdate: dayAfter(1) });
      const laterOrder = await bookCourse(later, { cid: course.cid, phone1: freshPhone(), sdate: dayAfter(40) });
      const batch = await createBatch({ cid: course.cid, teacherEmail: teacher.email, startDate: dayAfter(2) });

      await login('admin');
      await page.goto(`/dashboard/batches/${batch.id}`);
      const waiting = page.getByRole('region', { name: 'Waiting for a seat' });
      const table = waiting.getByRole('table', { name: 'Students waiting for a seat' });
      await expect(table.getByText(soon.name)).toBeVisible();
      await expect(table.getByText(later.name)).toBeVisible();
      await expect(table.getByText(soonOrder.oid)).toBeVisible();
      await expect(table.getByText(laterOrder.oid)).toBeVisible();

      // Searched by the phone in Bengali digits with a space: only that student is left.
      await waiting.getByLabel('Search by name, phone or OID').fill(bengaliSpelling(soonPhone));
      await expect(table.getByText(later.name)).toBeHidden();
      await expect(table.getByText(soon.name)).toBeVisible();
      // And as +880 with spaces.
      await waiting
        .getByLabel('Search by name, phone or OID')
        .fill(`+880 ${soonPhone.slice(1, 5)} ${soonPhone.slice(5)}`);
      await expect(table.getByText(soon.name)).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: `/tmp/shots-office-b/waiting-en-${width}.png`, fullPage: true });

      // The batch starts after Sumaiya's booked start: one tap places her.
      await waiting.getByRole('button', { name: `Place ${soon.name} (${soonOrder.oid}) in this batch` }).click();
      await expect(page.getByText(`${soonOrder.oid} has a seat in this batch.`)).toBeVisible();
      const students = page.getByRole('table', { name: 'Students in this batch' });
      await expect(students.getByText(soon.name)).toBeVisible();
      await expect(waiting.getByText('Nobody waiting matches this search.')).toBeVisible();
      await expect(page.getByTestId('batch-seats')).toContainText('1 of 4');

      // Tanvir booked a start 40 days away: the batch starts before it, so the page asks first.
      await waiting.getByLabel('Search by name, phone or OID').fill('');
      await waiting.getByRole('button', { name: `Place ${later.name} (${laterOrder.oid}) in this batch` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(`before ${later.name}’s booked start date`);
      await dialog.getByRole('button', { name: 'No' }).click();
      await expect(students.getByText(later.name)).toBeHidden();
      await waiting.getByRole('button', { name: `Place ${later.name} (${laterOrder.oid}) in this batch` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Place anyway' }).click();
      await expect(students.getByText(later.name)).toBeVisible();
      await expect(page.getByTestId('batch-seats')).toContainText('2 of 4');

      // The same page in Bengali.
      await page.goto(`/bn/dashboard/batches/${batch.id}`);
      const bn = page.getByRole('region', { name: 'আসনের অপেক্ষায়' });
      await expect(bn.getByText('এই কোর্সের কেউ আসনের অপেক্ষায় নেই।')).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: `/tmp/shots-office-b/waiting-bn-${width}.png`, fullPage: true });
    });
  }
});
