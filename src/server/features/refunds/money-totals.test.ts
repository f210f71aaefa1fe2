import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_EMAIL, createTestSchool, type TestSchool } from '#server/test/school.ts';
import { orders } from '#server/db/schema/index.ts';
import type { Collections } from '#shared/schemas/report.ts';
import type { TransferResult } from '#shared/schemas/refund.ts';
import { addCourse, getAs } from '#server/test/orders.ts';
import { bookOrder, confirmAs } from '#server/test/payments.ts';
import { approveAs, ask, claim, ledgerOf, payCash, transferAs } from '#server/test/refunds.ts';

/**
 * The school's books agree with themselves: what came in (the collections CSV) less what went
 * back (the refunds CSV) is what the orders hold, each by its ledger's net, whatever mix of
 * payments, part refunds, cancellations, transfers and waiting claims or requests there is.
 */
let t: TestSchool;

/** Parses the CSV this app writes (a byte-order mark, every field quoted, CRLF line ends). */
function csvRows(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n')
    .slice(1)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')));
}
const sumOf = (rows: string[][], column: number) => rows.reduce((sum, r) => sum + Number(r[column]), 0);

beforeAll(async () => {
  t = await createTestSchool({ OWNER_EMAIL, MESSAGE_POLL_MS: '600000' });
  await addCourse(t, 'manual-car', 12000);
  await addCourse(t, 'motorcycle', 6000);

  // A: paid in cash and by bKash, then a part given back, which cancels it.
  const a = await bookOrder(t, t.student, 'manual-car');
  await payCash(t, t.admin, a.oid, 5000);
  expect((await confirmAs(t, t.admin, (await claim(t, t.student, a.oid, 2000)).id)).statusCode).toBe(200);
  const refundA = await ask(t, t.student, a.oid, { amount: 1500 });
  expect((await approveAs(t, t.owner, refundA.id, { method: 'bkash' })).statusCode).toBe(200);
  // B: paid in full, moved to a cheaper course; the difference offered back and approved.
  const b = await bookOrder(t, t.student, 'manual-car');
  await payCash(t, t.admin, b.oid, 12000);
  const moved = await transferAs(t, t.admin, b.oid, { cid: 'motorcycle' });
  expect(moved.statusCode, moved.body).toBe(201);
  const offer = moved.json<TransferResult>().refund!;
  expect((await approveAs(t, t.owner, offer.id, { method: 'cash' })).statusCode).toBe(200);
  // D: part paid, a claim and a refund request both still waiting (neither counts yet).
  const d = await bookOrder(t, t.student, 'manual-car');
  await payCash(t, t.admin, d.oid, 3000);
  await claim(t, t.student, d.oid, 1000);
  await ask(t, t.student, d.oid, { amount: 500 });
  // E: nothing paid.
  await bookOrder(t, t.student, 'motorcycle');
});
afterAll(async () => {
  await t?.close();
});

describe(`the books (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('collections CSV minus refunds CSV is the sum of every ledger’s net', async () => {
    const collections = await getAs(t, t.admin, '/api/reports/collections.csv');
    const refunds = await getAs(t, t.admin, '/api/reports/refunds.csv');
    expect(collections.statusCode).toBe(200);
    expect(refunds.statusCode, refunds.body).toBe(200);
    expect(refunds.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(refunds.headers['content-disposition']).toMatch(/^attachment; filename="refunds-\d{4}-\d{2}-01-to-/);
    const came = sumOf(csvRows(collections.body), 3);
    const refundRows = csvRows(refunds.body);
    const went = sumOf(refundRows, 6);
    expect(refundRows.map((r) => r[1])).toEqual([expect.stringMatching(/^RF-/), expect.stringMatching(/^RF-/)]);

    const all = await t.database.db.select({ oid: orders.oid }).from(orders);
    expect(all).toHaveLength(5);
    let net = 0;
    for (const { oid } of all) net += (await ledgerOf(t, t.admin, oid)).net;

    expect([came, went, net]).toEqual([22000, 7500, 14500]);
    expect(came - went).toBe(net);
    // The page's figures say the same.
    const report = (await getAs(t, t.admin, '/api/reports/collections')).json<Collections>();
    expect(report).toMatchObject({ total: 22000, refunded: 7500, net: 14500 });
  });
});
