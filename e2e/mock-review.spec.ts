import { expect, test } from './fixtures/test';
import type { Question } from '#shared/schemas/quiz.ts';

test.describe('a mock test’s result', () => {
  for (const width of [390, 1280]) {
    test(`shows each wrong answer with the right one and why, only once the test is handed in (${width} px)`, async ({
      page,
      login,
      owner,
    }) => {
      test.slow();
      await page.setViewportSize({ width, height: 900 });
      await login('student');
      await page.goto('/dashboard/theory');
      await page.getByRole('button', { name: 'Start a mock test' }).click();
      const running = page.getByRole('region', { name: 'Mock test' });
      const questions = running.getByRole('group');
      await expect(questions).toHaveCount(20);
      // Every question answered with its first option shown: some right, most likely some wrong.
      for (let i = 0; i < 20; i++) await questions.nth(i).getByRole('radio').first().check();
      // While the test runs, no right answer and no explanation is on the page.
      await expect(page.getByText(/^Right answer:/)).toHaveCount(0);
      const shown = await questions.evaluateAll((groups) =>
        groups.map((g) => ({
          text: (g.querySelector('p')?.textContent ?? '').replace(/^\d+\. /, ''),
          image: g.querySelector('img')?.getAttribute('src') ?? null,
          options: [...g.querySelectorAll('label')].map((l) => l.textContent?.trim() ?? ''),
        })),
      );
      await page.getByRole('button', { name: 'Submit the test' }).click();

      const score = page.getByTestId('test-score');
      await expect(score).toHaveText(/^\d+ \/ 20$/);
      const right = Number((await score.textContent())!.split(' ')[0]);
      const bank = (await (await owner.api.get('/api/questions')).json()) as Question[];
      // Each question shown, found in the bank by its text, picture and options; the wrong ones in order.
      const wrong = shown
        .map((q) => {
          const b = bank.find(
            (x) =>
              x.textEn === q.text && (x.image ?? null) === q.image && x.options.every((o) => q.options.includes(o.en)),
          )!;
          expect(b, q.text).toBeTruthy();
          return { given: q.options[0]!, right: b.options[b.correct]!.en, text: q.text, explanation: b.explanationEn };
        })
        .filter((q) => q.given !== q.right);
      expect(wrong).toHaveLength(20 - right);
      const review = page.getByTestId('test-review');
      if (right === 20) {
        await expect(page.getByText('Every answer was right.')).toBeVisible();
        return;
      }
      await expect(page.getByRole('heading', { name: 'The answers to learn from' })).toBeVisible();
      const items = review.getByRole('listitem');
      await expect(items).toHaveCount(wrong.length);
      for (const [i, w] of wrong.entries()) {
        const item = items.nth(i);
        await expect(item.locator('p').first()).toHaveText(w.text);
        await expect(item).toContainText(`Your answer: ${w.given}`);
        await expect(item).toContainText(`Right answer: ${w.right}`);
        await expect(item).toContainText(w.explanation);
      }
      await page.screenshot({ path: `/tmp/shots-office-b/mock-review-en-${width}.png`, fullPage: true });
    });
  }
});
