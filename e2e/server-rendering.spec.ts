import { expect, test } from '@playwright/test';
import { SEED_COURSES } from '#server/db/seed.ts';
import { wakeApp } from './fixtures/public-pages';

const course = SEED_COURSES[0]!;
const PAGES = ['/', '/courses', `/course/${course.cid}`, '/about', '/contact', '/blogs', '/sign1', '/login', '/signup'];

test.describe('public pages drawn on the server', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the Bengali catalogue is there, in Bengali, with prices in ৳ and Bengali digits', async ({ page }) => {
      await page.goto('/bn/courses');
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('সব কোর্স');
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByTestId('course-price').first()).toHaveText(/৳[০-৯]/);
      await expect(page.getByText('This site needs JavaScript')).toHaveCount(0);
    });

    test('a course page holds its title and fee, and its links lead on', async ({ page }) => {
      await page.goto(`/course/${course.cid}`);
      await expect(page).toHaveTitle(new RegExp(course.title));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
      await page.getByRole('banner').getByRole('link', { name: 'বাংলা' }).click();
      await expect(page).toHaveURL(`/bn/course/${course.cid}`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    });
  });

  test('the app takes over each page without redrawing it or asking the server again', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(e.message));
    for (const path of [...PAGES, ...PAGES.map((p) => (p === '/' ? '/bn' : `/bn${p}`))]) {
      const api: string[] = [];
      const onRequest = (r: { url(): string }) => {
        if (r.url().includes('/api/')) api.push(r.url());
      };
      page.on('request', onRequest);
      await page.goto(path);
      await wakeApp(page);
      await page.waitForLoadState('networkidle');
      page.off('request', onRequest);
      expect(api, `${path} asked the API again`).toEqual([]);
      expect(await page.locator('title').count(), path).toBe(1);
    }
    expect(problems).toEqual([]);
  });

  test('a page to read costs a phone one small script until the visitor acts, and the first tap is not lost', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/bn/courses');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('সব কোর্স');
    expect(scripts, 'only the starter').toHaveLength(1);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    // The menu opens on the tap without the app (a <details>); the tap also fetches and starts
    // the app, which keeps the menu open.
    await page.locator('summary[aria-label="মেনু খুলুন"]').click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    expect(scripts.length).toBeGreaterThan(1);
  });

  test('a page with a form is taken over at once, without waiting for the visitor', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
  });

  test('once running, a link opens the next page inside the app (no new page load)', async ({ page }) => {
    await page.goto('/');
    await wakeApp(page);
    let loads = 0;
    page.on('load', () => loads++);
    await page.getByRole('link', { name: 'Browse courses' }).click();
    await expect(page.getByRole('heading', { name: 'All Courses' })).toBeVisible();
    expect(loads).toBe(0);
  });
});
