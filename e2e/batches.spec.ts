import type { Browser, Page } from '@playwright/test';
import { expect, fakeIp, test, uniqueId } from './fixtures/test';
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, expectTapTargets } from './fixtures/public-pages';
import { todayInDhaka } from '#shared/dates.ts';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

/** A phone of its own: a fresh browser context with its own cookies and client address. */
async function phone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: PHONE, extraHTTPHeaders: { 'x-forwarded-for': fakeIp() } });
  return context.newPage();
}

test.describe('batches, from the office to the student, on phones', () => {
  test('the office adds a vehicle and creates a batch; a student takes a seat from My Course and sees the next session; the office sees them on the roster', async ({
    page,
    browser,
    login,
    newAccount,
    createCourse,
    bookCourse,
  }) => {
    test.slow(); // three people: the office, a teacher (made by the owner) and a student
    const course = await createCourse({ title: `Evening Car ${uniqueId()}`, lesson: 2 });
    const teacher = await newAccount({ role: 'teacher', name: `Rafiq ${uniqueId()}` });
    const student = await newAccount({ name: `Sumaiya ${uniqueId()}` });
    const order = await bookCourse(student, { cid: course.cid });
    const registration = `Khulna Metro-Ga ${uniqueId()}`;
    const vehicleName = `Toyota Corolla ${uniqueId()}`;

    // ── The office opens Batches from the menu.
    await login('admin');
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    await page
      .getByRole('navigation', { name: 'Dashboard menu' })
      .getByRole('link', { name: 'Batches', exact: true })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/batches$/);
    await expect(page.getByRole('heading', { name: 'Batches', level: 2 })).toBeVisible();

    // ── Adds a vehicle; the same registration again is refused under its field.
    const vehicles = page.getByRole('region', { name: 'Vehicles and workshop bays' });
    const addVehicle = vehicles.getByTestId('new-vehicle-form');
    await addVehicle.getByLabel('Name').fill(vehicleName);
    await addVehicle.getByLabel('Kind').selectOption({ label: 'Car' });
    await addVehicle.getByLabel('Registration (optional)').fill(registration);
    await addVehicle.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText(`${vehicleName} is listed.`)).toBeVisible();
    await expect(vehicles.getByRole('table', { name: 'Vehicles' }).getByText(registration)).toBeVisible();
    await addVehicle.getByLabel('Name').fill(`${vehicleName} again`);
    await addVehicle.getByLabel('Registration (optional)').fill(registration);
    await addVehicle.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(addVehicle.getByText('A vehicle with this registration is already listed.')).toBeVisible();
    await expect(addVehicle.getByLabel('Registration (optional)')).toHaveAttribute('aria-invalid', 'true');

    // ── Creates a batch: every day at 07:30 from today, two seats.
    const form = page.getByTestId('new-batch-form');
    const fillBatch = async () => {
      await form.getByLabel('Course').selectOption(course.cid);
      await expect(form.getByLabel('Sessions')).toHaveValue('2');
      await form.getByLabel('Teacher').selectOption(teacher.email);
      await form
        .getByLabel('Vehicle or workshop bay')
        .selectOption({ label: `${vehicleName} (${registration}) · Car` });
      await form.getByLabel('Seats').fill('2');
      await form.getByLabel('First day').fill(todayInDhaka());
      await form.getByLabel('Time').fill('07:30');
      const days = form.getByRole('group', { name: 'Days of the week' });
      for (const day of ['Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri']) await days.getByLabel(day).check();
      await form.getByLabel('Where it meets').fill('Khulna Stadium ground');
    };
    await fillBatch();
    await expectTapTargets(page);
    await form.getByRole('button', { name: 'Create batch' }).click();

    // ── The new batch's page: what it is, no student yet, its sessions.
    await expect(page).toHaveURL(/\/dashboard\/batches\/[0-9a-f-]{36}$/);
    const batchPage = page.url();
    await expect(page.getByTestId('batch-schedule')).toHaveText('Every day at 07:30');
    await expect(page.getByTestId('batch-teacher')).toHaveText(teacher.name);
    await expect(page.getByTestId('batch-vehicle')).toHaveText(`${vehicleName} (${registration})`);
    await expect(page.getByTestId('batch-seats')).toHaveText('0 of 2');
    await expect(page.getByText('No student has a seat in this batch yet.')).toBeVisible();
    await expect(page.getByTestId('session-days').getByRole('link')).toHaveCount(2);

    // ── The same teacher at the same time again: refused under the teacher.
    await page.getByRole('link', { name: 'All batches' }).click();
    await fillBatch();
    await form.getByRole('button', { name: 'Create batch' }).click();
    await expect(form.getByText('This teacher already has a session at this time.')).toBeVisible();
    await expect(form.getByLabel('Teacher')).toHaveAttribute('aria-invalid', 'true');

    // ── The student takes the seat from My Course.
    const studentPage = await phone(browser);
    await login(student, { page: studentPage });
    await studentPage.goto('/dashboard/my-course');
    const lessons = studentPage.getByRole('region', { name: `Lessons: ${course.title}` });
    const offer = lessons.getByTestId('open-batch');
    await expect(offer).toHaveCount(1);
    await expect(offer).toContainText('Every day at 07:30');
    await expect(offer).toContainText(`Instructor: ${teacher.name}`);
    await expect(offer).toContainText('2 seats free');
    const take = offer.getByRole('button', { name: /^Take this seat/ });
    // Measured until the button is there to measure: My Course may draw the offer again between two looks.
    await expect
      .poll(async () => (await take.boundingBox())?.height, { message: 'the button is a finger’s size' })
      .toBeGreaterThanOrEqual(44);
    await take.click();
    await studentPage.getByRole('dialog').getByRole('button', { name: 'Take the seat' }).click();
    await expect(studentPage.getByText(/^Your seat is booked\. Your first session is on/)).toBeVisible();

    // ── Once seated: the next session (today), attendance so far, what remains.
    const next = lessons.getByTestId('next-session');
    await expect(next).toContainText('07:30');
    await expect(next).toContainText('Khulna Stadium ground');
    await expect(next).toContainText(teacher.name);
    await expect(next).toContainText(`${vehicleName} (${registration})`);
    await expect(lessons.getByTestId('attended')).toHaveText('Attended 0 of 2 sessions');
    await expect(lessons.getByTestId('remains')).toContainText('2 more sessions to attend.');
    await expectNoHorizontalOverflow(studentPage);
    await studentPage.context().close();

    // ── The office sees the student on the batch's roster, with the order one tap away.
    await page.goto(batchPage);
    const roster = page.getByRole('table', { name: 'Students in this batch' });
    await expect(roster.getByText(student.name)).toBeVisible();
    await expect(roster.getByRole('link', { name: `Open order ${order.oid} of ${student.name}` })).toHaveAttribute(
      'href',
      `/dashboard/manage-order/edit-order/${order.oid}`,
    );
    await expect(page.getByTestId('batch-seats')).toHaveText('1 of 2');
    await expectNoHorizontalOverflow(page);
    await expectTapTargets(page);
    await expectNoSeriousA11yViolations(page);
    await page.goto('/dashboard/batches');
    await expect(page.getByRole('table', { name: 'Batches' })).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});
