import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { SAMPLE_SCHOOL as SCHOOL } from '#server/db/sample-school.ts';
import { phoneForDialling, phoneForReading } from '#shared/phone.ts';
import { wakeApp } from './fixtures/public-pages';

test.describe('home page', () => {
  test('shows every section of the spec, in the spec’s order', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Khulna Driving & Mechanical Training School' }),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Our Courses' }).getByRole('article').first()).toBeVisible();
    const sections = await page.locator('main h2').allTextContents();
    expect(sections.map((s) => s.trim())).toEqual([
      'Our school in numbers',
      'Learning Hub',
      'Vehicles you can learn',
      'Photo gallery',
      "Director's message",
      'Statistics',
      'We are certified by',
      'Our Courses',
      'What our students say',
      'Why choose us',
    ]);
  });

  test('the hero offers a call to the school on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const office = SCHOOL.phones[0]!;
    const call = page.getByRole('link', { name: `Call the school ${phoneForReading(office)}` });
    await expect(call).toBeInViewport();
    await expect(call).toHaveAttribute('href', `tel:${phoneForDialling(office)}`);
  });

  test('the hero shows the three Bengali slogans in the Bengali font', async ({ page }) => {
    await page.goto('/');
    const slogans = page.getByRole('list', { name: 'What we offer' }).getByRole('listitem');
    await expect(slogans).toHaveText([
      'স্বল্প খরচে বৈধ লাইসেন্সসহ সার্বিক সহযোগিতা',
      'মহিলা প্রশিক্ষণার্থীদের জন্য আলাদা ব্যবস্থা',
      'থাকার ব্যবস্থা আছে',
    ]);
    for (const slogan of await slogans.all()) await expect(slogan).toHaveAttribute('lang', 'bn');
    // The packaged Noto Sans Bengali web font really renders them (not a system fallback).
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Noto Sans Bengali' && f.status === 'loaded'),
        ),
      )
      .toBe(true);
    const family = await slogans.first().evaluate((el) => getComputedStyle(el).fontFamily);
    expect(family).toMatch(/^"?Noto Sans Bengali/);
  });

  test('the counters run for about 5 seconds once scrolled into view, then show the figures', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/');
    const counters = page.getByRole('region', { name: 'Our school in numbers' });
    const graduated = counters.getByTestId('counter-value').first();
    // As the server sent it, the page reads: the figures are there.
    await expect(graduated).toHaveText('1200');
    await wakeApp(page);
    await expect(graduated).toHaveText('0'); // running, and below the fold: waiting to be scrolled to
    // Time the run inside the page: from the first change to the final figure.
    await graduated.evaluate((el) => {
      const w = window as unknown as { counterRun: { first?: number; last?: number } };
      w.counterRun = {};
      new MutationObserver(() => {
        const now = performance.now();
        w.counterRun.first ??= now;
        if (el.textContent === '1200') w.counterRun.last ??= now;
      }).observe(el, { characterData: true, childList: true, subtree: true });
    });
    await counters.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1200);
    const midway = Number(await graduated.textContent());
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(1200);
    await expect(graduated).toHaveText('1200', { timeout: 8000 });
    const run = await page.evaluate(
      () => (window as unknown as { counterRun: { first: number; last: number } }).counterRun,
    );
    // The run is timed from its first visible change, which a busy machine can draw a few
    // frames late; the clock the counter follows starts before that, so allow for it.
    expect(run.last - run.first).toBeGreaterThan(4000);
    expect(run.last - run.first).toBeLessThan(6500);
    await expect(counters.getByTestId('counter-value')).toHaveText([
      '1200',
      String(SCHOOL.counters.instructors),
      String(SCHOOL.counters.students),
      '1',
    ]);
    await expect(counters.getByRole('term')).toHaveText(['Graduated', 'Instructors', 'Present students', 'Branch']);
  });

  test('sections animate in over 2000 ms when scrolled to', async ({ page }) => {
    await page.goto('/');
    // The page reads as the server sent it; once the app runs, what is below the screen waits to be revealed.
    await wakeApp(page);
    const gallery = page.getByRole('region', { name: 'Photo gallery' });
    const reveal = gallery.locator('.reveal').first();
    await expect(reveal).toHaveAttribute('data-revealed', 'false');
    await gallery.scrollIntoViewIfNeeded();
    // Revealed once in view, with a 2000 ms transition (checked on the style, so a slow machine
    // that finishes the transition before we look cannot make this flaky).
    await expect(reveal).toHaveAttribute('data-revealed', 'true');
    const durations = await gallery
      .locator('.reveal')
      .evaluateAll((els) => els.map((el) => getComputedStyle(el).transitionDuration));
    expect(durations.length).toBeGreaterThan(0);
    expect(durations.every((d) => d.split(',').every((x) => x.trim() === '2s'))).toBe(true);
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('nothing animates: counters show their figures at once and sections are simply there', async ({ page }) => {
      await page.goto('/');
      const gallery = page.getByRole('region', { name: 'Photo gallery' });
      await gallery.scrollIntoViewIfNeeded();
      const running = await gallery.evaluate((el) => el.getAnimations({ subtree: true }).length);
      expect(running).toBe(0);
      const opacity = await gallery
        .getByRole('img')
        .first()
        .evaluate((el) => {
          let o = 1;
          for (let n: Element | null = el; n; n = n.parentElement) o *= Number(getComputedStyle(n).opacity);
          return o;
        });
      expect(opacity).toBe(1);

      const counters = page.getByRole('region', { name: 'Our school in numbers' });
      await counters.scrollIntoViewIfNeeded();
      await expect(counters.getByTestId('counter-value').first()).toHaveText('1200', { timeout: 1000 });
    });
  });

  test('the Learning Hub links to /sign1 and downloads the Bengali question-and-answer PDF', async ({ page }) => {
    await page.goto('/');
    const hub = page.getByRole('region', { name: 'Learning Hub' });
    await expect(hub.getByRole('link', { name: 'Start learning the signs' })).toHaveAttribute('href', '/sign1');

    const downloading = page.waitForEvent('download');
    await hub.getByRole('link', { name: 'Download the question & answer PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('driving-test-questions-bn.pdf');
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(3);
    expect(pdf.getTitle()).toBe('ড্রাইভিং লাইসেন্সের লিখিত পরীক্ষা: প্রশ্ন ও উত্তর');

    await hub.getByRole('link', { name: 'Start learning the signs' }).click();
    await expect(page).toHaveURL(/\/sign1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Learning Form One' })).toBeVisible();
  });

  test('vehicle types, gallery, director’s admission rules, statistics and the certifying bodies', async ({ page }) => {
    await page.goto('/');
    const vehicles = page.getByRole('region', { name: 'Vehicles you can learn' });
    await expect(vehicles.getByRole('heading', { level: 3 })).toHaveText([
      'Manual & Auto Car',
      'Auto Car',
      'Manual',
      'Scooter',
    ]);

    const gallery = page.getByRole('region', { name: 'Photo gallery' });
    await expect(gallery.getByRole('img')).toHaveCount(6);
    await expect(gallery.getByRole('img', { name: 'Woman trainee at the wheel' })).toBeVisible();

    const director = page.getByRole('region', { name: "Director's message" });
    await expect(director.getByRole('heading', { name: 'ভর্তির নিয়মাবলি' })).toHaveAttribute('lang', 'bn');
    const rules = director.getByRole('listitem');
    await expect(rules).toHaveCount(4);
    await expect(rules.nth(0)).toContainText('২ কপি ছবি');
    await expect(rules.nth(0)).toContainText('জাতীয় পরিচয়পত্র, জন্ম নিবন্ধন সনদ অথবা পাসপোর্টের ফটোকপি');
    await expect(rules.nth(1)).toContainText('শিক্ষাগত যোগ্যতার সনদের ফটোকপি');
    await expect(rules.nth(2)).toContainText('সম্পূর্ণ কোর্স ফি');
    await expect(rules.nth(2)).toContainText('বকেয়া');
    await expect(rules.nth(3)).toContainText('সার্টিফিকেট');
    await expect(rules.nth(3)).toContainText('অনলাইন প্রক্রিয়া');

    const stats = page.getByRole('region', { name: 'Statistics' });
    await expect(stats.getByRole('term')).toHaveCount(4);
    await expect(stats.getByRole('definition').first()).toHaveText(`${SCHOOL.statistics.firstAttemptPassPercent}%`);

    const certified = page.getByRole('region', { name: 'We are certified by' });
    for (const body of [
      'Government of the People’s Republic of Bangladesh',
      'Bangladesh Road Transport Authority',
      'Khulna Metropolitan Police',
      'Road-safety alliance of NGOs',
    ]) {
      await expect(certified.getByText(body)).toBeVisible();
    }
    await expect(certified.getByText('BRTA', { exact: true })).toBeVisible();
    await expect(certified.getByText('KMP', { exact: true })).toBeVisible();
  });

  test('testimonials and the four “why choose us” cards', async ({ page }) => {
    await page.goto('/');
    const testimonials = page.getByRole('region', { name: 'What our students say' });
    await expect(testimonials.getByRole('figure')).toHaveCount(3);
    await expect(testimonials.getByRole('blockquote').first()).toContainText('BRTA test');
    const why = page.getByRole('region', { name: 'Why choose us' });
    await expect(why.getByRole('heading', { level: 3 })).toHaveText([
      'Theory class',
      'Experienced trainer',
      'Certificate',
      'Training modules',
    ]);
  });

  test('has its own title and description', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Khulna Driving & Mechanical Training School');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /Driving and mechanical training in Khulna/,
    );
  });
});
