import { expect, test } from './fixtures/test';

/** What a Bengali reader meets where nothing was written for them: an address that is not there. */
test.describe('a Bengali page is Bengali throughout', () => {
  test('an unknown Bengali address answers 404 with the Bengali error page, drawn by the server', async ({
    request,
    page,
  }) => {
    const res = await request.get('/bn/nothing-here');
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toMatch(/<html lang="bn"/);
    // Readable before (and without) the app's script.
    expect(html).toMatch(/<h1[^>]*>পাতাটি পাওয়া যায়নি<\/h1>/);
    expect(html).not.toContain('this is error page');

    await page.goto('/bn/nothing-here');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1, name: 'পাতাটি পাওয়া যায়নি' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'হোমে ফিরে যান' })).toHaveAttribute('href', '/bn');
  });

  test('an unknown English address keeps the school’s own words, with 404', async ({ request }) => {
    const res = await request.get('/nothing-here');
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toMatch(/<html lang="en"/);
    expect(html).toMatch(/<h1[^>]*>this is error page<\/h1>/);
  });
});
