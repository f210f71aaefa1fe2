import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import { send } from '#server/test/http.ts';
import { createUser } from '#server/test/users.ts';
import type { Progress } from '#shared/schemas/batch.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { addCourse } from '#server/test/orders.ts';
import { seatedStudent } from '#server/test/batches.ts';

/** "Next class" on My Course moves past today's session once it is over. */
const label = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
let t: TestSchool;
let now = Date.now();
const today = todayInDhaka();
const at = (hhmm: string) => Date.parse(`${today}T${hhmm}:00+06:00`);

beforeAll(async () => {
  t = await createTestSchool({}, { clock: () => now });
  await addCourse(t, 'manual-car', 12000);
  await addCourse(t, 'long-car', 15000, { dt: '2 Hours' });
  await addCourse(t, 'short-bike', 5000, { dt: 'daily', dtBn: '৪৫ মিনিট' });
  await addCourse(t, 'vague', 5000, { dt: 'as the teacher sees fit' });
});

/** A student of `cid` seated in a batch meeting daily at 07:30; answers the next class's day. */
async function seatedIn(cid: string) {
  // A teacher and a student of its own: one teacher cannot hold two batches at 07:30.
  const teacher = await createUser(t, 'teacher');
  const student = await createUser(t, 'student');
  const { order } = await seatedStudent(t, cid, { teacher, student, startDate: addDays(today, -2), time: '07:30' });
  return async () =>
    (await send(t.app, student, { method: 'GET', url: `/api/orders/${order.oid}/progress` })).json<Progress>()
      .nextSession?.date;
}
afterAll(async () => {
  await t?.close();
});

describe(`the next class (${label})`, () => {
  it('is today’s session until its hour is over or the student is marked, then the next day’s', async () => {
    const { batch, order } = await seatedStudent(t, 'manual-car', { startDate: addDays(today, -2), time: '07:30' });
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

  it('lasts the course’s daily time: two hours, 45 minutes (from the Bengali text), else an hour', async () => {
    const long = await seatedIn('long-car');
    now = at('09:00'); // 90 minutes into a two-hour lesson: still on
    expect(await long()).toBe(today);
    now = at('09:31');
    expect(await long()).toBe(addDays(today, 1));

    const short = await seatedIn('short-bike');
    now = at('08:10');
    expect(await short()).toBe(today);
    now = at('08:16'); // 46 minutes after the start of a 45-minute lesson
    expect(await short()).toBe(addDays(today, 1));

    // A daily time that names no length: the school's hour.
    const vague = await seatedIn('vague');
    now = at('08:25');
    expect(await vague()).toBe(today);
    now = at('08:31');
    expect(await vague()).toBe(addDays(today, 1));
  });
});
