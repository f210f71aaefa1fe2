import { test } from './fixtures/test';

test('shots', async ({ page, login, createCourse }) => {
  test.setTimeout(120_000);
  const course = await createCourse({ price: 12000 });
  await login('owner');
  await page.request.put(`/api/course?cid=${course.cid}&mode=update`, {
    data: { ...course, cid: undefined, price: 13000, instalmentPlan: [{ percent: 50, afterDays: 0 }, { percent: 50, afterDays: 30 }] },
  });
  for (const lang of ['', '/bn'])
    for (const w of [390, 1280]) {
      await page.setViewportSize({ width: w, height: 900 });
      await page.goto(`${lang}/dashboard/activity`);
      await page.getByRole('combobox').first().selectOption({ index: 4 });
      await page.waitForTimeout(800);
      await page.screenshot({ path: `/tmp/shots/activity${lang.replace('/', '-')}-${w}.png` });
    }
});
