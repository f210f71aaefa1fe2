import { expect, test } from '@playwright/test';
import { wakeApp } from './fixtures/public-pages';

test.describe('a flaky connection', () => {
  test('a page whose file does not arrive reloads once and shows, instead of a blank or error screen', async ({
    page,
  }) => {
    let refused = 0;
    // The first request for the Courses page's own file fails, as on a dropped mobile connection.
    await page.route(/\/assets\/courses-[\w-]+\.js$/, async (route) => {
      if (refused++ === 0) return route.abort('internetdisconnected');
      return route.continue();
    });
    let loads = 0;
    page.on('load', () => loads++);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A link followed inside the running app (before it runs, a link is a plain page load).
    await wakeApp(page);
    await page.getByRole('link', { name: 'Browse courses' }).click();

    await expect(page.getByRole('heading', { name: 'All Courses' })).toBeVisible();
    await expect(page).toHaveURL(/\/courses$/);
    // The reloaded page's app asks for the file again (once the visitor acts), and gets it this time.
    await wakeApp(page);
    expect(refused).toBe(2);
    expect(loads).toBe(2); // the first visit, then the one reload
  });

  test('a file that keeps failing is not retried in a loop: the page the server drew stays readable', async ({
    page,
  }) => {
    let requests = 0;
    await page.route(/\/assets\/courses-[\w-]+\.js$/, (route) => {
      requests++;
      return route.abort('internetdisconnected');
    });
    await page.goto('/');
    await wakeApp(page);
    let loads = 0;
    page.on('load', () => loads++);
    await page.getByRole('link', { name: 'Browse courses' }).click();
    // One reload; its page comes from the server, so the courses show even though the app's file
    // for them never arrives, and the app does not ask again and again.
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('heading', { name: 'All Courses' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    // The reloaded page's app, once the visitor acts, tries the file once more and then gives up.
    await page.mouse.move(12, 12);
    await page.mouse.move(24, 24);
    await expect.poll(() => requests).toBe(2);
    await page.waitForLoadState('networkidle');
    expect(requests).toBe(2);
    expect(loads).toBe(1);
  });
});
