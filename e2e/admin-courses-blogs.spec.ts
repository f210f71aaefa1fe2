import { E2E_PORTS } from '../playwright.config';
import { expect, png, test, uniqueId } from './fixtures/test';
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations, scrollThrough } from './fixtures/public-pages';

/** A server with only 2 courses: a course added there is among the home page's first 4. */
const SMALL = `http://127.0.0.1:${E2E_PORTS.courses2}`;

const unique = (prefix: string) => `${prefix}-${uniqueId()}`;

test.describe('course administration (the owner) on a server with 2 courses', () => {
  test.use({ baseURL: SMALL });

  test('adds a course with an image; it shows on /courses and the home page; its price is edited', async ({
    page,
    login,
  }) => {
    await login('owner');
    const cid = unique('night');
    const title = `Night Driving ${cid}`;
    // Everything below moves inside the single-page app, so what shows after a save comes from the
    // query cache being refreshed, not from a fresh page load.
    const header = page.getByRole('banner');
    const dashboardMenu = page.getByRole('navigation', { name: 'Dashboard menu' });

    await page.goto('/courses');
    await expect(page.getByTestId('course-grid').getByRole('article')).toHaveCount(2);
    await header.getByRole('link', { name: 'Dashboard' }).click();
    await dashboardMenu.getByRole('link', { name: 'Add Course' }).click();
    await expect(page).toHaveURL('/dashboard/add-course');
    await expect(page.getByRole('heading', { name: 'Add Course' })).toBeVisible();
    // Empty fields, the school's usual values shown as examples only.
    await expect(page.getByLabel('Course Id')).toHaveValue('');
    await expect(page.getByLabel('Practical (English)')).toHaveValue('');
    await expect(page.getByLabel('Practical (English)')).toHaveAttribute('placeholder', 'e.g. 12 Days');
    await expect(page.getByLabel('Mechanical (English)')).toHaveAttribute('placeholder', 'e.g. 3 Days');

    // Required fields are checked before anything is sent.
    await page.getByRole('button', { name: 'Add Course' }).click();
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expect(page.getByText('Enter a number.').first()).toBeVisible();

    await page.getByLabel('Title (English)').fill(title);
    await page.getByLabel('Details (English)').fill('Headlights, glare and safe speeds after dark.');
    await page.getByLabel('Price (Tk)').fill('4500');
    await page.getByLabel('Lesson').fill('6');
    await page.getByLabel('Course Id').fill(cid);
    await page.getByLabel('Duration (English)').fill('1 Week');
    await page.getByLabel('Daily time (English)').fill('1 Hour');
    await page.getByLabel('Practical (English)').fill('12 Days');
    await page.getByLabel('Mechanical (English)').fill('3 Days');
    await page.getByLabel('Image').setInputFiles(png('night.png'));
    await page.getByRole('button', { name: 'Add Course' }).click();
    await expect(page.getByText('Course Added!')).toBeVisible();
    // The form is empty again for the next course.
    await expect(page.getByLabel('Course Id')).toHaveValue('');

    await page.getByRole('link', { name: 'Back to the website' }).first().click();
    await header.getByRole('link', { name: 'Courses' }).click();
    const card = page.getByRole('article').filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByText('4,500 Tk')).toBeVisible();
    const picture = card.locator('img');
    await expect(picture).toHaveAttribute('src', /^\/files\/public\/[a-z0-9-]+\.png$/);
    // The uploaded picture really loads.
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(16);
    await card.getByRole('link', { name: 'Details' }).click();
    await expect(page.getByTestId('course-fee')).toHaveText('BDT: 4,500');

    await header.getByRole('link', { name: 'Home' }).click();
    await expect(page.getByRole('region', { name: 'Our Courses' }).getByText(title)).toBeVisible();

    // Edit its price from the manage list.
    await header.getByRole('link', { name: 'Dashboard' }).click();
    await dashboardMenu.getByRole('link', { name: 'Manage Courses' }).click();
    await page.getByLabel('Course Id').fill(cid);
    await page.getByRole('button', { name: 'Search' }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2); // header + the one course
    await rows.nth(1).getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(`/dashboard/manage-course/edit-course/${cid}`);
    await expect(page.getByLabel('Course Id')).toBeDisabled();
    await expect(page.getByLabel('Course Id')).toHaveValue(cid);
    await expect(page.getByLabel('Title (English)')).toHaveValue(title);
    await expect(page.getByLabel('Price (Tk)')).toHaveValue('4500');
    await expect(page.getByLabel('Daily time (English)')).toHaveValue('1 Hour');
    await page.getByLabel('Price (Tk)').fill('5200');
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(page.getByText('Course Updated!')).toBeVisible();
    await expect(page).toHaveURL('/dashboard/manage-course');

    await page.getByRole('link', { name: 'Back to the website' }).first().click();
    await header.getByRole('link', { name: 'Courses' }).click();
    await expect(card.getByText('5,200 Tk')).toBeVisible();
    await card.getByRole('link', { name: 'Details' }).click();
    await expect(page.getByTestId('course-fee')).toHaveText('BDT: 5,200');
    // The picture chosen when adding is kept.
    await expect(page.getByRole('img', { name: title })).toHaveAttribute('src', /^\/files\/public\//);
  });
});

test.describe('course administration (the owner)', () => {
  test('a course id that exists is refused with a clear message and nothing is overwritten', async ({
    page,
    login,
    createCourse,
  }) => {
    await login('owner');
    const { cid } = await createCourse({ title: 'Original course', price: 3000 });

    await page.goto('/dashboard/add-course');
    await page.getByLabel('Title (English)').fill('Overwrite attempt');
    await page.getByLabel('Details (English)').fill('Should never replace the original.');
    await page.getByLabel('Price (Tk)').fill('1');
    await page.getByLabel('Lesson').fill('1');
    await page.getByLabel('Course Id').fill(cid);
    await page.getByLabel('Daily time (English)').fill('1 Hour');
    await page.getByLabel('Practical (English)').fill('12 Days');
    await page.getByLabel('Mechanical (English)').fill('3 Days');
    await page.getByRole('button', { name: 'Add Course' }).click();
    await expect(
      page.getByText(`A course with the id "${cid}" already exists. Choose another course id.`),
    ).toBeVisible();
    await expect(page.getByText('Course Added!')).toHaveCount(0);

    await page.goto(`/course/${cid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Original course' })).toBeVisible();
    await expect(page.getByTestId('course-fee')).toHaveText('BDT: 3,000');
  });

  test('deletes a course after "delete this ?"; No keeps it; the list refetches', async ({
    page,
    login,
    createCourse,
  }) => {
    await login('owner');
    const { cid, title } = await createCourse();

    await page.goto('/dashboard/manage-course');
    await expect(page.getByRole('heading', { name: 'Manage Courses' })).toBeVisible();
    await page.getByLabel('Course Id').fill(cid);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'delete this ?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('Nothing to show.').first()).toBeVisible();

    // "See All Data" lists everything again, without the deleted course.
    await page.getByRole('button', { name: 'See All Data' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Manual Car Driving' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: cid })).toHaveCount(0);

    await page.goto(`/course/${cid}`);
    await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible();
  });
});

test.describe('blog administration (the owner) and the public blog', () => {
  test('adds, shows, edits (every field prefilled with its own value), finds and deletes a blog', async ({
    page,
    login,
  }) => {
    await login('owner');
    const bid = unique('post');
    const text = {
      title1: `Before your first lesson ${bid}`,
      details1: 'Sleep well and bring your learner licence.',
      title2: 'On the road',
      details2: 'Mirrors, signal, manoeuvre: every time.',
      title3: 'After the lesson',
      details3: 'Write down <b>what</b> you learned.',
    };

    await page.goto('/dashboard/add-blogs');
    await expect(page.getByRole('heading', { name: 'Add Blog' })).toBeVisible();
    for (const n of [1, 2, 3] as const) {
      await page.getByLabel(`Title ${n} (English)`).fill(text[`title${n}`]);
      await page.getByLabel(`Details ${n} (English)`).fill(text[`details${n}`]);
      await page.getByLabel(`Image ${n}`).setInputFiles(png(`section${n}.png`));
    }
    await page.getByLabel('Date', { exact: true }).fill('2099-12-31');
    await page.getByLabel('Blog Id').fill(bid);
    await page.getByRole('button', { name: 'Add Blog' }).click();
    await expect(page.getByText('Blogs Added!')).toBeVisible();
    await expect(page).toHaveURL('/dashboard/manage-blogs');
    await expect(page.getByRole('heading', { name: 'This Is Manage My Blogs Page' })).toBeVisible();

    // The public blog: newest first, so a post dated 2099 leads the list.
    await page.goto(`/blogs`);
    await expect(page).toHaveTitle(/^Blog \|/);
    const first = page.getByTestId('blog-list').getByRole('article').first();
    await expect(first.getByRole('heading', { name: text.title1 })).toBeVisible();
    await first.getByRole('link', { name: `Read more: ${text.title1}` }).click();
    await expect(page).toHaveURL(`/blog/${bid}`);
    await expect(page.getByRole('heading', { level: 1, name: text.title1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'On the road' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'After the lesson' })).toBeVisible();
    // Stored text is shown as text, never as markup.
    await expect(page.getByText('Write down <b>what</b> you learned.')).toBeVisible();
    const images = page.getByRole('article').locator('img');
    await expect(images).toHaveCount(3);
    for (const img of await images.all()) await expect(img).toHaveAttribute('src', /^\/files\/public\//);
    await expect(page).toHaveTitle(new RegExp(`^Before your first lesson ${bid} \\|`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', text.details1);

    // Find it by bid and edit it.
    await page.goto('/dashboard/manage-blogs');
    const search = page.getByPlaceholder('Blog Id=bid');
    await expect(search).toHaveAttribute('required', '');
    await search.fill(bid);
    await page.getByRole('button', { name: 'Search' }).click();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(text.title1);
    await expect(rows.nth(1)).toContainText('On the road');
    await expect(rows.nth(1)).toContainText('After the lesson');
    await expect(rows.nth(1).locator('img')).toHaveCount(3);
    await rows.nth(1).getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(`/dashboard/manage-blogs/edit-blog/${bid}`);

    for (const n of [1, 2, 3] as const) {
      await expect(page.getByLabel(`Title ${n} (English)`)).toHaveValue(text[`title${n}`]);
      await expect(page.getByLabel(`Details ${n} (English)`)).toHaveValue(text[`details${n}`]);
      await expect(page.getByRole('img', { name: `Image ${n}` })).toHaveAttribute('src', /^\/files\/public\//);
    }
    await expect(page.locator('input[type=file]')).toHaveCount(0); // the images cannot be changed here
    await expect(page.getByLabel('Publish Date')).toHaveValue('31/12/2099');
    await expect(page.getByLabel('Blog Id')).toBeDisabled();
    await expect(page.getByLabel('Blog Id')).toHaveValue(bid);

    await page.getByLabel('Title 2 (English)').fill('On the highway');
    await page.getByLabel('Details 3 (English)').fill('Tell your trainer what was hard.');
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(page.getByText('Blogs Updated!')).toBeVisible();
    await expect(page).toHaveURL('/dashboard/manage-blogs');

    await page.goto(`/blog/${bid}`);
    await expect(page.getByRole('heading', { level: 2, name: 'On the highway' })).toBeVisible();
    await expect(page.getByText('Tell your trainer what was hard.')).toBeVisible();
    await expect(page.getByText('Mirrors, signal, manoeuvre: every time.')).toBeVisible();

    // Delete it after the dialog.
    await page.goto('/dashboard/manage-blogs');
    await page.getByPlaceholder('Blog Id=bid').fill(bid);
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row').filter({ hasText: bid });
    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Would you like to delete this Blog ?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(row).toHaveCount(0);

    await page.goto(`/blog/${bid}`);
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
  });

  test('a blog id that exists is refused and the post is not overwritten', async ({ page, login, createBlog }) => {
    await login('owner');
    const { bid } = await createBlog({ title1: 'Original' });

    await page.goto('/dashboard/add-blogs');
    for (const n of [1, 2, 3] as const) {
      await page.getByLabel(`Title ${n} (English)`).fill(`Copy ${n}`);
      await page.getByLabel(`Details ${n} (English)`).fill(`Copy text ${n}`);
      await page.getByLabel(`Image ${n}`).setInputFiles(png(`c${n}.png`));
    }
    await page.getByLabel('Date', { exact: true }).fill('2024-02-02');
    await page.getByLabel('Blog Id').fill(bid);
    await page.getByRole('button', { name: 'Add Blog' }).click();
    await expect(page.getByText(`A blog with the id "${bid}" already exists. Choose another blog id.`)).toBeVisible();
    await expect(page).toHaveURL('/dashboard/add-blogs');

    await page.goto(`/blog/${bid}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Original' })).toBeVisible();
  });

  test('the blog is linked from the home page and the footer', async ({ page }) => {
    await page.goto('/');
    const strip = page.getByRole('region', { name: 'From our blog' });
    await expect(strip.getByRole('link', { name: 'Read our blog' })).toHaveAttribute('href', '/blogs');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute(
      'href',
      '/blogs',
    );
    await strip.getByRole('link', { name: 'Read our blog' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });
});

test.describe('only the owner manages courses and blogs', () => {
  test('an admin who is not the owner has no menu items and is turned away from the pages', async ({
    page,
    baseURL,
    login,
  }) => {
    await login('admin');
    await page.goto('/dashboard');
    const menu = page.getByRole('navigation', { name: 'Dashboard menu' }).first();
    await expect(menu.getByRole('link', { name: 'Manage Users' })).toBeVisible();
    for (const name of ['Add Course', 'Manage Courses', 'Add Blog', 'Manage Blogs'])
      await expect(menu.getByRole('link', { name })).toHaveCount(0);
    for (const path of ['add-course', 'manage-course', 'add-blogs', 'manage-blogs']) {
      await page.goto(`/dashboard/${path}`);
      await expect(page.getByText('You do not have access to this page.')).toBeVisible();
    }
    // The server refuses them too.
    const res = await page.request.delete('/api/deleteOneCourse/manual-car', { headers: { origin: baseURL! } });
    expect(res.status()).toBe(403);
  });
});

test.describe('the blog and the admin pages fit a phone and are accessible', () => {
  test.use({ reducedMotion: 'reduce' });

  test('/blogs, /blog/{bid}, and the manage pages at 390 px and 1280 px', async ({ page, login, createBlog }) => {
    test.setTimeout(240_000); // 16 page loads, each with a full axe scan: over a minute on a busy machine
    await login('owner');
    const { bid, title1 } = await createBlog({ title1: `Checked post ${unique('a11y')}` });
    const pages: Array<[string, string]> = [
      ['/blogs', 'Blog'],
      [`/blog/${bid}`, title1],
      ['/dashboard/add-course', 'Add Course'],
      ['/dashboard/manage-course', 'Manage Courses'],
      ['/dashboard/manage-course/edit-course/manual-car', 'Edit Course'],
      ['/dashboard/add-blogs', 'Add Blog'],
      ['/dashboard/manage-blogs', 'This Is Manage My Blogs Page'],
      [`/dashboard/manage-blogs/edit-blog/${bid}`, 'Edit Blog'],
    ];
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      for (const [path, heading] of pages) {
        await page.goto(`${path}`);
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0); // loaded
        await scrollThrough(page);
        await expectNoHorizontalOverflow(page);
        await expectNoSeriousA11yViolations(page);
      }
    }
  });
});
