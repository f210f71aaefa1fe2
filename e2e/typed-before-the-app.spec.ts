import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

/**
 * A server-drawn page is read and typed into before the app's script has arrived (a slow phone).
 * When the app then takes the page over, what was typed stays: a date box adopts the text its
 * input already holds rather than drawing itself empty (docs/decisions/0492).
 */

/** Holds every script but the page's starter until `release()`: the app cannot take the page over before. */
async function holdTheApp(page: Page, path: string): Promise<() => void> {
  const html = await (await page.request.get(path)).text();
  const starter = /<script type="module"[^>]*src="([^"]+)"/.exec(html)?.[1];
  expect(starter, 'the page names its starter script').toBeTruthy();
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    if (new URL(route.request().url()).pathname !== starter) await gate;
    await route.continue();
  });
  return release;
}

for (const { path, label, typed, kept, inWords } of [
  { path: '/bn/verification', label: 'জন্মতারিখ', typed: '15/03/2000', kept: '১৫/০৩/২০০০', inWords: '১৫ মার্চ, ২০০০' },
  { path: '/verification', label: 'Date of birth', typed: '15/03/2000', kept: '15/03/2000', inWords: '15 March 2000' },
]) {
  test(`${path}: a date typed before the app runs is kept when it takes the page over`, async ({ page }) => {
    const release = await holdTheApp(page, path);
    await page.goto(path);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
    const box = page.getByLabel(label, { exact: true });
    await box.click();
    await box.pressSequentially(typed);
    await expect(box).toHaveValue(typed);
    await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

    release();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    // The app knows the day: it writes it out under the box, and the box keeps it (in the page's
    // digits once the box is left).
    await expect(page.getByText(inWords, { exact: true })).toBeVisible();
    await expect(box).toHaveValue(typed);
    await box.blur();
    await expect(box).toHaveValue(kept);
  });
}
