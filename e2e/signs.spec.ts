import { expect, test, type Page } from '@playwright/test';
import { ROAD_SIGNS, signImage, type RoadSignDrawing as Sign } from '#shared/content/road-signs.ts';

const SIGNS = ROAD_SIGNS;

async function expectSigns(page: Page, section: string, signs: Sign[]) {
  const region = page.getByRole('region', { name: section });
  const cards = region.getByRole('article');
  await expect(cards).toHaveCount(signs.length);
  for (const sign of signs) {
    const card = region.getByRole('article', { name: sign.en, exact: true });
    await expect(card.getByText(sign.enMeaning)).toBeVisible();
    const bn = card.getByText(sign.bn, { exact: true });
    await expect(bn).toBeVisible();
    await expect(card.locator('[lang="bn"]')).toContainText(sign.bnMeaning);
    const loaded = await card
      .locator('img')
      .evaluate(
        (img: HTMLImageElement, file) => img.complete && img.naturalWidth > 0 && img.src.endsWith(file),
        signImage(sign.id),
      );
    expect(loaded, `${sign.id} shows`).toBe(true);
  }
}

test.describe('traffic-sign learning pages', () => {
  test('Learning Form One teaches every mandatory and prohibitory sign in English and Bengali', async ({ page }) => {
    await page.goto('/sign1');
    await expect(page).toHaveTitle('Learning Form One | Khulna Driving School');
    await expect(page.getByRole('heading', { level: 1, name: 'Learning Form One' })).toBeVisible();
    const mandatory = SIGNS.filter((s) => s.category === 'mandatory');
    expect(mandatory.length).toBeGreaterThan(5);
    await page.getByRole('article').first().waitFor();
    for (const img of await page.locator('main img').all()) await img.scrollIntoViewIfNeeded();
    await expectSigns(page, 'Mandatory and prohibitory signs বাধ্যতামূলক ও নিষেধমূলক সংকেত', mandatory);
    await expect(page.getByRole('heading', { name: /Warning signs/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Download the question & answer PDF' })).toHaveAttribute(
      'href',
      '/downloads/driving-test-questions-bn.pdf',
    );

    await page.getByRole('link', { name: 'Next: Learning Form Two' }).click();
    await expect(page).toHaveURL(/\/sign2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Learning Form Two' })).toBeVisible();
  });

  test('Learning Form Two teaches the warning and informative signs, and links back', async ({ page }) => {
    await page.goto('/sign2');
    await expect(page).toHaveTitle('Learning Form Two | Khulna Driving School');
    await page.getByRole('article').first().waitFor();
    for (const img of await page.locator('main img').all()) await img.scrollIntoViewIfNeeded();
    await expectSigns(
      page,
      'Warning signs সতর্কতামূলক সংকেত',
      SIGNS.filter((s) => s.category === 'warning'),
    );
    await expectSigns(
      page,
      'Informative signs তথ্যমূলক সংকেত',
      SIGNS.filter((s) => s.category === 'informative'),
    );
    await expect(page.getByRole('heading', { name: /Mandatory/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Learning Form One' }).click();
    await expect(page).toHaveURL(/\/sign1$/);
  });

  test('finds signs by words in Bengali, and the server draws the signs found', async ({ page }) => {
    await page.goto('/bn/sign2');
    const search = page.getByRole('searchbox', { name: 'সংকেত খুঁজুন (বাংলা বা ইংরেজিতে)' });
    await search.fill('ফেরিঘাট');
    await page.getByRole('button', { name: 'খুঁজুন' }).click();
    await expect(page).toHaveURL(/\/bn\/sign2\?q=/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'সামনে ফেরিঘাট' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('“ফেরিঘাট” লিখে ১টি সংকেত পাওয়া গেছে');
    // The page the server draws for the address already holds the answer.
    const html = await (await page.request.get('/sign1?q=speed%20limit')).text();
    for (const id of ['speed-limit-20', 'speed-limit-40', 'speed-limit-80']) expect(html).toContain(signImage(id));
    expect(html).not.toContain(signImage('no-entry'));
  });

  test('the Bengali names and meanings are marked lang="bn" and use the Bengali web font', async ({ page }) => {
    await page.goto('/sign1');
    const stop = page.getByRole('article', { name: 'Stop', exact: true });
    const bengali = stop.locator('[lang="bn"]');
    await expect(bengali).toContainText('থামুন');
    expect(await bengali.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Noto Sans Bengali/);
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Bengali"', 'থামুন'))).toBe(true);
  });

  test('a Bengali sign page names each sign in Bengali first and larger, the English one tap away', async ({
    page,
  }) => {
    await page.goto('/bn/sign1');
    const stop = page.getByRole('article', { name: 'থামুন', exact: true });
    const name = stop.getByRole('heading', { name: 'থামুন' });
    await expect(name).toBeVisible();
    const size = (el: HTMLElement) => parseFloat(getComputedStyle(el).fontSize);
    const meaning = stop.getByText(SIGNS.find((s) => s.bn === 'থামুন')!.bnMeaning);
    expect(await name.evaluate(size)).toBeGreaterThan(await meaning.evaluate(size));
    await expect(stop.getByText('Stop', { exact: true })).toBeHidden();
    await stop.getByText('ইংরেজিতে নাম ও অর্থ').click();
    await expect(stop.getByText('Stop', { exact: true })).toBeVisible();
  });
});
