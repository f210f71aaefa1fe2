import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

/**
 * A cheap phone on a slow line: Chromium's "Slow 3G" (2 s round trips, 400 kbit/s each way, as
 * DevTools defines it), its CPU slowed four times, nothing cached, 390 px wide. A Bengali reader
 * must read the page as soon as it is painted, and the menu must open on a tap without waiting
 * for the app's script.
 */
const SLOW_3G = {
  offline: false,
  latency: 2000,
  downloadThroughput: (400 * 1000) / 8,
  uploadThroughput: (400 * 1000) / 8,
};

/** Longer than a browser's wait for a font before it paints its own (3 s when `block`). */
const FONT_DELAY_MS = 4000;

async function slowPhone(page: Page): Promise<CDPSession> {
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // The Bengali font comes last, as it may on a slow line: the text must not wait for it.
  await page.route(/noto-sans-bengali-.*\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, FONT_DELAY_MS));
    await route.continue();
  });
  // What was painted first: the first contentful paint, and each element's text with when it was
  // painted (Element Timing, asked of every element as the parser adds it, before it is drawn).
  await page.addInitScript(() => {
    const seen = { fcp: 0, painted: [] as { text: string; at: number }[] };
    (window as unknown as { __paints: typeof seen }).__paints = seen;
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes) if (n instanceof Element) n.setAttribute('elementtiming', 'text');
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') seen.fcp = e.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null; renderTime: number })[])
        if (e.name === 'text-paint')
          seen.painted.push({ text: e.element?.textContent ?? '', at: e.renderTime || e.startTime });
    }).observe({ type: 'element', buffered: true });
  });
  return cdp;
}

const BENGALI_WORD = /[\u0980-\u09FF]{2,}/;

/** The text painted in the first contentful frame, and when the Bengali font arrived. */
async function firstPaint(page: Page) {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __paints: { fcp: number } }).__paints.fcp))
    .toBeGreaterThan(0);
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((r) => /noto-sans-bengali-bengali-400/.test(r.name)),
        ),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
  return page.evaluate(() => {
    const seen = (window as unknown as { __paints: { fcp: number; painted: { text: string; at: number }[] } }).__paints;
    const font = performance.getEntriesByType('resource').find((r) => /noto-sans-bengali-bengali-400/.test(r.name)) as
      PerformanceResourceTiming | undefined;
    return {
      fcp: seen.fcp,
      textAtFirstPaint: seen.painted.filter((p) => p.at <= seen.fcp + 50).map((p) => p.text),
      fontArrived: font?.responseEnd ?? 0,
    };
  });
}

/** Taps the menu as soon as it is drawn; answers how long the menu took to open, in the page's own time. */
async function tapMenu(page: Page): Promise<number> {
  const summary = page.locator('summary[aria-label="মেনু খুলুন"]');
  await summary.waitFor({ state: 'visible' });
  await page.evaluate(() => {
    const w = window as unknown as { __menu: { tap: number; open: number } };
    w.__menu = { tap: 0, open: 0 };
    document.addEventListener('pointerdown', () => (w.__menu.tap ||= performance.now()), true);
    document.querySelector('details')?.addEventListener('toggle', () => {
      requestAnimationFrame(() => (w.__menu.open ||= performance.now()));
    });
  });
  await summary.click();
  await expect(page.locator('#mobile-menu')).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __menu: { open: number } }).__menu.open))
    .toBeGreaterThan(0);
  return page.evaluate(() => {
    const m = (window as unknown as { __menu: { tap: number; open: number } }).__menu;
    return m.open - m.tap;
  });
}

test.describe('a Bengali page on a slow phone', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const path of ['/bn', '/bn/courses', '/bn/course/manual-car']) {
    test(`${path}: Bengali text in the first paint, before the Bengali font, and the menu opens at once`, async ({
      page,
    }) => {
      await slowPhone(page);
      const res = await page.goto(path, { waitUntil: 'commit' });
      expect(res?.status()).toBe(200);
      const paint = await firstPaint(page);
      expect(paint.textAtFirstPaint.join(' ')).toMatch(BENGALI_WORD);
      // Painted in the phone's own font while ours was still on its way.
      expect(paint.fcp).toBeLessThan(paint.fontArrived);
      expect(await tapMenu(page)).toBeLessThanOrEqual(500);
      await expect(page.locator('#mobile-menu').getByRole('link', { name: 'কোর্সসমূহ' })).toBeVisible();
    });
  }

  test('an unknown Bengali address: the Bengali 404 page, with status 404, in the first paint', async ({ page }) => {
    await slowPhone(page);
    const res = await page.goto('/bn/no-such-page', { waitUntil: 'commit' });
    expect(res?.status()).toBe(404);
    const paint = await firstPaint(page);
    expect(paint.textAtFirstPaint.join(' ')).toMatch(BENGALI_WORD);
    expect(paint.fcp).toBeLessThan(paint.fontArrived);
    await expect(page.getByRole('heading', { level: 1, name: 'পাতাটি পাওয়া যায়নি' })).toBeVisible();
    expect(await tapMenu(page)).toBeLessThanOrEqual(500);
  });
});
