import { dayAfter, expect, test, uniqueId } from './fixtures/test';
import { expectNoHorizontalOverflow } from './fixtures/public-pages';

const TEXTS = {
  en: {
    path: '/dashboard/batches',
    show: 'Show batches that ended over a month ago',
    hide: 'Hide batches that ended earlier',
    earlier: 'Batches that ended over a month ago',
  },
  bn: {
    path: '/bn/dashboard/batches',
    show: 'এক মাসের বেশি আগে শেষ হওয়া ব্যাচগুলো দেখুন',
    hide: 'আগে শেষ হওয়া ব্যাচগুলো লুকান',
    earlier: 'এক মাসের বেশি আগে শেষ হওয়া ব্যাচ',
  },
} as const;

test.describe('the office’s batches: the current ones, and those that ended earlier on request', () => {
  for (const width of [390, 1280])
    for (const language of ['en', 'bn'] as const) {
      test(`a batch over a month past is one tap away, not in the way (${width} px, ${language})`, async ({
        page,
        login,
        newAccount,
        createCourse,
        createBatch,
      }) => {
        const texts = TEXTS[language];
        await page.setViewportSize({ width, height: 900 });
        const course = await createCourse({ title: `Views Car ${uniqueId()}`, lesson: 2 });
        const teacher = await newAccount({ role: 'teacher', name: `Rafiq ${uniqueId()}` });
        const old = await createBatch({ cid: course.cid, teacherEmail: teacher.email, startDate: dayAfter(-200) });
        const now = await createBatch({ cid: course.cid, teacherEmail: teacher.email, startDate: dayAfter(1) });
        const opens = (id: string) => `a[href$="/dashboard/batches/${id}"]`;

        await login('admin');
        await page.goto(texts.path);
        const current = page.locator('[data-testid="batch-seats"]').first();
        await expect(current).toBeVisible();
        await expect(page.locator(opens(now.id))).toBeVisible();
        await expect(page.locator(opens(old.id))).toHaveCount(0);

        await page.getByRole('button', { name: texts.show }).click();
        const earlier = page.getByRole('table', { name: texts.earlier });
        await expect(earlier.locator(opens(old.id))).toBeVisible();
        await expect(earlier.locator(opens(now.id))).toHaveCount(0);
        await expectNoHorizontalOverflow(page);
        if (process.env.E2E_SCREENSHOT_DIR)
          await page.screenshot({
            path: `${process.env.E2E_SCREENSHOT_DIR}/batch-views-${language}-${width}.png`,
            fullPage: true,
          });

        await page.getByRole('button', { name: texts.hide }).click();
        await expect(earlier).toHaveCount(0);
      });
    }
});
