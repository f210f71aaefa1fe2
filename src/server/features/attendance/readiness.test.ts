import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_EMAIL, DB_LABEL, createTestSchool, type TestSchool } from '#server/test/school.ts';
import type { TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import { seedQuestions } from '#server/db/seed.ts';
import type { Batch, Progress } from '#shared/schemas/batch.ts';
import type { Order } from '#shared/schemas/order.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { addCourse } from '#server/test/orders.ts';
import { seatedStudent } from '#server/test/batches.ts';
import { rightAnswerPlaces } from '#server/test/quiz.ts';

/**
 * A school that requires a passed mock test: attending every lesson is not enough until the
 * student passes one; then the student is ready and the certificate is issued without a reason.
 */
let t: TestSchool;
let order: Order;
let batch: Batch;
const today = todayInDhaka();

const call = (who: TestUser, method: 'GET' | 'POST', url: string, payload?: unknown) =>
  send(t.app, who, { method, url, payload: payload as Record<string, unknown> | undefined });
const progress = async () => (await call(t.student, 'GET', `/api/orders/${order.oid}/progress`)).json<Progress>();

/** One mock test, `right` of its answers correct (read from the bank, as only a test can). */
async function takeMock(right: number) {
  const start = await call(t.student, 'POST', '/api/quiz/mock?lang=bn');
  expect(start.statusCode, start.body).toBe(201);
  const { attemptId, questions: asked } = start.json<{
    attemptId: string;
    questions: { id: string; options: string[] }[];
  }>();
  const key = await rightAnswerPlaces(t.database.db, attemptId);
  const answers = asked.map((q, i) => ({
    questionId: q.id,
    option: i < right ? key.get(q.id)! : (key.get(q.id)! + 1) % q.options.length,
  }));
  const done = await call(t.student, 'POST', `/api/quiz/attempts/${attemptId}/answers`, { answers });
  expect(done.statusCode, done.body).toBe(200);
  return done.json<{ score: number; passed: boolean }>();
}

beforeAll(async () => {
  t = await createTestSchool({ OWNER_EMAIL, QUIZ_READINESS_REQUIRES_MOCK: 'true' });
  await seedQuestions(t.database.db);
  await addCourse(t, 'manual-car', 12000, { lesson: 1 });
  ({ batch, order } = await seatedStudent(t, 'manual-car', {
    staff: t.owner,
    capacity: 3,
    startDate: addDays(today, -1),
    sessions: 4,
  }));
  const marked = await call(t.teacher, 'POST', `/api/batches/${batch.id}/attendance`, {
    oid: order.oid,
    date: today,
    status: 'present',
  });
  expect(marked.statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe(`readiness with a required mock test (${DB_LABEL})`, () => {
  it('every lesson attended is not enough until a mock test is passed; a failed one does not count', async () => {
    expect(await progress()).toMatchObject({
      attended: 1,
      required: 1,
      ready: false,
      mock: { required: true, best: null },
    });
    const refused = await call(t.owner, 'POST', `/api/orders/${order.oid}/certificate`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'MOCK_NOT_PASSED',
      message: 'The student has not passed a mock test yet. Record a reason to issue the certificate anyway.',
    });

    expect(await takeMock(5)).toMatchObject({ score: 5, passed: false });
    expect(await progress()).toMatchObject({ ready: false, mock: { best: { score: 5, passed: false } } });

    expect(await takeMock(15)).toMatchObject({ score: 15, passed: true });
    expect(await progress()).toMatchObject({
      ready: true,
      mock: { required: true, best: { score: 15, passed: true } },
    });
    const issued = await call(t.owner, 'POST', `/api/orders/${order.oid}/certificate`, {});
    expect(issued.statusCode, issued.body).toBe(201);
  });
});
