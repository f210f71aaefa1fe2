import { expect, test } from './fixtures/test';
import type { SkillList } from '#shared/schemas/batch.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('BRTA tests, skill checklists and certificates from the order page', () => {
  test('the owner books a BRTA test, records its result and issues the certificate early with a reason; the student sees all three on My Course, downloads the PDF and checks it; revoked, it says so', async ({
    page,
    owner,
    newAccount,
    createCourse,
    createBatch,
    bookCourse,
    login,
  }) => {
    test.setTimeout(120_000);
    const course = await createCourse({ lesson: 3 });
    const teacher = await newAccount({ role: 'teacher' });
    const student = await newAccount({ prefix: 'brta', name: 'Rafiq Islam' });
    const order = await bookCourse(student, { cid: course.cid });
    const batch = await createBatch(
      {
        cid: course.cid,
        teacherEmail: teacher.email,
        capacity: 3,
        startDate: addDays(todayInDhaka(), -2),
        time: '08:00',
      },
      { seat: [order.oid] },
    );
    expect(
      (
        await teacher.api.post(`/api/batches/${batch.id}/attendance`, {
          data: { oid: order.oid, date: todayInDhaka(), status: 'present' },
        })
      ).status(),
    ).toBe(200);

    // The office, on the order's page: 1 of 3 attended, not ready.
    await login('owner');
    await page.goto(`/dashboard/manage-order/edit-order/${order.oid}`);
    const lessons = page.getByTestId('order-lessons');
    await expect(lessons.getByTestId('office-attended')).toHaveText('Attended 1 of 3 sessions');
    await expect(lessons.getByTestId('office-ready')).toHaveText('Not ready yet');
    await expect(lessons).toContainText('No BRTA test is booked for this student yet.');
    await expect(lessons.getByText('No certificate has been issued for this order yet.')).toBeVisible();

    // Book the learner licence test; a missing day is said on the field first.
    const form = lessons.getByTestId('book-test');
    await form.getByRole('button', { name: 'Book the test' }).click();
    await expect(form.getByRole('alert')).toHaveText('Write the date as YYYY-MM-DD.');
    const day = addDays(todayInDhaka(), 7);
    await form.getByLabel('Day').fill(day);
    await form.getByLabel('Time (optional)').fill('10:30');
    await form.getByLabel('Place (optional)').fill('BRTA Khulna circle office, Boyra');
    await form.getByRole('button', { name: 'Book the test' }).click();
    const booked = lessons.getByTestId('road-test');
    await expect(booked).toHaveCount(1);
    await expect(booked).toContainText('Learner licence');
    await expect(booked).toContainText('BRTA Khulna circle office, Boyra');
    await booked.getByRole('combobox', { name: /Record the result of the Learner licence/ }).selectOption('passed');
    await expect(page.getByText('Learner licence: Passed.')).toBeVisible();

    // The certificate before the student is ready: only with a reason.
    const issue = lessons.getByTestId('issue-certificate');
    await issue.getByRole('button', { name: 'Issue it anyway' }).click();
    await expect(issue.getByRole('alert')).toHaveText('This field is required.');
    await issue
      .getByLabel('Why issue it before the student is ready?')
      .fill('Moved abroad; finished lessons elsewhere');
    await issue.getByRole('button', { name: 'Issue it anyway' }).click();
    const certificate = lessons.getByTestId('certificate');
    await expect(certificate).toContainText('Issued before the student was ready: Moved abroad');
    const serial = (await certificate.getByTestId('certificate-serial').textContent())!.trim();
    expect(serial).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);

    // The student, on a phone: the test with its result, the certificate, its PDF and its public check.
    await page.context().clearCookies();
    await login(student);
    await page.goto('/dashboard/my-course');
    const progress = page.getByTestId('course-progress');
    const test1 = progress.getByTestId('road-test');
    await expect(test1).toContainText('Learner licence');
    await expect(test1).toContainText('Passed');
    const mine = progress.getByTestId('certificate');
    await expect(mine.getByTestId('certificate-serial')).toHaveText(serial);
    const pdf = await page.request.get(
      (await mine.getByRole('link', { name: 'Download the certificate (PDF)' }).getAttribute('href'))!,
    );
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await mine.getByRole('link', { name: 'Check it online' }).click();
    await expect(page).toHaveURL(`/verify/${serial}`);
    await expect(page.getByRole('heading', { name: 'Genuine certificate' })).toBeVisible();
    // The same link on a Bengali page stays under /bn once (it once led to /bn/bn/verify/…, a 404).
    await page.goto('/bn/dashboard/my-course');
    await page.getByTestId('course-progress').getByRole('link', { name: 'অনলাইনে যাচাই করুন' }).click();
    await expect(page).toHaveURL(`/bn/verify/${serial}`);
    await expect(page.getByRole('heading', { name: 'আসল সনদ' })).toBeVisible();

    // Revoked by the owner: the student's card says so, with the reason.
    expect(
      (await owner.api.post(`/api/certificates/${serial}/revoke`, { data: { reason: 'Issued by mistake' } })).status(),
    ).toBe(200);
    await page.goto('/bn/dashboard/my-course');
    const revoked = page.getByTestId('course-progress').getByTestId('certificate-revoked');
    await expect(revoked).toContainText('বাতিল: Issued by mistake');
    await expect(page.getByTestId('road-test')).toContainText('লার্নার লাইসেন্স');
    await expect(page.getByTestId('road-test')).toContainText('পাস');
  });

  test('the owner renames, adds and reorders a skill on the car checklist; it is saved and the roster ticks it', async ({
    page,
    owner,
    login,
  }) => {
    const before = (await (await owner.api.get('/api/skills')).json()) as SkillList[];
    await login('owner');
    await page.goto('/dashboard/skills');
    const car = page.getByTestId('skills-car');
    await expect(car.getByRole('heading', { name: 'Car courses' })).toBeVisible();
    const count = before.find((l) => l.kind === 'car')!.skills.length;
    await expect(car.getByLabel(/^Skill \d+ in English$/)).toHaveCount(count);

    await car.getByRole('button', { name: 'Add a skill' }).click();
    const n = count + 1;
    await car.getByRole('button', { name: 'Save the Car list' }).click();
    await expect(car.getByRole('alert')).toHaveText([
      'Write the skill in both languages.',
      'Write the skill in both languages.',
    ]);
    await car.getByLabel(`Skill ${n} in English`).fill('Night driving');
    await car.getByLabel(`Skill ${n} in Bengali`).fill('রাতে চালানো');
    await car.getByRole('button', { name: `Move skill ${n} up` }).click();
    await car.getByRole('button', { name: 'Save the Car list' }).click();
    await expect(page.getByText('The Car checklist is saved.')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('skills-car').getByLabel(`Skill ${n - 1} in English`)).toHaveValue('Night driving');
    await expect(page.getByTestId('skills-car')).toContainText('Changed by the owner');
    const after = (await (await owner.api.get('/api/skills')).json()) as SkillList[];
    const keys = after.find((l) => l.kind === 'car')!.skills.map((s) => s.key);
    expect(keys.at(-2)).toBe('night-driving');
    // Put the school's list back, so other tests see the starting checklist.
    expect(
      (
        await owner.api.put('/api/skills/car', {
          data: { skills: before.find((l) => l.kind === 'car')!.skills },
        })
      ).status(),
    ).toBe(200);
  });
});
