import { PDFDocument } from 'pdf-lib';
import { expect, test, uniqueId } from './fixtures/test';
import { actualText } from '#server/test/pdf-text.ts';
import type { AttemptSummary, Question, QuizQuestion } from '#shared/schemas/quiz.ts';

test.use({ viewport: { width: 390, height: 844 } });

test.describe('theory tests', () => {
  test('a mock test in Bengali survives losing the connection halfway: answers kept, sent when back, saved in history', async ({
    page,
    context,
    login,
    owner,
  }) => {
    const student = await login('student');
    await page.goto('/bn/dashboard/theory');
    await page.getByRole('button', { name: 'মডেল টেস্ট শুরু করুন' }).click();
    const test = page.getByRole('region', { name: 'মডেল টেস্ট' });
    const questions = test.getByRole('group');
    await expect(questions).toHaveCount(20);
    await expect(test.getByText('২০টির মধ্যে ০টির উত্তর দেওয়া হয়েছে')).toBeVisible();

    // The first half with the connection…
    for (let i = 0; i < 10; i++)
      await questions
        .nth(i)
        .getByRole('radio')
        .nth(i % 3)
        .check();
    await expect(test.getByText('২০টির মধ্যে ১০টির উত্তর দেওয়া হয়েছে')).toBeVisible();

    // …then the phone goes offline, and the student carries on.
    await context.setOffline(true);
    await expect(page.getByText(/আপনি অফলাইনে আছেন/)).toBeVisible();
    for (let i = 10; i < 20; i++)
      await questions
        .nth(i)
        .getByRole('radio')
        .nth(i % 3)
        .check();
    await expect(test.getByText('২০টির মধ্যে ২০টির উত্তর দেওয়া হয়েছে')).toBeVisible();
    await page.getByRole('button', { name: 'পরীক্ষা জমা দিন' }).click();
    await expect(page.getByText('আপনার উত্তর এই ফোনে সংরক্ষিত আছে। সংযোগ ফিরলেই পাঠানো হবে।')).toBeVisible();
    // Nothing reached the server yet: the attempt is still open.
    const open = (await (await student.api.get('/api/quiz/attempts')).json()) as AttemptSummary[];
    expect(open).toHaveLength(1);
    expect(open[0]!.submittedAt).toBeNull();
    // The answers are on the phone.
    const kept = await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('kds.theory.test.'))
        .map(
          (k) =>
            JSON.parse(localStorage.getItem(k)!) as {
              answers: Record<string, number>;
              attempt: { questions: QuizQuestion[] };
            },
        ),
    );
    expect(kept).toHaveLength(1);
    const answers = kept[0]!.answers;
    const shownQuestions = kept[0]!.attempt.questions;
    expect(Object.keys(answers)).toHaveLength(20);

    // Back online: the answers go in by themselves, and the score shows.
    await context.setOffline(false);
    const score = page.getByTestId('test-score');
    await expect(score).toHaveText(/^২০-এর মধ্যে [০-৯]+$/);
    const shown = (await score.textContent())!;

    const [saved] = (await (await student.api.get('/api/quiz/attempts')).json()) as AttemptSummary[];
    expect(saved!.submittedAt).not.toBeNull();
    expect(saved!.late).toBe(false);
    const digits = (n: number) => String(n).replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
    expect(shown).toBe(`২০-এর মধ্যে ${digits(saved!.score!)}`);
    // The score is that of all 20 answers, the 10 chosen offline among them (the bank's key is the
    // office's). A test names its questions by references of its own and orders their options its
    // own way, so each is found in the bank by its text and picture, and its right option by text.
    const bank = (await (await owner.api.get('/api/questions')).json()) as Question[];
    const rightText = (q: QuizQuestion) => {
      const b = bank.find(
        (x) => x.textBn === q.text && (x.image ?? undefined) === q.image && q.options.includes(x.options[0]!.bn),
      )!;
      return b.options[b.correct]!.bn;
    };
    const expected = shownQuestions.filter((q) => q.options[answers[q.id]!] === rightText(q)).length;
    expect(saved!.score).toBe(expected);

    await page.getByRole('button', { name: 'আমার পরীক্ষাগুলোতে ফিরুন' }).click();
    const history = page.getByRole('region', { name: 'আমার পরীক্ষা' });
    await expect(history.getByRole('listitem')).toHaveCount(1);
    await expect(history.getByRole('listitem').first()).toContainText(shown);
    await expect(page.getByTestId('best-score')).toHaveText(shown);
  });

  test('practice needs no account: an answer shows at once whether it was right, and why', async ({ page }) => {
    await page.goto('/bn/practice');
    await expect(page.getByRole('heading', { level: 1, name: 'লিখিত পরীক্ষার অনুশীলন' })).toBeVisible();
    await page.getByLabel('বিষয়').selectOption({ label: 'গাড়ি ও ইঞ্জিন' });
    // The first question's options (the page's menu is a <details>, a group too, outside main).
    const first = page.getByRole('main').getByRole('group').first();
    await first.getByRole('radio').first().check();
    await expect(page.getByRole('status').filter({ hasText: /^(সঠিক।|হয়নি।)/ })).toBeVisible();
    await expect(page.getByText(/১টির মধ্যে [০১]টি সঠিক/)).toBeVisible();
  });

  test('a teacher adds a question; it is in practice and in the next PDF download', async ({
    page,
    login,
    request,
  }) => {
    await login('teacher');
    await page.goto('/dashboard/questions');
    const id = uniqueId();
    const form = page.getByRole('form', { name: 'Add a question' });
    await form.getByLabel('Topic').selectOption({ label: 'Licence and papers' });
    await form.getByLabel('Question (English)').fill(`Where is the BRTA Khulna circle office ${id}?`);
    await form.getByLabel('Question (Bengali)').fill(`বিআরটিএ খুলনা সার্কেল অফিস কোথায় ${id}?`);
    const options = [
      ['Boyra, Khulna', 'বয়রা, খুলনা'],
      ['Motijheel, Dhaka', 'মতিঝিল, ঢাকা'],
      ['Agrabad, Chattogram', 'আগ্রাবাদ, চট্টগ্রাম'],
    ];
    for (const [i, [en, bn]] of options.entries()) {
      await form.getByLabel(`Option ${i + 1} (English)`).fill(en!);
      await form.getByLabel(`Option ${i + 1} (Bengali)`).fill(bn!);
    }
    await form.getByLabel('Why (English)').fill('The Khulna circle office is at Boyra.');
    await form.getByLabel('Why (Bengali)').fill('খুলনা সার্কেল অফিস বয়রায়।');
    await form.getByRole('button', { name: 'Add the question' }).click();
    await expect(form.getByText('Saved.')).toBeVisible();
    await page.getByLabel('Find a question').fill(id);
    await expect(page.getByRole('region', { name: 'Questions' }).getByRole('listitem')).toHaveCount(1);

    const practice = (await (
      await request.get('/api/quiz/practice?topic=licence&lang=bn&count=50')
    ).json()) as QuizQuestion[];
    expect(practice.map((q) => q.text)).toContain(`বিআরটিএ খুলনা সার্কেল অফিস কোথায় ${id}?`);

    const pdf = await request.get('/downloads/driving-test-questions-bn.pdf');
    expect(pdf.status()).toBe(200);
    const doc = await PDFDocument.load(await pdf.body());
    const text = doc.getPages().map(actualText).join(' ');
    expect(text).toContain(`বিআরটিএ খুলনা সার্কেল অফিস কোথায় ${id}?`);
    expect(text).toContain('বয়রা, খুলনা');
  });
});
