import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OWNER_EMAIL, createTestSchool, type TestSchool } from '#server/test/school.ts';
import { refundCounters, refunds } from '#server/db/schema/index.ts';
import type { Order } from '#shared/schemas/order.ts';
import type { Refund } from '#shared/schemas/refund.ts';
import { todayInDhaka } from '#shared/dates.ts';
import { addCourse } from '#server/test/orders.ts';
import { bookOrder, confirmAs } from '#server/test/payments.ts';
import { approveAs, ask, askAs, claim, ledgerOf, payCash } from '#server/test/refunds.ts';

/**
 * Refunds raced as a busy office and a double-tapping owner would race them: the database, not
 * the order in which requests happen to arrive, keeps one number per refund and the order's net
 * between 0 and what was paid.
 */
let t: TestSchool;

beforeAll(async () => {
  t = await createTestSchool({ OWNER_EMAIL, MESSAGE_POLL_MS: '600000' });
  await addCourse(t, 'manual-car', 12000);
});
afterAll(async () => {
  await t?.close();
});

const counter = async () => {
  const [row] = await t.database.db
    .select()
    .from(refundCounters)
    .where(eq(refundCounters.year, Number(todayInDhaka().slice(0, 4))));
  return row?.lastNumber ?? 0;
};

async function paidOrder(paid: number): Promise<Order> {
  const order = await bookOrder(t, t.student, 'manual-car');
  await payCash(t, t.admin, order.oid, paid);
  return order;
}

describe(`refunds raced (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('20 approvals of one refund at once: one number, the refund counted once', async () => {
    const order = await paidOrder(8000);
    const refund = await ask(t, t.student, order.oid, { amount: 3000 });
    const before = await counter();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => approveAs(t, t.owner, refund.id, { method: 'bkash', amount: 3000 })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    const numbers = new Set(answers.map((r) => r.json<Refund>().number));
    expect(numbers.size).toBe(1);
    expect([...numbers][0]).toMatch(/^RF-\d{4}-\d{6}$/);
    // The year's sequence moved by one: no number was spent by the 19 that found it approved.
    expect(await counter()).toBe(before + 1);
    const ledger = await ledgerOf(t, t.student, order.oid);
    expect(ledger).toMatchObject({ paid: 8000, refunded: 3000, net: 5000 });
  });

  it('20 requests on one order at once: one waits for the owner, the others are told so', async () => {
    const order = await paidOrder(5000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => askAs(t, t.student, order.oid, { amount: 100 + i, reason: `Try ${i}` })),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409).map((r) => r.json<{ code: string }>().code)).toEqual(
      Array(19).fill('REFUND_WAITING'),
    );
    const stored = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order._id));
    expect(stored).toHaveLength(1);
  });

  it('a refund of everything racing payment confirmations: net never below 0, refunded never above what was paid', async () => {
    const order = await paidOrder(4000);
    const claims = await Promise.all([1000, 1500, 2000].map((amount) => claim(t, t.student, order.oid, amount)));
    const refund = await ask(t, t.student, order.oid, { amount: 4000 });
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => approveAs(t, t.owner, refund.id, { method: 'cash' })),
      ...claims.flatMap((c) => Array.from({ length: 3 }, () => confirmAs(t, t.admin, c.id))),
    ]);
    const approvals = answers.slice(0, 10);
    expect(new Set(approvals.map((r) => r.statusCode))).toEqual(new Set([200]));
    // A claim confirmed after the refund cancelled the order is refused (the office rejects it);
    // one confirmed before it counts. Either way the sums hold.
    for (const r of answers.slice(10)) expect([200, 409]).toContain(r.statusCode);
    const ledger = await ledgerOf(t, t.student, order.oid);
    expect(ledger.refunded).toBe(4000);
    expect(ledger.refunded).toBeLessThanOrEqual(ledger.paid);
    expect(ledger.net).toBe(ledger.paid - ledger.refunded);
    expect(ledger.net).toBeGreaterThanOrEqual(0);
    expect(ledger.paid).toBe(
      4000 +
        ledger.payments
          .filter((p) => p.status === 'confirmed' && p.method === 'bkash')
          .reduce((s, p) => s + p.amount, 0),
    );
  });

  it('two approvals with different amounts racing a second request: one amount is given back, never more than the order holds', async () => {
    const order = await paidOrder(3000);
    const first = await ask(t, t.student, order.oid, { amount: 3000 });
    // The owner's two taps race a student asking again, which must wait for the first to be decided.
    const answers = await Promise.all([
      approveAs(t, t.owner, first.id, { method: 'cash', amount: 2000 }),
      approveAs(t, t.owner, first.id, { method: 'cash', amount: 3000 }),
      askAs(t, t.student, order.oid, { amount: 3000, reason: 'All of it' }),
    ]);
    expect(answers[0]!.statusCode).toBe(200);
    expect(answers[1]!.statusCode).toBe(200);
    const given = answers[0]!.json<Refund>().amount!;
    expect(answers[1]!.json<Refund>().amount).toBe(given);
    // The student's ask is refused either way: while the first waits (409), or after it, for more
    // than the order still holds (400). It never stands beside a refund that took the money.
    expect([400, 409]).toContain(answers[2]!.statusCode);
    const ledger = await ledgerOf(t, t.student, order.oid);
    expect(ledger.net).toBe(3000 - given);
    expect(ledger.net).toBeGreaterThanOrEqual(0);
  });
});
