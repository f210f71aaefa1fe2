import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import type { TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import type { Payment } from '#shared/schemas/payment.ts';
import { addCourse } from '#server/test/orders.ts';
import { bookOrder, confirmAs, freshTrxId, submitPaymentAs } from '#server/test/payments.ts';

let t: TestSchool;
let owner: TestUser;
let admin: TestUser;
let student: TestUser;
let payment: Payment;
const today = todayInDhaka();

const audit = (query: string, who: TestUser | null = owner) =>
  send(t.app, who, { method: 'GET', url: `/api/audit?${query}` });
const actions = async (query: string) => {
  const res = await audit(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditEntry[]>().map((e) => `${e.action} by ${e.actorEmail}`);
};

beforeAll(async () => {
  t = await createTestSchool();
  ({ owner, admin, student } = t);
  await addCourse(t, 'manual-car', 12000);
  const order = await bookOrder(t, student, 'manual-car');
  const res = await submitPaymentAs(t, student, order.oid, { method: 'bkash', amount: 2000, trxId: freshTrxId() });
  payment = res.json<Payment>();
  expect((await confirmAs(t, admin, payment.id)).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe(`the audit log's filters (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('by kind of entity and by who did it (an e-mail or part of one, or an account id)', async () => {
    expect(await actions('entity=payment')).toEqual([
      `payment.confirmed by ${admin.email}`,
      `payment.submitted by ${student.email}`,
    ]);
    expect(await actions(`entity=payment&actor=${encodeURIComponent(admin.email.toUpperCase())}`)).toEqual([
      `payment.confirmed by ${admin.email}`,
    ]);
    expect(await actions(`actor=${student.id}`)).toEqual([
      `payment.submitted by ${student.email}`,
      `order.booked by ${student.email}`,
    ]);
    // A LIKE wildcard typed in is a letter, not "anything".
    expect(await actions('actor=%25')).toEqual([]);
    // The activity page's address answers the same.
    const old = await send(t.app, owner, { method: 'GET', url: '/api/audit-log?entityType=payment' });
    expect(old.json<AuditEntry[]>()).toHaveLength(2);
  });

  it('by school days, both ends included', async () => {
    expect(await actions(`entity=payment&from=${today}&to=${today}`)).toHaveLength(2);
    expect(await actions(`entity=payment&from=${addDays(today, 1)}`)).toEqual([]);
    expect(await actions(`entity=payment&to=${addDays(today, -1)}`)).toEqual([]);
  });

  it('a bad filter is a 400 naming the field; only the owner reads it; nothing writes to it', async () => {
    for (const [query, field] of [
      ['from=2026-13-01', 'from'],
      ['from=2026-05-02&to=2026-05-01', 'to'],
    ] as const) {
      const res = await audit(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ fields: Record<string, string> }>().fields).toHaveProperty(field);
    }
    expect((await audit('', null)).statusCode).toBe(401);
    expect((await audit('', admin)).statusCode).toBe(403);
    expect((await audit('', student)).statusCode).toBe(403);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      for (const url of ['/api/audit', '/api/audit-log', `/api/audit/${payment.id}`]) {
        const res = await send(t.app, owner, { method, url, payload: {} });
        expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(404);
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
      }
    }
    expect(await actions('entity=payment')).toHaveLength(2);
  });
});
