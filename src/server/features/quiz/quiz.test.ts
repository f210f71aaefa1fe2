import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { eq } from 'drizzle-orm';
import { createTestApp } from '#server/test/app.ts';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import { newQuestion } from '#server/test/quiz.ts';
import { questions as questionsTable, quizAttempts } from '#server/db/schema/index.ts';
import { seedQuestions } from '#server/db/seed.ts';
import { SEED_QUESTIONS } from '#server/db/seed-questions.ts';
import { QUESTION_BANK_FILE } from '#shared/content/question-bank.ts';
import type {
  AttemptResult,
  AttemptStart,
  AttemptSummary,
  CheckResult,
  Question,
  QuizProgress,
  QuizQuestion,
} from '#shared/schemas/quiz.ts';
import { actualText } from '#server/test/pdf-text.ts';
import { bestMockScore, mockReadiness } from './quiz.service';

const OWNER_EMAIL = 'owner@school.test';
/** The app's clock: tests move it past a test's end. */
let now = Date.parse('2026-03-01T04:00:00Z');
let t: TestSchool;
let admin: TestUser;
let owner: TestUser;
let teacher: TestUser;
let studentA: TestUser;
let studentB: TestUser;
/** Every question as staff see it, with the right answers: what the tests answer from. */
let bank: Map<string, Question>;

beforeAll(async () => {
  t = await createTestSchool({ OWNER_EMAIL }, { clock: () => now });
  expect(await seedQuestions(t.database.db)).toBe(SEED_QUESTIONS.length);
  ({ owner, admin, teacher, student: studentA } = t);
  studentB = await createUser(t, 'student');
  const res = await send(t.app, admin, { method: 'GET', url: '/api/questions' });
  expect(res.statusCode, res.body).toBe(200);
  bank = new Map(res.json<Question[]>().map((q) => [q.id, q]));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const startMock = async (user: TestUser, lang = 'bn') => {
  const res = await send(t.app, user, { method: 'POST', url: `/api/quiz/mock?lang=${lang}` });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AttemptStart>();
};
const submit = (user: TestUser, attemptId: string, answers: { questionId: string; option: number }[]) =>
  send(t.app, user, { method: 'POST', url: `/api/quiz/attempts/${attemptId}/answers`, payload: { answers } });
/**
 * The bank's question a test shows, found as a person with the public bank would find it: by its
 * text, picture and options (a test names its questions by references of its own).
 */
function bankOf(q: QuizQuestion): Question {
  const same = (a: string[], b: string[]) =>
    a.length === b.length && [...a].sort().join('|') === [...b].sort().join('|');
  const found = [...bank.values()].filter(
    (b) =>
      (b.image ?? undefined) === q.image &&
      ((b.textBn === q.text &&
        same(
          b.options.map((o) => o.bn),
          q.options,
        )) ||
        (b.textEn === q.text &&
          same(
            b.options.map((o) => o.en),
            q.options,
          ))),
  );
  expect(found, q.text).toHaveLength(1);
  return found[0]!;
}
/** The place of the right option among the options as the test shows them. */
function rightPlace(q: QuizQuestion): number {
  const b = bankOf(q);
  const right = b.options[b.correct]!;
  const place = q.options.findIndex((o) => o === right.bn || o === right.en);
  expect(place).toBeGreaterThanOrEqual(0);
  return place;
}
const rightAnswers = (qs: QuizQuestion[], howMany = qs.length) =>
  qs.map((q, i) => {
    const correct = rightPlace(q);
    return { questionId: q.id, option: i < howMany ? correct : (correct + 1) % q.options.length };
  });

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)]);
  }
  return [];
}

describe('the question bank', () => {
  it('starts with the sample bank once: a second seeding adds nothing, and a retired question stays retired', async () => {
    expect(bank.size).toBe(SEED_QUESTIONS.length);
    expect(bank.size).toBeGreaterThanOrEqual(100);
    const [first] = bank.values();
    await t.database.db.update(questionsTable).set({ retiredAt: new Date() }).where(eq(questionsTable.id, first!.id));
    expect(await seedQuestions(t.database.db)).toBe(0);
    const res = await send(t.app, admin, { method: 'GET', url: '/api/questions' });
    expect(res.json<Question[]>().map((q) => q.id)).not.toContain(first!.id);
    await t.database.db.update(questionsTable).set({ retiredAt: null }).where(eq(questionsTable.id, first!.id));
  });

  it('has questions in both languages on every topic, with the engine and vehicle well covered', () => {
    const topics = new Map<string, number>();
    for (const q of bank.values()) {
      expect(q.textBn).toMatch(/[\u0980-\u09FF]/);
      expect(q.explanationBn).toMatch(/[\u0980-\u09FF]/);
      expect(q.options.length).toBeGreaterThanOrEqual(3);
      expect(q.correct).toBeLessThan(q.options.length);
      topics.set(q.topic, (topics.get(q.topic) ?? 0) + 1);
    }
    expect([...topics.keys()].sort()).toEqual(['licence', 'rules', 'safety', 'signs', 'vehicle']);
    expect(topics.get('vehicle')).toBeGreaterThanOrEqual(12);
    // The right answer is not always in the same place.
    expect(new Set([...bank.values()].map((q) => q.correct)).size).toBeGreaterThanOrEqual(3);
  });

  it('lets teachers and the office add, change and retire questions; students may not', async () => {
    const body = newQuestion();
    expect((await send(t.app, studentA, { method: 'POST', url: '/api/questions', payload: body })).statusCode).toBe(
      403,
    );
    expect((await send(t.app, null, { method: 'POST', url: '/api/questions', payload: body })).statusCode).toBe(401);
    const res = await send(t.app, teacher, { method: 'POST', url: '/api/questions', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json<Question>();
    expect(created).toMatchObject({ textBn: body.textBn, correct: 0, image: null });

    const changed = await send(t.app, admin, {
      method: 'PUT',
      url: `/api/questions/${created.id}`,
      payload: newQuestion({ textEn: 'Changed', correct: 2 }),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Question>()).toMatchObject({ textEn: 'Changed', correct: 2 });

    const retired = await send(t.app, admin, { method: 'DELETE', url: `/api/questions/${created.id}` });
    expect(retired.statusCode).toBe(200);
    const again = await send(t.app, admin, { method: 'DELETE', url: `/api/questions/${created.id}` });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'QUESTION_NOT_FOUND' });

    // Each change is in the audit log, with who made it and the answer key before and after.
    const log = await send(t.app, owner, { method: 'GET', url: `/api/audit?entity=question&entityId=${created.id}` });
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json<{ action: string; actorEmail: string; before: unknown; after: unknown }[]>()).toMatchObject([
      { action: 'question.retired', actorEmail: admin.email, before: { title: 'Changed', correct: 2 } },
      {
        action: 'question.updated',
        actorEmail: admin.email,
        before: { correct: 0 },
        after: { title: 'Changed', correct: 2 },
      },
      { action: 'question.created', actorEmail: teacher.email, after: { correct: 0 } },
    ]);
  });

  it('refuses a question whose right answer is not one of its options, or with too few options', async () => {
    const wrong = await send(t.app, admin, {
      method: 'POST',
      url: '/api/questions',
      payload: newQuestion({ correct: 3 }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { correct: expect.any(String) } });
    const few = await send(t.app, admin, {
      method: 'POST',
      url: '/api/questions',
      payload: newQuestion({ options: [{ en: 'a', bn: 'ক' }] }),
    });
    expect(few.statusCode).toBe(400);
    const blankBengali = await send(t.app, admin, {
      method: 'POST',
      url: '/api/questions',
      payload: newQuestion({ textBn: '  ' }),
    });
    expect(blankBengali.statusCode).toBe(400);
  });

  it('prints a question staff add in the next PDF download, and drops one they retire', async () => {
    const before = await t.app.inject({ method: 'GET', url: QUESTION_BANK_FILE });
    expect(before.statusCode).toBe(200);
    const body = newQuestion();
    const res = await send(t.app, admin, { method: 'POST', url: '/api/questions', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<Question>().id;

    const after = await t.app.inject({
      method: 'GET',
      url: QUESTION_BANK_FILE,
      headers: { 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const text = async (bytes: Buffer) => (await PDFDocument.load(bytes)).getPages().map(actualText).join(' ');
    const printed = await text(after.rawPayload);
    expect(printed).toContain(body.textBn);
    expect(printed).toContain(body.options[0]!.bn);
    expect(await text(before.rawPayload)).not.toContain(body.textBn);

    await send(t.app, admin, { method: 'DELETE', url: `/api/questions/${id}` });
    const retired = await t.app.inject({ method: 'GET', url: QUESTION_BANK_FILE });
    expect(await text(retired.rawPayload)).not.toContain(body.textBn);
  }, 60_000);
});

describe('practice', () => {
  it('works without an account: questions of one topic in the language asked, never with their answers', async () => {
    const res = await send(t.app, null, { method: 'GET', url: '/api/quiz/practice?topic=vehicle&lang=bn&count=8' });
    expect(res.statusCode, res.body).toBe(200);
    const qs = res.json<QuizQuestion[]>();
    expect(qs).toHaveLength(8);
    for (const q of qs) {
      expect(q.topic).toBe('vehicle');
      expect(q.text).toBe(bank.get(q.id)!.textBn);
      expect(q.options).toEqual(bank.get(q.id)!.options.map((o) => o.bn));
    }
    expect(keysOf(res.json())).not.toEqual(expect.arrayContaining(['correct']));
    for (const forbidden of ['correct', 'correctOption', 'explanation', 'explanationEn', 'explanationBn', 'answer']) {
      expect(keysOf(res.json())).not.toContain(forbidden);
    }
  });

  it('tells right from wrong at once, with the right option and the explanation', async () => {
    const [q] = (await send(t.app, null, { method: 'GET', url: '/api/quiz/practice?lang=en&count=1' })).json<
      QuizQuestion[]
    >();
    const full = bank.get(q!.id)!;
    const right = await send(t.app, null, {
      method: 'POST',
      url: `/api/quiz/questions/${q!.id}/check?lang=bn`,
      payload: { option: full.correct },
    });
    expect(right.json<CheckResult>()).toEqual({
      correct: true,
      correctOption: full.correct,
      explanation: full.explanationBn,
    });
    const wrongOption = (full.correct + 1) % full.options.length;
    const wrong = await send(t.app, null, {
      method: 'POST',
      url: `/api/quiz/questions/${q!.id}/check`,
      payload: { option: wrongOption },
    });
    expect(wrong.json<CheckResult>()).toMatchObject({ correct: false, correctOption: full.correct });
    const missing = await send(t.app, null, {
      method: 'POST',
      url: `/api/quiz/questions/00000000-0000-4000-8000-000000000000/check`,
      payload: { option: 0 },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('mock tests', () => {
  it('need an account', async () => {
    const res = await send(t.app, null, { method: 'POST', url: '/api/quiz/mock?lang=bn' });
    expect(res.statusCode).toBe(401);
  });

  it('ask 20 questions, 6 on the engine and vehicle, for 20 minutes, in Bengali, without any answer', async () => {
    const res = await send(t.app, studentA, { method: 'POST', url: '/api/quiz/mock?lang=bn' });
    expect(res.statusCode, res.body).toBe(201);
    const mock = res.json<AttemptStart>();
    expect(mock.questions).toHaveLength(20);
    expect(new Set(mock.questions.map((q) => q.id)).size).toBe(20);
    expect(mock.questions.filter((q) => q.topic === 'vehicle')).toHaveLength(6);
    expect(mock.passMark).toBe(12);
    expect(Date.parse(mock.endsAt) - now).toBe(20 * 60_000);
    for (const q of mock.questions) expect(q.text).toBe(bankOf(q).textBn);
    for (const forbidden of ['correct', 'correctOption', 'explanation', 'explanationEn', 'explanationBn', 'answer']) {
      expect(keysOf(res.json())).not.toContain(forbidden);
    }
    // What the student's phone received names no right answer anywhere.
    const raw = res.body;
    for (const q of mock.questions) expect(raw).not.toContain(bankOf(q).explanationBn);
  });

  it('score on the server: 12 right passes, 11 fails, unanswered questions count as wrong', async () => {
    const pass = await startMock(studentA);
    const passed = await submit(studentA, pass.attemptId, rightAnswers(pass.questions, 12));
    expect(passed.statusCode, passed.body).toBe(200);
    expect(passed.json<AttemptResult>()).toEqual({
      score: 12,
      total: 20,
      passed: true,
      late: false,
      review: expect.any(Array),
    });

    const fail = await startMock(studentA);
    const failed = await submit(studentA, fail.attemptId, rightAnswers(fail.questions, 11));
    expect(failed.json<AttemptResult>()).toEqual({
      score: 11,
      total: 20,
      passed: false,
      late: false,
      review: expect.any(Array),
    });

    const blank = await startMock(studentA);
    const half = rightAnswers(blank.questions).slice(0, 10);
    expect((await submit(studentA, blank.attemptId, half)).json<AttemptResult>()).toMatchObject({
      score: 10,
      passed: false,
    });
  });

  it('refuse answers to questions the test did not ask, and keep nothing of them', async () => {
    const mock = await startMock(studentA);
    const asked = new Set(mock.questions.map((q) => bankOf(q).id));
    const other = [...bank.keys()].find((id) => !asked.has(id))!;
    const res = await submit(studentA, mock.attemptId, [
      ...rightAnswers(mock.questions).slice(1),
      { questionId: other, option: bank.get(other)!.correct },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ code: 'QUIZ_NOT_ASKED', message: expect.any(String) });
    const made = await send(t.app, studentA, { method: 'POST', url: '/api/quiz/attempts/x/answers', payload: {} });
    expect(made.statusCode).toBe(400);
    const [row] = await t.database.db.select().from(quizAttempts).where(eq(quizAttempts.id, mock.attemptId));
    expect(row!.submittedAt).toBeNull();
    // A made-up id is refused the same way.
    const madeUp = await submit(studentA, mock.attemptId, [{ questionId: 'not-a-question', option: 0 }]);
    expect(madeUp.statusCode).toBe(422);
    // The same question twice is a bad request.
    const twice = await submit(studentA, mock.attemptId, [
      { questionId: mock.questions[0]!.id, option: 0 },
      { questionId: mock.questions[0]!.id, option: 1 },
    ]);
    expect(twice.statusCode).toBe(400);
  });

  it('mark a test sent after its end and the grace as late, and a late test does not pass', async () => {
    const onTime = await startMock(studentB);
    now += 20 * 60_000 + 30_000; // within the minute's grace
    const inGrace = await submit(studentB, onTime.attemptId, rightAnswers(onTime.questions));
    expect(inGrace.json<AttemptResult>()).toEqual({
      score: 20,
      total: 20,
      passed: true,
      late: false,
      review: expect.any(Array),
    });

    const slow = await startMock(studentB);
    now += 20 * 60_000 + 61_000;
    const late = await submit(studentB, slow.attemptId, rightAnswers(slow.questions));
    expect(late.statusCode).toBe(200);
    expect(late.json<AttemptResult>()).toEqual({
      score: 20,
      total: 20,
      passed: false,
      late: true,
      review: expect.any(Array),
    });
  });

  it('count the first submission: sending again (a retry after a lost answer) returns the same result', async () => {
    const mock = await startMock(studentA);
    const first = await submit(studentA, mock.attemptId, rightAnswers(mock.questions, 15));
    const again = await submit(studentA, mock.attemptId, rightAnswers(mock.questions, 20));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    // Two at once: one is scored, both answer its result.
    const race = await startMock(studentA);
    const [x, y] = await Promise.all([
      submit(studentA, race.attemptId, rightAnswers(race.questions, 13)),
      submit(studentA, race.attemptId, rightAnswers(race.questions, 14)),
    ]);
    expect(x.statusCode).toBe(200);
    expect(y.json()).toEqual(x.json());
  });

  it('cannot be answered by the public practice check: its questions go by references of this test, options in a fresh order', async () => {
    const mock = await startMock(studentA, 'en');
    const cheat = [];
    for (const q of mock.questions) {
      // Asked without an account, as the cheat was: the check knows no question by the test's reference.
      const res = await send(t.app, null, {
        method: 'POST',
        url: `/api/quiz/questions/${q.id}/check`,
        payload: { option: 0 },
      });
      expect(res.statusCode, res.body).toBe(404);
      expect(bank.has(q.id)).toBe(false);
      cheat.push({ questionId: q.id, option: 0 });
    }
    // The bank's own ids are not this test's questions either.
    const byBankId = mock.questions.map((q) => ({ questionId: bankOf(q).id, option: bankOf(q).correct }));
    expect((await submit(studentA, mock.attemptId, byBankId)).statusCode).toBe(422);

    // The options come in an order of this attempt's own, and the server scores in that order.
    const again = await startMock(studentA, 'en');
    const shuffled = [...mock.questions, ...again.questions].filter(
      (q) =>
        q.options.join('|') !==
        bankOf(q)
          .options.map((o) => o.en)
          .join('|'),
    );
    expect(shuffled.length).toBeGreaterThan(0);
    const refsAgain = new Set(again.questions.map((q) => q.id));
    expect(mock.questions.some((q) => refsAgain.has(q.id))).toBe(false);
    const result = await submit(studentA, again.attemptId, rightAnswers(again.questions));
    expect(result.json<AttemptResult>()).toEqual({
      score: 20,
      total: 20,
      passed: true,
      late: false,
      review: expect.any(Array),
    });
  });

  it("are the student's own: another student can neither submit to nor see them", async () => {
    const mine = await startMock(studentA);
    const theirs = await submit(studentB, mine.attemptId, rightAnswers(mine.questions));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'QUIZ_ATTEMPT_NOT_FOUND' });
    const listB = await send(t.app, studentB, { method: 'GET', url: '/api/quiz/attempts' });
    expect(listB.json<AttemptSummary[]>().map((a) => a.id)).not.toContain(mine.attemptId);
    const listA = await send(t.app, studentA, { method: 'GET', url: '/api/quiz/attempts' });
    expect(listA.json<AttemptSummary[]>().map((a) => a.id)).toContain(mine.attemptId);
  });
});

describe("a student's history", () => {
  it('lists their attempts newest first, with the best mock score and their weak topics', async () => {
    const student = await createUser(t, 'student');
    expect(await bestMockScore(t.database.db, student.id)).toBeNull();
    // Everything right except the engine and vehicle questions, twice.
    const allButVehicle = (qs: QuizQuestion[]) =>
      qs.map((q) => {
        const c = rightPlace(q);
        return { questionId: q.id, option: q.topic === 'vehicle' ? (c + 1) % q.options.length : c };
      });
    const first = await startMock(student);
    now += 1000;
    await submit(student, first.attemptId, allButVehicle(first.questions));
    const second = await startMock(student);
    now += 1000;
    await submit(student, second.attemptId, allButVehicle(second.questions));
    const open = await startMock(student);
    now += 1000;

    const list = (await send(t.app, student, { method: 'GET', url: '/api/quiz/attempts' })).json<AttemptSummary[]>();
    expect(list.map((a) => a.id)).toEqual([open.attemptId, second.attemptId, first.attemptId]);
    expect(list[0]).toMatchObject({ submittedAt: null, score: null, total: 20 });
    expect(list[2]).toMatchObject({ score: 14, total: 20, passed: true, late: false });

    const progress = (await send(t.app, student, { method: 'GET', url: '/api/quiz/progress' })).json<QuizProgress>();
    expect(progress.best).toEqual({ score: 14, total: 20, passed: true });
    expect(progress.weakTopics).toEqual([{ topic: 'vehicle', asked: 12, wrong: 12 }]);
    expect(await bestMockScore(t.database.db, student.id)).toEqual({ score: 14, total: 20, passed: true });
    expect(await mockReadiness(t.database.db, student.id, { readinessRequiresMock: true })).toMatchObject({
      ready: true,
    });
    const fresh = await createUser(t, 'student');
    expect(await mockReadiness(t.database.db, fresh.id, { readinessRequiresMock: true })).toMatchObject({
      required: true,
      ready: false,
      best: null,
    });
    expect(await mockReadiness(t.database.db, fresh.id, { readinessRequiresMock: false })).toMatchObject({
      ready: true,
    });
  });
});

describe('the viva drill', () => {
  it('asks 5 questions, and 3 right pass', async () => {
    const res = await send(t.app, studentA, { method: 'POST', url: '/api/quiz/viva?lang=en' });
    expect(res.statusCode, res.body).toBe(201);
    const viva = res.json<AttemptStart>();
    expect(viva).toMatchObject({ kind: 'viva', passMark: 3 });
    expect(viva.questions).toHaveLength(5);
    expect(viva.questions[0]!.text).toBe(bankOf(viva.questions[0]!).textEn);
    const result = await submit(studentA, viva.attemptId, rightAnswers(viva.questions, 3));
    expect(result.json<AttemptResult>()).toEqual({
      score: 3,
      total: 5,
      passed: true,
      late: false,
      review: expect.any(Array),
    });
  });
});

describe('a bank too small for the test', () => {
  it('answers 409, not a short test', async () => {
    const small = await createTestApp({ OWNER_EMAIL, QUIZ_MOCK_QUESTIONS: '30', QUIZ_MOCK_PASS: '20' });
    try {
      const student = await createUser(small, 'student');
      const res = await send(small.app, student, { method: 'POST', url: '/api/quiz/mock' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'QUIZ_BANK_TOO_SMALL' });
      // The test page states the school's own numbers, not the defaults.
      const progress = await send(small.app, student, { method: 'GET', url: '/api/quiz/progress' });
      expect(progress.json<QuizProgress>().rules).toEqual({
        mock: { questions: 30, minutes: 20, passMark: 20, vehicle: 6 },
        viva: { questions: 5, minutes: 10, passMark: 3 },
      });
    } finally {
      await small.close();
    }
  });
});
