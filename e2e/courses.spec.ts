import { expect, test } from '@playwright/test';
import { E2E_PORTS } from '../playwright.config';
import { SEED_COURSES } from '#server/db/seed.ts';
import { SAMPLE_SCHOOL as SCHOOL } from '#server/db/sample-school.ts';
import { phoneForDialling, phoneForReading } from '#shared/phone.ts';

test.describe('course catalogue', () => {
  test('the course grid shows every seeded course as a card', async ({ page }) => {
    await page.goto('/courses');
    await expect(page.getByRole('heading', { name: 'All Courses' })).toBeVisible();
    const cards = page.getByTestId('course-grid').getByRole('article');
    // Other tests may add courses to this shared server: every seeded one must be there.
    for (const course of SEED_COURSES) {
      await expect(cards.filter({ has: page.getByRole('heading', { name: course.title, exact: true }) })).toHaveCount(
        1,
      );
    }
    const manual = cards.filter({ hasText: 'Manual Car Driving' });
    await expect(manual.getByText('12,000 Tk')).toBeVisible();
    await expect(manual.getByText('1 Month · Offline')).toBeVisible();
    await expect(manual.getByText('5.0', { exact: true })).toBeVisible();
    await expect(manual.getByRole('link', { name: 'Details' })).toHaveAttribute('href', '/course/manual-car');
    await expect(manual.getByRole('link', { name: 'Enroll' })).toHaveAttribute('href', '/buy/manual-car');
  });

  test('Details opens the course page with its fee and includes', async ({ page }) => {
    await page.goto('/courses');
    await page
      .getByRole('article')
      .filter({ hasText: 'Automatic Car Driving' })
      .getByRole('link', { name: 'Details' })
      .click();
    await expect(page).toHaveURL(/\/course\/auto-car$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Automatic Car Driving' })).toBeVisible();
    await expect(page.getByTestId('course-fee')).toHaveText('BDT: 10,000');
    await expect(page.getByText('18+ Lesson')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'More Details' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'ENROLL NOW', exact: true })).toHaveAttribute('href', '/buy/auto-car');
    // Families who would rather ask than read can call the office from here.
    const office = SCHOOL.phones[0]!;
    await expect(page.getByRole('link', { name: `Call the school ${phoneForReading(office)}` })).toHaveAttribute(
      'href',
      `tel:${phoneForDialling(office)}`,
    );
    for (const label of ['Duration', 'Price', 'Course', 'Practical', 'Mechanical', 'Daily time']) {
      await expect(page.getByRole('term').filter({ hasText: new RegExp(`^${label}$`) })).toBeVisible();
    }
    await expect(page).toHaveTitle(/Automatic Car Driving/);
  });

  test('an unknown course shows a clear not-found message', async ({ page }) => {
    await page.goto('/course/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Course not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See all courses' })).toHaveAttribute('href', '/courses');
  });

  test('an unknown route shows the error page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'this is error page' })).toBeVisible();
  });
});

test.describe('home page "Our Courses"', () => {
  test('shows at most the first 4 when 5 courses exist, and See more goes to /courses', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${E2E_PORTS.home5}/`);
    const section = page.getByRole('region', { name: 'Our Courses' });
    await expect(section.getByRole('article')).toHaveCount(4);
    await expect(section.getByText('Motorcycle & Scooter Riding')).toBeVisible();
    await expect(section.getByText('Basic Automobile Mechanics')).toHaveCount(0);
    await section.getByRole('link', { name: 'See more' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('article')).toHaveCount(5);
  });

  test('shows all 4 when exactly 4 courses exist', async ({ page }) => {
    await page.goto(`http://127.0.0.1:${E2E_PORTS.home4}/`);
    await expect(page.getByRole('region', { name: 'Our Courses' }).getByRole('article')).toHaveCount(4);
  });
});

test.describe('common layout', () => {
  test('header shows every link and Login while signed out, also in the mobile menu', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const expected: Array<[string, string]> = [
      ['Home', '/'],
      ['Courses', '/courses'],
      ['Verification', '/verification'],
      ['About Us', '/about'],
      ['Contact Us', '/contact'],
      ['Login', '/login'],
    ];
    for (const [name, href] of expected) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

    await page.setViewportSize({ width: 390, height: 800 });
    await page.locator('summary[aria-label="Open menu"]').click();
    const mobile = page.locator('#mobile-menu');
    await expect(mobile.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(mobile.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await mobile.getByRole('link', { name: 'Courses' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });

  test('footer links to every public entry point', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // The featured-course links appear once the catalogue has loaded.
    await expect(footer.getByRole('link', { name: 'Enroll now' })).toBeVisible();
    const [first] = (await (await page.request.get('/api/allcourse')).json()) as Array<{ cid: string }>;
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of [
      '/',
      '/about',
      '/courses',
      '/contact',
      '/verification',
      '/sign1',
      '/signup',
      '/login',
      '/reset',
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(hrefs).toContain(`/course/${first!.cid}`);
    expect(hrefs).toContain(`/buy/${first!.cid}`);
  });

  test('content width is capped at 2520px', async ({ page }) => {
    await page.setViewportSize({ width: 3000, height: 900 });
    await page.goto('/courses');
    const width = await page
      .getByRole('heading', { name: 'All Courses' })
      .evaluate((h) => h.parentElement!.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(2520);
  });

  test('public pages never download dashboard code', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/');
    await page.goto('/courses');
    await expect(page.getByRole('article').first()).toBeVisible();
    expect(scripts.some((s) => /dashboard|manage-|admin/i.test(s))).toBe(false);
  });
});
