import { expect, test } from './fixtures/test';
import { wakeApp } from './fixtures/public-pages';

/** Every public page, by its English address. */
const PAGES = [
  '/',
  '/courses',
  '/course/manual-car',
  '/about',
  '/contact',
  '/blogs',
  '/verification',
  '/sign1',
  '/login',
  '/signup',
];

test.describe('Bengali and English', () => {
  // One test per page: twenty page loads in one test outlast its time on a busy machine.
  for (const path of PAGES) {
    test(`the switch on ${path} lands on the same page in the other language, and back`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await page.getByRole('banner').getByRole('link', { name: 'বাংলা' }).click();
      await expect(page).toHaveURL(path === '/' ? '/bn' : `/bn${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(page.getByRole('banner').getByRole('link', { name: 'English' })).toHaveAttribute('hreflang', 'en');
      // The page names its twin for search engines.
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        'href',
        new RegExp(`${path}$`),
      );
      await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
      await expect(page).toHaveURL(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }

  test('Bengali pages speak Bengali: menus, headings, prices in ৳ with Bengali digits, dates with Bengali months', async ({
    page,
  }) => {
    await page.goto('/bn/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'সব কোর্স' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'প্রধান মেনু' }).getByRole('link', { name: 'কোর্সসমূহ' }),
    ).toBeVisible();
    // The course's own Bengali title, as the sample catalogue has it.
    const manual = page.getByRole('article').filter({ hasText: 'ম্যানুয়াল কার ড্রাইভিং' });
    await expect(manual.getByText('৳১২,০০০')).toBeVisible();
    // Links inside the Bengali site stay Bengali.
    await manual.getByRole('link', { name: 'বিস্তারিত' }).click();
    await expect(page).toHaveURL('/bn/course/manual-car');
    await expect(page.getByTestId('course-fee')).toHaveText('কোর্স ফি: ৳১২,০০০');
    await expect(page).toHaveTitle(/খুলনা ড্রাইভিং স্কুল/);
  });

  test('the Bengali texts are a file of their own: English pages never download them', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'All Courses' })).toBeVisible();
    await wakeApp(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => /\/assets\/bn-[\w-]+\.js$/.test(s))).toBe(false);
    await page.goto('/bn/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'সব কোর্স' })).toBeVisible();
    await wakeApp(page);
    expect(scripts.some((s) => /\/assets\/bn-[\w-]+\.js$/.test(s))).toBe(true);
  });

  test('an unknown Bengali address answers 404 with the error page; a known one 200', async ({ request }) => {
    expect((await request.get('/bn/courses')).status()).toBe(200);
    expect((await request.get('/bn/no-such-page')).status()).toBe(404);
  });

  test('someone who chose Bengali gets the Bengali dashboard when they open it at its plain address', async ({
    page,
    login,
  }) => {
    await login('student');
    await page.goto('/about');
    await page.getByRole('banner').getByRole('link', { name: 'বাংলা' }).click();
    await expect(page).toHaveURL('/bn/about');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/bn/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'ড্যাশবোর্ড' })).toBeVisible();
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/dashboard');
  });
});
