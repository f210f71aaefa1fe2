import { expect, test } from './fixtures/test';
import type { Certificate } from '#shared/schemas/batch.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('certificates, checked by anyone', () => {
  test('a certificate issued after the lessons opens from its QR address as genuine, in both languages; revoked, it says so', async ({
    page,
    owner,
    newAccount,
    createCourse,
    createBatch,
    bookCourse,
  }) => {
    test.setTimeout(90_000);
    const course = await createCourse({ lesson: 1 });
    const teacher = await newAccount({ role: 'teacher' });
    const student = await newAccount({ prefix: 'graduate', name: 'Nusrat Jahan' });
    const order = await bookCourse(student, { cid: course.cid });
    const batch = await createBatch(
      {
        cid: course.cid,
        teacherEmail: teacher.email,
        capacity: 3,
        startDate: addDays(todayInDhaka(), -2),
        time: '16:00',
        sessions: 5,
        place: 'Workshop, Boyra',
      },
      { seat: [order.oid] },
    );
    const marked = await teacher.api.post(`/api/batches/${batch.id}/attendance`, {
      data: { oid: order.oid, date: todayInDhaka(), status: 'present' },
    });
    expect(marked.status(), await marked.text()).toBe(200);
    const issued = await owner.api.post(`/api/orders/${order.oid}/certificate`, { data: {} });
    expect(issued.status(), await issued.text()).toBe(201);
    const certificate = (await issued.json()) as Certificate;

    await page.goto(new URL(certificate.verifyUrl).pathname);
    const genuine = page.getByTestId('certificate-genuine');
    await expect(genuine.getByRole('heading', { name: 'Genuine certificate' })).toBeVisible();
    await expect(genuine).toContainText(certificate.serial);
    await expect(genuine).toContainText('Nusrat Jahan');
    await expect(genuine).toContainText(course.title);
    await expect(genuine).not.toContainText(order.sid);
    await page.goto(`/bn/verify/${certificate.serial}`);
    await expect(page.getByRole('heading', { name: 'আসল সনদ' })).toBeVisible();

    expect(
      (
        await owner.api.post(`/api/certificates/${certificate.serial}/revoke`, {
          data: { reason: 'Issued by mistake' },
        })
      ).status(),
    ).toBe(200);
    await page.goto(`/verify/${certificate.serial}`);
    await expect(
      page.getByTestId('certificate-revoked').getByRole('heading', { name: 'Revoked certificate' }),
    ).toBeVisible();
    await page.goto('/verify/ABCDEFGHJKMN');
    await expect(page.getByRole('heading', { name: 'No certificate with this serial' })).toBeVisible();
  });
});
