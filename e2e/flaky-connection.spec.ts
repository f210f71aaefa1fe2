import { expect, test } from '@playwright/test';

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
    await page.getByRole('link', { name: 'Browse courses' }).click();

    await expect(page.getByRole('heading', { name: 'All Courses' })).toBeVisible();
    await expect(page).toHaveURL(/\/courses$/);
    expect(refused).toBe(2);
    expect(loads).toBe(2); // the first visit, then the one reload
  });

  test('a file that keeps failing is not retried in a loop: the error page offers a way back', async ({ page }) => {
    let requests = 0;
    await page.route(/\/assets\/courses-[\w-]+\.js$/, (route) => {
      requests++;
      return route.abort('internetdisconnected');
    });
    await page.goto('/');
    await page.getByRole('link', { name: 'Browse courses' }).click();
    await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
    expect(requests).toBe(2);
  });
});
