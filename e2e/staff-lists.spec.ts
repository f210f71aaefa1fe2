import { type Locator, type Page } from '@playwright/test';
import { expect, saveProfile, test } from './fixtures/test';
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './fixtures/public-pages';

test.use({ viewport: { width: 390, height: 844 } });

/** The element lies wholly inside the phone's screen, left to right (no sideways scrolling to reach it). */
async function expectWithinWidth(page: Page, element: Locator) {
  await expect(element).toBeVisible();
  const width = page.viewportSize()!.width;
  // A live list may draw its rows again between two looks (another tab's change arrives): measure
  // until the element is there to be measured.
  await expect
    .poll(
      async () => {
        const box = await element.boundingBox();
        return box && { startsOnScreen: box.x >= 0, endsOnScreen: box.x + box.width <= width };
      },
      { message: 'the element lies within the screen' },
    )
    .toEqual({ startsOnScreen: true, endsOnScreen: true });
}

/** A staff list's first card at 390 px: the page does not scroll sideways; each labelled line, status and actions are on screen. */
async function expectCards(page: Page, caption: string, status: RegExp | null, actions: string[], rowText?: string) {
  const table = page.getByRole('table', { name: caption });
  // Other tests add rows to the same school while this one runs, and a live list redraws when they
  // arrive: a card this test made is measured when there is one, so the card cannot change under it.
  const rows = table.locator('tbody tr');
  const first = (rowText ? rows.filter({ hasText: rowText }) : rows).first();
  await expect(first).toBeVisible();
  await expectNoHorizontalOverflow(page);
  for (const cell of await first.locator('td').all()) if (await cell.isVisible()) await expectWithinWidth(page, cell);
  if (status) await expectWithinWidth(page, first.getByText(status).first());
  for (const text of actions) await expectWithinWidth(page, first.getByText(text, { exact: true }).first());
  // The table's column headers are not a row of their own on a phone: each line carries its name.
  await expect(table.locator('thead')).toBeHidden();
}

test.describe('staff screens on a phone', () => {
  test('Manage Orders, Users, Courses, Blogs and My Course show cards that fit a 390 px screen', async ({
    page,
    login,
    newAccount,
    bookCourse,
    createCourse,
    createBlog,
  }) => {
    const student = await newAccount({ name: 'Farhana Yasmin Chowdhury' });
    await saveProfile(student);
    await bookCourse(student, { name: 'Farhana Yasmin Chowdhury Rahman' });
    await createCourse({ title: 'Heavy Vehicle (Truck and Bus) Driving, Full Course' });
    await createBlog();
    await login('owner');

    await page.goto('/dashboard/manage-order');
    await expectCards(
      page,
      'Orders',
      /^(Pending|Running|Completed)$/,
      ['Edit', 'Delete', 'Record cash'],
      'Farhana Yasmin Chowdhury Rahman',
    );
    // Cards do not scroll sideways, so their box is no stop of its own for the keyboard.
    await expect(page.getByRole('region', { name: 'Orders', exact: true })).toHaveCount(0);
    // The status tabs with their counts (the chosen one white on dark) are readable.
    await expectNoSeriousA11yViolations(page);
    await page.goto('/dashboard/manage-users');
    // Newest sign-ups first: the first card is another test's account or this test's student.
    // The owner's own account has no role buttons; any other offers the roles it has not.
    await page.getByLabel('Search by name, e-mail, phone or role').fill(student.email);
    await expect(page.getByRole('table', { name: 'Accounts' }).locator('tbody tr')).toHaveCount(1);
    await expectCards(page, 'Accounts', /^(Student|Teacher|Admin)$/, ['Make teacher', 'Make admin']);
    await page.goto('/dashboard/manage-course');
    await expectCards(page, 'Courses', null, ['Edit', 'Delete']);
    await page.goto('/dashboard/manage-blogs');
    await expectCards(page, 'Blog posts', null, ['Edit', 'Delete']);

    await page.context().clearCookies();
    await login(student);
    await page.goto('/dashboard/my-course');
    await expectCards(page, 'My orders', /^Pending$/, ['Open card', 'Course page']);
  });
});

test.describe('staff screens at 1280 px and on a tablet', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('Manage Orders fits beside the menu at 1280 px, in English and Bengali: no sideways scroll, every column and action in view', async ({
    page,
    login,
    newAccount,
    bookCourse,
  }) => {
    await bookCourse(await newAccount({ name: 'Tanvir Hasan' }));
    await login('owner');
    for (const path of ['/dashboard/manage-order', '/bn/dashboard/manage-order']) {
      await page.goto(path);
      const table = page.locator('table').first();
      await expect(table.locator('tbody tr').first()).toBeVisible();
      await expectNoHorizontalOverflow(page);
      // Its box does not scroll sideways, so it is no region or keyboard stop of its own.
      const box = table.locator('xpath=..');
      await expect.poll(() => box.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await expect(box).not.toHaveAttribute('role', 'region');
      const actions = table.locator('tbody tr').first().locator('td').last();
      const right = await actions.evaluate((el) => el.getBoundingClientRect().right);
      expect(right).toBeLessThanOrEqual(1280);
    }
  });

  test('on a tablet, Manage Orders, wider than its box, scrolls inside it: the keyboard reaches the box, named in the page’s language, and scrolls it', async ({
    page,
    login,
    newAccount,
    bookCourse,
  }) => {
    await page.setViewportSize({ width: 700, height: 900 });
    await bookCourse(await newAccount({ name: 'Tanvir Hasan' }));
    await login('owner');
    await page.goto('/dashboard/manage-order');
    const table = page.getByRole('table', { name: 'Orders' });
    await expect(table.locator('tbody tr').first()).toBeVisible();
    const box = page.getByRole('region', { name: 'Orders', exact: true });
    await expect(box).toHaveCount(1);
    await expect(box.getByRole('table', { name: 'Orders' })).toBeVisible();

    // From the search box, Tab by Tab: the box is a stop, with the focus ring every control shows.
    await page.getByLabel('Search orders').focus();
    let presses = 0;
    while (!(await box.evaluate((el) => el === document.activeElement)) && presses < 25) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    await expect(box).toBeFocused();
    await expect(box).toHaveCSS('outline-style', 'solid');
    // The arrow keys scroll it, to the columns beyond the right edge.
    expect(await box.evaluate((el) => el.scrollLeft)).toBe(0);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);

    await page.goto('/bn/dashboard/manage-order');
    await expect(page.getByRole('region', { name: 'অর্ডার', exact: true })).toBeVisible();
  });
});

test.describe('the office finds orders', () => {
  test('one search box finds an order by a phone written in Bengali digits, by OID and by SID; tabs filter by status with matching counts', async ({
    page,
    login,
    newAccount,
    bookCourse,
    createCourse,
  }) => {
    // A course of its own, so that other tests' orders on this server stay out of the counts.
    const course = await createCourse({ title: `Night Driving ${Date.now()}` });
    const rumana = await newAccount({ name: 'Rumana Akter' });
    const karim = await newAccount({ name: 'Abdul Karim' });
    const booked = await bookCourse(rumana, { cid: course.cid, phone1: '01712345678', phone2: '' });
    const running = await bookCourse(karim, { cid: course.cid, phone1: '01898765432', phone2: '', status: 'running' });
    await login('owner');

    await page.goto('/dashboard/manage-order');
    await page.getByRole('combobox', { name: 'Course', exact: true }).selectOption({ label: course.title });
    const rows = page.getByRole('table', { name: 'Orders' }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    const tabs = page.getByRole('group', { name: 'Status' });
    await expect(tabs.getByRole('button')).toHaveText(['All2', 'Pending1', 'Running1', 'Completed0']);

    // The way people write numbers here: Bengali digits with a dash.
    await page.getByLabel('Search orders').fill('০১৭১২-৩৪৫৬৭৮');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(booked.oid);
    await expect(rows.first().getByRole('link', { name: '01712-345678' })).toHaveAttribute(
      'href',
      'tel:+8801712345678',
    );
    await expect(tabs.getByRole('button')).toHaveText(['All1', 'Pending1', 'Running0', 'Completed0']);

    await page.getByLabel('Search orders').fill(running.oid);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Abdul Karim');

    await page.getByLabel('Search orders').fill(rumana.sid);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(booked.oid);

    // "See All Data" clears the search and the filters; the course filter again, then the Running tab.
    await page.getByRole('button', { name: 'See All Data' }).click();
    await page.getByRole('combobox', { name: 'Course', exact: true }).selectOption({ label: course.title });
    await expect(rows).toHaveCount(2);
    await tabs.getByRole('button', { name: /^Running/ }).click();
    await expect(tabs.getByRole('button', { name: /^Running/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(running.oid);
    await expect(page.getByText('1–1 of 1')).toBeVisible();
  });
});
