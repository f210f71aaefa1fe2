import { expect, seat, test } from './fixtures/test';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('a teacher in the field, on a phone', () => {
  test('today’s session is on the dashboard; a roster of 10 is marked in 11 taps, and the marks stay', async ({
    page,
    owner,
    newAccount,
    login,
    createCourse,
    createBatch,
    bookCourse,
  }) => {
    test.setTimeout(120_000);
    const course = await createCourse({ lesson: 12 });
    const teacher = await newAccount({ role: 'teacher', name: 'Rafiq Instructor' });
    const batch = await createBatch({ cid: course.cid, teacherEmail: teacher.email, capacity: 10, sessions: 12 });
    const students = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        newAccount({ prefix: 'roster', name: `Student ${String(i + 1).padStart(2, '0')}` }),
      ),
    );
    const oids: string[] = [];
    for (const student of students) {
      const order = await bookCourse(student, { cid: course.cid });
      oids.push(order.oid);
      await seat(owner, batch.id, order.oid);
    }

    await login(teacher);
    await page.goto('/dashboard');
    let taps = 0;
    const today = page.getByRole('region', { name: 'Today’s sessions' });
    const session = today.getByTestId('session-card');
    await expect(session).toHaveCount(1);
    await expect(session).toContainText('Khulna Stadium ground');
    await expect(session).toContainText('0 of 10 marked');
    await session.click();
    taps++;

    await expect(page.getByTestId('roster-count')).toHaveText('0 of 10 marked');
    const rows = page.getByTestId('roster-row');
    await expect(rows).toHaveCount(10);
    for (let i = 0; i < 10; i++) {
      const status = i === 3 ? 'Absent' : i === 7 ? 'Late' : 'Present';
      await rows.nth(i).getByRole('button', { name: status }).click();
      taps++;
    }
    expect(taps).toBeLessThanOrEqual(12);
    await expect(page.getByTestId('roster-count')).toHaveText('10 of 10 marked');
    await expect(rows.nth(3).getByRole('button', { name: 'Absent' })).toHaveAttribute('aria-pressed', 'true');

    // Saved on the server: after a reload the marks are there, and the dashboard says the session is done.
    await page.reload();
    await expect(page.getByTestId('roster-count')).toHaveText('10 of 10 marked');
    await expect(rows.nth(7).getByRole('button', { name: 'Late' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/dashboard');
    await expect(today.getByTestId('session-card')).toContainText('10 of 10 marked');

    // A note and the skills practised, for one student.
    await page.getByTestId('session-card').first().click();
    const first = rows.first();
    await first.getByText('Note and skills', { exact: true }).click();
    await first.getByLabel('Steering').check();
    await first.getByLabel('Gears').check();
    await first.getByLabel('Note').fill('Smooth clutch today');
    await first.getByRole('button', { name: 'Save note and skills' }).click();
    await expect(first.getByText('Note and skills (2 skills)')).toBeVisible();

    // The student's progress shows what the teacher marked.
    const progress = await students[0]!.api.get(`/api/orders/${oids[0]}/progress`);
    expect(progress.status()).toBe(200);
    expect(await progress.json()).toMatchObject({ attended: 1, required: 12 });
  });
});
