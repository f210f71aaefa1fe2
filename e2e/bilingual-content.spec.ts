import { E2E_PORTS } from '../playwright.config';
import { expect, test, uniqueId } from './fixtures/test';
import { expectNoHorizontalOverflow, expectNoSeriousA11yViolations } from './fixtures/public-pages';

/**
 * Content in both languages: the owner writes a course's Bengali text beside its English one and the
 * Bengali page shows it; a course nobody has translated yet shows its English text on the Bengali
 * page rather than an empty box; and the school's facts, edited on the owner's settings page, are
 * what the footer shows in both languages.
 */

test.describe('courses in Bengali and English', () => {
  test('the owner writes a Bengali title; /bn/course shows it, /course keeps the English one', async ({
    page,
    login,
    createCourse,
  }) => {
    const course = await createCourse({ title: `Evening Practice ${uniqueId()}` });
    const bengaliTitle = `সন্ধ্যার অনুশীলন ${uniqueId()}`;
    await login('owner');

    await page.goto(`/dashboard/manage-course/edit-course/${course.cid}`);
    await expect(page.getByLabel('Title (English)')).toHaveValue(course.title);
    // Nothing in Bengali yet: the Bengali boxes are empty, side by side with the English ones.
    await expect(page.getByLabel('Title (বাংলা)')).toHaveValue('');
    await expect(page.getByLabel('Title (বাংলা)')).toHaveAttribute('lang', 'bn');
    await page.getByLabel('Title (বাংলা)').fill(bengaliTitle);
    await page.getByLabel('Practical (বাংলা)').fill('১২ দিন');
    await page.getByRole('button', { name: 'Save & Continue' }).click();
    await expect(page.getByText('Course Updated!')).toBeVisible();
    await expect(page).toHaveURL('/dashboard/manage-course');

    await page.goto(`/bn/course/${course.cid}`);
    const bengali = page.getByRole('heading', { level: 1 });
    await expect(bengali).toHaveText(bengaliTitle);
    await expect(bengali).toHaveAttribute('lang', 'bn');
    await expect(page).toHaveTitle(new RegExp(`^${bengaliTitle} \\| খুলনা ড্রাইভিং স্কুল$`));
    await expect(page.getByRole('definition').filter({ hasText: '১২ দিন' })).toBeVisible();

    await page.goto(`/course/${course.cid}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.title);
    await expect(page.getByText(bengaliTitle)).toHaveCount(0);
  });

  test('a course with no Bengali text shows its English text on the Bengali pages, never an empty box', async ({
    page,
    createCourse,
  }) => {
    const course = await createCourse({
      title: `Highway Basics ${uniqueId()}`,
      details: 'Lane discipline, overtaking and safe following distances on the Khulna–Jessore highway.',
      practical: '9 Days',
    });

    await page.goto(`/bn/course/${course.cid}`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    // The page itself is Bengali…
    await expect(page.getByRole('heading', { name: 'বিস্তারিত তথ্য' })).toBeVisible();
    // …and the course's own texts fall back to English, marked as English for screen readers.
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(course.title);
    await expect(title).toHaveAttribute('lang', 'en');
    await expect(page.getByText(course.details)).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: '9 Days' })).toBeVisible();

    // The catalogue card too (its cards are the page’s sections, h2 under the h1).
    await page.goto('/bn/courses');
    await expect(page.getByRole('heading', { level: 2, name: course.title })).toBeVisible();
  });
});

test.describe("the school's facts, on a server of their own", () => {
  test.use({ baseURL: `http://127.0.0.1:${E2E_PORTS.schoolSettings}` });

  test('the owner changes a phone and the address on School Settings; the footer shows them on / and /bn', async ({
    page,
    login,
  }) => {
    await login('owner');
    await page.goto('/dashboard');
    await page
      .getByRole('navigation', { name: 'Dashboard menu' })
      .getByRole('link', { name: 'School Settings' })
      .first()
      .click();
    await expect(page).toHaveURL('/dashboard/school-settings');
    await expect(page.getByRole('heading', { name: 'School Settings' })).toBeVisible();
    await expect(page.getByLabel('Phone 1')).toHaveValue('01700-000000');

    // A number that is not a Bangladeshi mobile number is refused under its own box, nothing saved.
    await page.getByLabel('Phone 2').fill('12345');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('Enter a Bangladeshi mobile number, e.g. 01712-345678.')).toBeVisible();
    await expect(page.getByLabel('Phone 2')).toHaveAttribute('aria-invalid', 'true');

    // Typed the way a Bengali keyboard types it.
    await page.getByLabel('Phone 1').fill('০১৭১১-২২৩৩৪৪');
    await page.getByLabel('Phone 2').fill('');
    await page.getByLabel('Address (English)').fill('12 Khan Jahan Ali Road, Khulna 9100');
    await page.getByLabel('Address (বাংলা)').fill('১২ খান জাহান আলী রোড, খুলনা ৯১০০');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('The school settings are saved.')).toBeVisible();
    await expect(page.getByLabel('Phone 1')).toHaveValue('01711-223344');

    for (const [address, text] of [
      ['/', '12 Khan Jahan Ali Road, Khulna 9100'],
      ['/bn', '১২ খান জাহান আলী রোড, খুলনা ৯১০০'],
    ] as const) {
      await page.goto(address);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: '01711-223344' })).toHaveAttribute('href', 'tel:+8801711223344');
      await expect(footer.getByRole('link', { name: '01800-000000' })).toHaveCount(0);
      await expect(footer.getByText(text)).toBeVisible();
      // The hero's call button dials the new first number too.
      await expect(page.getByRole('main').getByRole('link', { name: /01711-223344/ })).toHaveAttribute(
        'href',
        'tel:+8801711223344',
      );
    }
  });

  test('the settings page works on a phone: every fact in both languages, no sideways scrolling', async ({
    page,
    login,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await login('owner');
    await page.goto('/bn/dashboard/school-settings');
    await expect(page.getByRole('heading', { name: 'স্কুলের তথ্য' })).toBeVisible();
    await expect(page.getByLabel('পূর্ণ নাম (English)')).toHaveValue('Khulna Driving & Mechanical Training School');
    await expect(page.getByLabel('পূর্ণ নাম (বাংলা)')).toHaveValue('খুলনা ড্রাইভিং অ্যান্ড মেকানিক্যাল ট্রেনিং স্কুল');
    await expectNoHorizontalOverflow(page);
    await expectNoSeriousA11yViolations(page);
  });
});
