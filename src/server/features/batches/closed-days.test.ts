import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import { send } from '#server/test/http.ts';
import { addCourse } from '#server/test/orders.ts';
import { schoolSettings } from '#server/db/schema/index.ts';
import { SAMPLE_SCHOOL } from '#server/db/sample-school.ts';
import type { School } from '#shared/schemas/school.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';

/** No session on a day the school is closed: Friday in a new school, the owner's days after that. */
const label = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const OWNER_EMAIL = 'owner@school.test';
let t: TestSchool;
let times = 0;
const body = (weekdays: number[]) => ({
  cid: 'manual-car',
  teacherEmail: t.teacher.email,
  capacity: 4,
  startDate: addDays(todayInDhaka(), 3),
  weekdays,
  time: `${String(6 + ++times).padStart(2, '0')}:00`,
  sessions: 6,
  place: 'Khulna Stadium ground',
});
const create = (weekdays: number[]) =>
  send(t.app, t.admin, { method: 'POST', url: '/api/batches', payload: body(weekdays) });

beforeAll(async () => {
  t = await createTestSchool({ OWNER_EMAIL });
  await addCourse(t, 'manual-car', 12000);
  // The school as a new installation has it: no saved facts yet, so the sample's.
  await t.database.db.delete(schoolSettings).where(eq(schoolSettings.id, 1));
});
afterAll(async () => {
  await t?.close();
});

describe(`closed days (${label})`, () => {
  it('a new school is closed on Friday: a batch meeting on Friday is refused with CLOSED_DAY under the days', async () => {
    const school = (await send(t.app, null, { method: 'GET', url: '/api/school' })).json<School>();
    expect(school.closedDays).toEqual([5]);
    const refused = await create([0, 2, 5]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'CLOSED_DAY',
      message: 'The school is closed on a day you chose. Choose days the school is open.',
      fields: { weekdays: 'The school is closed on a day you ticked. Untick it.' },
    });
    expect((await create([6, 0, 1, 2, 3, 4])).statusCode).toBe(201);
  });

  it('the owner’s days replace Friday; a save without them keeps them', async () => {
    const save = (facts: Record<string, unknown>) =>
      send(t.app, t.owner, { method: 'PUT', url: '/api/school', payload: facts });
    const saved = await save({ ...SAMPLE_SCHOOL, closedDays: [6, 5] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<School>().closedDays).toEqual([5, 6]);
    expect((await create([6])).json()).toMatchObject({ code: 'CLOSED_DAY' });
    expect((await create([0, 1])).statusCode).toBe(201);
    // A client that does not send the days (older than them) leaves them as they were.
    const { closedDays: _left, ...withoutDays } = SAMPLE_SCHOOL;
    const again = await save({ ...withoutDays, hours: 'Sunday to Thursday' });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<School>().closedDays).toEqual([5, 6]);
    // Open every day: Friday is fine again.
    expect((await save({ ...SAMPLE_SCHOOL, closedDays: [] })).statusCode).toBe(200);
    expect((await create([5])).statusCode).toBe(201);
  });
});
