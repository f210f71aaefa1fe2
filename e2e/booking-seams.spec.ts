import { PNG_1x1, dayAfter, expect, test, uniqueId } from './fixtures/test';
import { expectNoHorizontalOverflow } from './fixtures/public-pages';

test.use({ viewport: { width: 390, height: 844 } });

const NID = 'NID or birth certificate (photo or PDF)';

test.describe('booking: a second booking, Back, a reload, and what is due', () => {
  test('typed values survive a reload; Back after booking does not send again; a second booking of the course is warned about and can go on', async ({
    page,
    login,
    newAccount,
    createCourse,
  }) => {
    test.slow();
    const course = await createCourse({ title: `Seams Car ${uniqueId()}`, price: 3000 });
    const student = await newAccount({ name: `Mim ${uniqueId()}` });
    await login(student);
    const orders = async () =>
      (
        (await (await student.api.get(`/api/allOrder?email=${encodeURIComponent(student.email)}`)).json()) as {
          oid: string;
          course: { cid: string };
        }[]
      ).filter((o) => o.course.cid === course.cid);

    await page.goto(`/course/${course.cid}`);
    await page.goto(`/buy/${course.cid}`);
    // What is due at booking is said beside the form.
    await expect(page.getByTestId('due-at-booking')).toContainText('the whole fee, ৳3,000, is due by your start date');
    await expect(page.getByLabel('Full name')).toHaveValue(student.name);

    // Half the form, then a reload: what was typed is still there (the file is not kept).
    await page.getByLabel('Phone number', { exact: true }).fill('01712 345678');
    await page.getByLabel("Father's name").fill('Abdul Karim');
    await page.getByLabel('Address').fill('House 5, KDA Avenue, Khulna');
    await page.reload();
    await expect(page.getByLabel('Phone number', { exact: true })).toHaveValue('01712 345678');
    await expect(page.getByLabel("Father's name")).toHaveValue('Abdul Karim');
    await expect(page.getByLabel('Address')).toHaveValue('House 5, KDA Avenue, Khulna');

    await page.getByLabel("Mother's name").fill('Rokeya Begum');
    await page.getByLabel('Emergency contact number').fill('01912345678');
    await page.getByLabel('Starting date').fill(dayAfter(3));
    await page.getByLabel('Date of birth').fill('2001-07-19');
    await page.getByLabel(NID).setInputFiles({ name: 'nid.png', mimeType: 'image/png', buffer: PNG_1x1 });
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(/\/thankyou$/);
    const first = await orders();
    expect(first).toHaveLength(1);
    // The thank-you page leads to paying the fee and to My Course.
    await expect(page.getByRole('link', { name: /^Pay ৳3,000 by / })).toHaveAttribute(
      'href',
      `/dashboard/my-course#pay-${first[0]!.oid}`,
    );
    await expect(page.getByRole('link', { name: 'Go to My Course' })).toHaveAttribute('href', '/dashboard/my-course');
    await page.screenshot({ path: '/tmp/shots-office-b/thankyou-en-390.png', fullPage: true });

    // Back leaves the thank-you page for the page before the booking form: nothing is sent again.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/course/${course.cid}$`));
    expect(await orders()).toHaveLength(1);

    // The form again: emptied after the booking, and it says this course is booked already.
    await page.goto(`/buy/${course.cid}`);
    await expect(page.getByRole('note')).toContainText(`You have already booked this course (order ${first[0]!.oid}).`);
    await expect(page.getByLabel("Father's name")).toHaveValue('');
    await page.screenshot({ path: '/tmp/shots-office-b/buy-duplicate-en-390.png', fullPage: true });
    await page.getByLabel('Phone number', { exact: true }).fill('01712345678');
    await page.getByLabel("Father's name").fill('Abdul Karim');
    await page.getByLabel("Mother's name").fill('Rokeya Begum');
    await page.getByLabel('Address').fill('House 5, KDA Avenue, Khulna');
    await page.getByLabel('Emergency contact number').fill('01912345678');
    await page.getByLabel('Starting date').fill(dayAfter(5));
    await page.getByLabel(NID).setInputFiles({ name: 'nid.png', mimeType: 'image/png', buffer: PNG_1x1 });
    await page.getByRole('button', { name: 'Book Now' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(
      `Book this course a second time? You already have order ${first[0]!.oid} for it.`,
    );
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(new RegExp(`/buy/${course.cid}$`));
    expect(await orders()).toHaveLength(1);
    // Deliberately: a second order.
    await page.getByRole('button', { name: 'Book Now' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Book it again' }).click();
    await expect(page).toHaveURL(/\/thankyou$/);
    expect(await orders()).toHaveLength(2);

    // The same page in Bengali, at both widths.
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/bn/buy/${course.cid}`);
      await expect(page.getByRole('note')).toContainText('আপনি এই কোর্সটি আগেই বুক করেছেন');
      await expect(page.getByTestId('due-at-booking')).toContainText('বুকিংয়ের সময় কিছু দিতে হবে না');
      await expectNoHorizontalOverflow(page);
      await page.screenshot({ path: `/tmp/shots-office-b/buy-bn-${width}.png`, fullPage: true });
    }
    await page.goto(`/buy/${course.cid}`);
    await page.screenshot({ path: '/tmp/shots-office-b/buy-en-1280.png', fullPage: true });
  });
});
