import { expect, test } from '@playwright/test';
import { SEED_COURSES } from '#server/db/seed.ts';
import {
  expectNoHorizontalOverflow,
  expectRoomForBengali,
  expectTapTargets,
  scrollThrough,
  wakeApp,
} from './fixtures/public-pages';

const PAGES = [
  '/',
  '/courses',
  `/course/${SEED_COURSES[0]!.cid}`,
  '/about',
  '/contact',
  '/blogs',
  '/sign1',
  '/sign2',
  '/verification',
  '/login',
  '/signup',
];

test.describe('every public page on a 390 px phone, in both languages', () => {
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });

  for (const language of ['en', 'bn'] as const) {
    test(`${language}: nothing wider than the screen, every tap target 44 px, room for Bengali letters`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      for (const path of PAGES) {
        const address = language === 'en' ? path : path === '/' ? '/bn' : `/bn${path}`;
        await page.goto(address);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await wakeApp(page);
        await scrollThrough(page);
        await test.step(address, async () => {
          await expectNoHorizontalOverflow(page);
          await expectTapTargets(page);
          await expectRoomForBengali(page);
        });
      }
    });
  }
});
