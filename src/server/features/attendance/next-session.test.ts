import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import { send } from '#server/test/http.ts';
import type { Progress } from '#shared/schemas/batch.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { addCourse } from '#server/test/orders.ts';
import { bookOrder } from '#server/test/payments.ts';
import { createBatch, seatOrder } from '#server/test/batches.ts';

/** "Next class" on My Course moves past today's session once it is over. */
const label = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: TestSchool;
let now = Date.now();
const today = todayInDhaka();
const at = (hhmm: string) => Date.parse(`${today}T${hhmm}:00+06:00`);

beforeAll(async () => {
  t = await createTestSchool({}, { clock: () => now });
  await addCourse(t, 'manual-car', 12000);
});
afterAll(async () => {
  await t?.close();
});

describe(`the next class (${label})`, () => {
  it('is today’s session until its hour is over or the student is marked, then the next day’s', async () => {
    const batch = await createBatch(t, t.admin, {
      cid: 'manual-car',
      teacherEmail: t.teacher.email,
      startDate: addDays(today, -2),
      time: '07:30',
    });
    const order = await bookOrder(t, t.student, 'manual-car');
    await seatOrder(t, t.admin, batch.id, order.oid);
    const next = async () =>
      (await send(t.app, t.student, { method: 'GET', url: `/api/orders/${order.oid}/progress` })).json<Progress>()
        .nextSession?.date;

    now = at('06:00');
    expect(await next()).toBe(today);
    now = at('08:00'); // during the lesson
    expect(await next()).toBe(today);
    now = at('08:31'); // the lesson's hour is over
    expect(await next()).toBe(addDays(today, 1));

    // Marked present before the hour is out: that session is done too.
    now = at('07:50');
    expect(await next()).toBe(today);
    const marked = await send(t.app, t.teacher, {
      method: 'POST',
      url: `/api/batches/${batch.id}/attendance`,
      payload: { oid: order.oid, date: today, status: 'present' },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(await next()).toBe(addDays(today, 1));
  });
});
