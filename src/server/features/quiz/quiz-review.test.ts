import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import { send } from '#server/test/http.ts';
import { rightAnswerPlaces } from '#server/test/quiz.ts';
import { seedQuestions } from '#server/db/seed.ts';
import type { AttemptStart, SubmittedResult } from '#shared/schemas/quiz.ts';

/**
 * A finished mock test shows, for each wrong answer, the right one and why; nothing of the kind is
 * reachable while the test runs.
 */
const label = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: TestSchool;

beforeAll(async () => {
  t = await createTestSchool();
  await seedQuestions(t.database.db);
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const start = async (lang: 'en' | 'bn') => {
  const res = await send(t.app, t.student, { method: 'POST', url: `/api/quiz/mock?lang=${lang}` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AttemptStart>();
};
const submit = (attemptId: string, answers: { questionId: string; option: number }[]) =>
  send(t.app, t.student, { method: 'POST', url: `/api/quiz/attempts/${attemptId}/answers`, payload: { answers } });

describe(`the mock test's review (${label})`, () => {
  it('names each wrong or unanswered question with the right option as the test showed it, and why', async () => {
    const attempt = await start('en');
    const right = await rightAnswerPlaces(t.database.db, attempt.attemptId);
    const [q1, q2, q3] = attempt.questions;
    // q1 right, q2 wrong, q3 left unanswered; the rest right.
    const wrongPlace = (right.get(q2!.id)! + 1) % q2!.options.length;
    const answers = attempt.questions
      .filter((q) => q.id !== q3!.id)
      .map((q) => ({ questionId: q.id, option: q.id === q2!.id ? wrongPlace : right.get(q.id)! }));
    const res = await submit(attempt.attemptId, answers);
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json<SubmittedResult>();
    expect(result.score).toBe(attempt.questions.length - 2);
    expect(result.review.map((r) => r.questionId)).toEqual(
      [q2!.id, q3!.id].sort(
        (a, b) => attempt.questions.findIndex((q) => q.id === a) - attempt.questions.findIndex((q) => q.id === b),
      ),
    );
    const r2 = result.review.find((r) => r.questionId === q2!.id)!;
    expect(r2).toMatchObject({ text: q2!.text, options: q2!.options, chosen: wrongPlace, correct: right.get(q2!.id) });
    expect(r2.explanation.length).toBeGreaterThan(0);
    expect(result.review.find((r) => r.questionId === q3!.id)).toMatchObject({
      chosen: null,
      correct: right.get(q3!.id),
    });
    expect(result.review.some((r) => r.questionId === q1!.id)).toBe(false);
    // The same answers again (a phone that lost the first answer): the same result and review.
    expect((await submit(attempt.attemptId, answers)).json<SubmittedResult>()).toEqual(result);
  });

  it('is in the language the test was taken in', async () => {
    const attempt = await start('bn');
    const res = await submit(attempt.attemptId, []);
    const result = res.json<SubmittedResult>();
    expect(result.score).toBe(0);
    expect(result.review).toHaveLength(attempt.questions.length);
    expect(result.review[0]!.text).toBe(attempt.questions[0]!.text);
    expect(result.review[0]!.explanation).toMatch(/[\u0980-\u09FF]/);
  });

  it('while the test runs, nothing answers it: starting shows no answers, and the practice check does not know its references', async () => {
    const attempt = await start('en');
    expect(JSON.stringify(attempt)).not.toMatch(/correct|explanation/);
    const q = attempt.questions[0]!;
    const check = await send(t.app, t.student, {
      method: 'POST',
      url: `/api/quiz/questions/${q.id}/check`,
      payload: { option: 0 },
    });
    expect(check.statusCode).toBe(404);
    expect(check.json()).toMatchObject({ code: 'QUESTION_NOT_FOUND' });
  });
});
