import { expect, test } from '@playwright/test';
import {
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  metaDescription,
  scrollThrough,
  wakeApp,
} from './fixtures/public-pages';

/** The public website's pages, with the text each must show once loaded. */
const PAGES: Array<{ path: string; ready: string }> = [
  { path: '/', ready: 'Why choose us' },
  { path: '/about', ready: 'Who are we' },
  { path: '/contact', ready: 'Send us a message' },
  { path: '/thankyou', ready: 'Thank you!' },
  { path: '/sign1', ready: 'Mandatory and prohibitory signs' },
  { path: '/sign2', ready: 'Informative signs' },
];

test.describe('every public page', () => {
  // Reduced motion: axe judges the content as it finally looks, not half-way through a fade-in.
  test.use({ reducedMotion: 'reduce' });

  for (const { path, ready } of PAGES) {
    test(`${path} fits a 390 px phone and has no serious accessibility violation`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
      await scrollThrough(page);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
    });

    test(`${path} has no serious accessibility violation at 1280 px`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('each page has its own title and meta description', async ({ page }) => {
    const seen = new Map<string, string>();
    for (const { path, ready } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
      const title = await page.title();
      const description = await metaDescription(page);
      expect(description?.length ?? 0, `${path} description`).toBeGreaterThan(40);
      expect([...seen.values()], `${path} title is unique`).not.toContain(title);
      seen.set(path, title);
    }
  });

  test('public pages are their own chunks and never download dashboard code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Why choose us' })).toBeVisible();
    await wakeApp(page);
    await page.waitForLoadState('networkidle');
    const home = [...scripts];
    for (const { path, ready } of PAGES.slice(1)) {
      await page.getByRole('contentinfo').waitFor();
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
    }
    const later = scripts.filter((s) => !home.includes(s));
    expect(later.length, 'the other pages load code of their own').toBeGreaterThan(0);
    expect(home.some((s) => /about|contact|sign|learning-form/.test(s))).toBe(false);
    expect(scripts.some((s) => /dashboard|manage-|admin/i.test(s))).toBe(false);
    // Nor the office's chart and its charting library, which only a staff home loads.
    expect(scripts.some((s) => /monthly-figures|uplot/i.test(s))).toBe(false);
  });

  test('no page breaks the site’s security policy, running or sending a form', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.sourceFile}`));
    });
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    for (const { path, ready } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: ready }).first()).toBeVisible();
      await wakeApp(page);
      expect(await violations(), path).toEqual([]);
    }
    // A form's checks run in the browser too (the contact form, sent empty).
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText('This field is required.')).toHaveCount(3);
    expect(await violations(), '/contact, sent empty').toEqual([]);
  });
});
