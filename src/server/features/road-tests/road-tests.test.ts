import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { OWNER_EMAIL, DB_LABEL, createTestSchool, type TestSchool } from '#server/test/school.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import { messages } from '#server/db/schema/index.ts';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import type { Progress } from '#shared/schemas/batch.ts';
import type { TestAppointment } from '#shared/schemas/road-test.ts';
import type { Order } from '#shared/schemas/order.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { clockIn, dayIn } from '#shared/i18n/message-values.ts';
import { addCourse } from '#server/test/orders.ts';
import { seatedStudent } from '#server/test/batches.ts';

let t: TestSchool;
let otherTeacher: TestUser;
let other: TestUser;
let order: Order;
const today = todayInDhaka();

const call = (
  who: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) => send(t.app, who, { method, url, payload: payload as Record<string, unknown> | undefined });
const auditOf = async (entity: string, id: string) =>
  (await call(t.owner, 'GET', `/api/audit?entity=${entity}&entityId=${id}`)).json<AuditEntry[]>();

/** The SMS the queue holds for the order's student about BRTA tests, oldest first. */
const testSms = () =>
  t.database.db
    .select({ body: messages.body, language: messages.language })
    .from(messages)
    .where(and(eq(messages.kind, 'test.appointment'), eq(messages.channel, 'sms'), eq(messages.userId, t.student.id)))
    .orderBy(messages.createdAt);

beforeAll(async () => {
  t = await createTestSchool({ OWNER_EMAIL });
  otherTeacher = await createUser(t, 'teacher');
  other = await createUser(t, 'student');
  await addCourse(t, 'manual-car', 12000, { lesson: 2 });
  ({ order } = await seatedStudent(t, 'manual-car'));
});
afterAll(async () => {
  await t?.close();
});

describe(`BRTA test appointments (${DB_LABEL})`, () => {
  let learner: TestAppointment;

  it('the office books a test; the student, the batch’s teacher and the progress see it; the audit log has it', async () => {
    const date = addDays(today, 10);
    const res = await call(t.admin, 'POST', `/api/orders/${order.oid}/tests`, {
      kind: 'learner',
      date: date.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!),
      time: '10:00',
      place: 'BRTA Khulna circle office, Boyra',
    });
    expect(res.statusCode, res.body).toBe(201);
    learner = res.json<TestAppointment>();
    expect(learner).toMatchObject({ kind: 'learner', date, time: '10:00', result: 'booked', oid: order.oid });

    for (const who of [t.student, t.teacher, t.admin]) {
      const list = await call(who, 'GET', `/api/orders/${order.oid}/tests`);
      expect(list.statusCode).toBe(200);
      expect(list.json<TestAppointment[]>().map((a) => a.id)).toEqual([learner.id]);
    }
    const progress = (await call(t.student, 'GET', `/api/orders/${order.oid}/progress`)).json<Progress>();
    expect(progress.tests).toMatchObject([{ id: learner.id, kind: 'learner', date }]);

    const audit = await auditOf('test', learner.id);
    expect(audit).toMatchObject([
      { action: 'test.booked', actorEmail: t.admin.email, after: { oid: order.oid, kind: 'learner', date } },
    ]);

    // The student is told by SMS, in Bengali unless they chose English.
    const sms = await testSms();
    expect(sms).toHaveLength(1);
    expect(sms[0]!.body).toContain('বিআরটিএ লার্নার লাইসেন্স পরীক্ষা');
    // In Bengali digits, as a Bengali page writes a time.
    expect(sms[0]!.body).toContain(clockIn('bn', '10:00'));
    expect(sms[0]!.body).toContain(dayIn('bn', date));
    expect(sms[0]!.body).toContain('BRTA Khulna circle office, Boyra');
  });

  it('another student and a teacher of another batch see nothing of it; only the office books or changes', async () => {
    for (const who of [other, otherTeacher]) {
      const res = await call(who, 'GET', `/api/orders/${order.oid}/tests`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('BRTA Khulna');
    }
    expect((await call(null, 'GET', `/api/orders/${order.oid}/tests`)).statusCode).toBe(401);
    for (const who of [t.student, t.teacher]) {
      expect(
        (await call(who, 'POST', `/api/orders/${order.oid}/tests`, { kind: 'field', date: today })).statusCode,
      ).toBe(403);
      expect((await call(who, 'PATCH', `/api/tests/${learner.id}`, { result: 'passed' })).statusCode).toBe(403);
      expect((await call(who, 'DELETE', `/api/tests/${learner.id}`)).statusCode).toBe(403);
      expect((await call(who, 'GET', '/api/tests')).statusCode).toBe(403);
    }
    const still = (await call(t.student, 'GET', `/api/orders/${order.oid}/tests`)).json<TestAppointment[]>();
    expect(still[0]).toMatchObject({ result: 'booked' });
  });

  it('bad input is refused field by field, and nothing is written', async () => {
    const bad = await call(t.admin, 'POST', `/api/orders/${order.oid}/tests`, {
      kind: 'viva',
      date: '2026-02-30',
      time: '25:00',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fields: Record<string, string> }>().fields).sort()).toEqual(['date', 'kind', 'time']);
    expect(
      (await call(t.admin, 'POST', '/api/orders/OID99999999/tests', { kind: 'field', date: today })).statusCode,
    ).toBe(404);
    expect((await call(t.admin, 'PATCH', `/api/tests/${learner.id}`, {})).statusCode).toBe(400);
    expect(
      (await call(t.admin, 'PATCH', '/api/tests/00000000-0000-4000-8000-000000000000', { result: 'passed' }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.admin, 'GET', `/api/orders/${order.oid}/tests`)).json<TestAppointment[]>()).toHaveLength(1);
  });

  it('the result is recorded with only the changed fields in the audit log; a wrong entry is deleted', async () => {
    const res = await call(t.admin, 'PATCH', `/api/tests/${learner.id}`, { result: 'passed', place: learner.place });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<TestAppointment>().result).toBe('passed');
    // A result is not a new appointment: nobody is texted; a moved day is.
    expect(await testSms()).toHaveLength(1);
    const moved = await call(t.admin, 'PATCH', `/api/tests/${learner.id}`, { date: addDays(today, 12) });
    expect(moved.statusCode).toBe(200);
    expect((await testSms()).at(-1)!.body).toContain(dayIn('bn', addDays(today, 12)));
    expect(await testSms()).toHaveLength(2);
    const updated = (await auditOf('test', learner.id)).find(
      (e) => e.action === 'test.updated' && (e.after as { result?: string }).result,
    );
    expect(updated).toMatchObject({ before: { oid: order.oid, result: 'booked' }, after: { result: 'passed' } });
    expect(updated?.after).not.toHaveProperty('place');

    const written = (
      await call(t.admin, 'POST', `/api/orders/${order.oid}/tests`, { kind: 'written', date: addDays(today, 40) })
    ).json<TestAppointment>();
    const field = (
      await call(t.admin, 'POST', `/api/orders/${order.oid}/tests`, {
        kind: 'field',
        date: addDays(today, 40),
        time: '',
      })
    ).json<TestAppointment>();
    expect(field.time).toBeNull();
    const upcoming = (await call(t.admin, 'GET', `/api/tests?from=${today}&to=${addDays(today, 60)}`)).json<
      TestAppointment[]
    >();
    expect(upcoming.map((a) => a.kind)).toEqual(['learner', 'written', 'field']);
    expect(upcoming[0]).toMatchObject({ name: order.name, sid: order.sid });

    expect((await call(t.admin, 'DELETE', `/api/tests/${written.id}`)).json()).toEqual({ deleted: true });
    expect((await call(t.admin, 'DELETE', `/api/tests/${written.id}`)).statusCode).toBe(404);
    expect((await auditOf('test', written.id)).map((e) => e.action).sort()).toEqual(['test.booked', 'test.deleted']);
    expect(
      (await call(t.student, 'GET', `/api/orders/${order.oid}/tests`)).json<TestAppointment[]>().map((a) => a.kind),
    ).toEqual(['learner', 'field']);
  });
});
