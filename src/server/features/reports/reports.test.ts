import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import { todayInDhaka } from '#shared/dates.ts';
import type { Ledger, Payment } from '#shared/schemas/payment.ts';
import type { Collections, Dues } from '#shared/schemas/report.ts';
import type { Order } from '#shared/schemas/order.ts';
import { addCourse, bookingBody, putOrder, uploadNid } from '#server/test/orders.ts';
import { bookOrder, confirmAs, freshTrxId, ledgerAs, submitPaymentAs } from '#server/test/payments.ts';

let t: TestApp;
let admin: TestUser;
let studentA: TestUser;
let studentB: TestUser;
let owing: Order; // 12000, paid 3000, a 500 claim not yet confirmed
let settled: Order; // 10000, paid in full
let untouched: Order; // 12000, nothing paid; booked under a Bengali name that looks like a formula
const today = todayInDhaka();

const get = (user: TestUser | null, url: string) => send(t.app, user, { method: 'GET', url });

async function pay(user: TestUser, oid: string, method: string, amount: number, confirm = true): Promise<Payment> {
  const res = await submitPaymentAs(t, user, oid, {
    method,
    amount,
    ...(method === 'cash' ? {} : { trxId: freshTrxId() }),
  });
  expect(res.statusCode, res.body).toBe(201);
  const payment = res.json<Payment>();
  if (confirm && payment.status === 'submitted') expect((await confirmAs(t, admin, payment.id)).statusCode).toBe(200);
  return payment;
}

/** Parses the CSV this app writes (every field quoted, CRLF line ends). */
function parseCsv(text: string): string[][] {
  return text
    .replace(/\r\n$/, '')
    .split('\r\n')
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')));
}

beforeAll(async () => {
  t = await createTestApp();
  [admin, studentA, studentB] = [
    await createUser(t, 'admin'),
    await createUser(t, 'student'),
    await createUser(t, 'student'),
  ];
  await addCourse(t, 'manual-car', 12000);
  await addCourse(t, 'motorcycle', 10000);
  owing = await bookOrder(t, studentA, 'manual-car');
  settled = await bookOrder(t, studentA, 'motorcycle');
  const nid = await uploadNid(t, studentB);
  const res = await putOrder(
    t,
    studentB,
    bookingBody('manual-car', nid, { name: '=নুসরাত "রুমি" জাহান', idempotencyKey: crypto.randomUUID() }),
  );
  expect(res.statusCode, res.body).toBe(201);
  untouched = res.json<Order>();

  await pay(studentA, owing.oid, 'bkash', 2000);
  await pay(admin, owing.oid, 'cash', 1000); // the office's cash: confirmed at once
  await pay(studentA, owing.oid, 'nagad', 500, false); // a claim, not money yet
  await pay(studentA, settled.oid, 'bkash', 10000);
});
afterAll(async () => {
  await t?.close();
});

describe(`money reports (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('the dues list has one row per order that still owes, the longest-owed first, agreeing with each ledger', async () => {
    const res = await get(admin, '/api/reports/dues');
    expect(res.statusCode, res.body).toBe(200);
    const dues = res.json<Dues>();
    expect(dues.rows.map((r) => r.oid)).toEqual([owing.oid, untouched.oid]);
    expect(dues.rows[0]).toMatchObject({ price: 12000, discount: 0, paid: 3000, due: 9000, bookedOn: today });
    // A course without a Bengali title: the page shows the English one.
    expect(dues.rows[0]).toMatchObject({ courseTitleBn: '' });
    expect(dues.rows[1]).toMatchObject({ price: 12000, paid: 0, due: 12000, name: '=নুসরাত "রুমি" জাহান' });
    for (const row of dues.rows) {
      const ledger = (await ledgerAs(t, admin, row.oid)).json<Ledger>();
      expect(row.due, row.oid).toBe(ledger.due);
    }
    expect(dues.total).toBe(21000);
  });

  it('dues.csv opens right in Excel: BOM, Bengali intact, a formula-looking name kept as text; its sum is the ledgers’', async () => {
    const res = await get(admin, '/api/reports/dues.csv');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="dues-${today}.csv"`);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    expect(header).toEqual([
      'OID',
      'SID',
      'Name',
      'Phone',
      'Course',
      'Booked on',
      'Price',
      'Discount',
      'Paid',
      'Refunded',
      'Net paid',
      'Due',
      'Overdue',
      'Next due date',
      'To refund',
    ]);
    expect(rows.map((r) => r[0])).toEqual([owing.oid, untouched.oid]);
    expect(rows[1]![2]).toBe(`'=নুসরাত "রুমি" জাহান`);
    let ledgers = 0;
    for (const oid of [owing.oid, settled.oid, untouched.oid])
      ledgers += (await ledgerAs(t, admin, oid)).json<Ledger>().due;
    expect(rows.reduce((sum, r) => sum + Number(r[11]), 0)).toBe(ledgers);
  });

  it('collections: confirmed money per day and month by method; a claim not yet confirmed is not counted', async () => {
    const res = await get(admin, `/api/reports/collections?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<Collections>();
    expect(report.days).toEqual([
      { date: today, method: 'bkash', payments: 2, amount: 12000 },
      { date: today, method: 'cash', payments: 1, amount: 1000 },
    ]);
    expect(report.months).toEqual([
      { date: today.slice(0, 7), method: 'bkash', payments: 2, amount: 12000 },
      { date: today.slice(0, 7), method: 'cash', payments: 1, amount: 1000 },
    ]);
    expect(report.total).toBe(13000);
    // By default: this month so far.
    const month = (await get(admin, '/api/reports/collections')).json<Collections>();
    expect(month).toMatchObject({ from: `${today.slice(0, 8)}01`, to: today, total: 13000 });
    // A day with nothing is empty, not an error.
    const before = (await get(admin, '/api/reports/collections?from=2020-01-01&to=2020-01-31')).json<Collections>();
    expect(before).toMatchObject({ days: [], months: [], total: 0 });
  });

  it('collections.csv: one row per day and method, the same figures', async () => {
    const res = await get(admin, `/api/reports/collections.csv?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="collections-${today}-to-${today}.csv"`);
    expect(parseCsv(res.body.replace(/^\uFEFF/, ''))).toEqual([
      ['Date', 'Method', 'Payments', 'Amount'],
      [today, 'bkash', '2', '12000'],
      [today, 'cash', '1', '1000'],
    ]);
  });

  it('a CSV asked from a Bengali page (?lang=bn) has Bengali column names; the values stay machine-readable', async () => {
    const dues = parseCsv((await get(admin, '/api/reports/dues.csv?lang=bn')).body.replace(/^\uFEFF/, ''));
    expect(dues[0]!.slice(0, 5)).toEqual(['ভর্তি নম্বর (OID)', 'শিক্ষার্থী আইডি (SID)', 'নাম', 'ফোন', 'কোর্স']);
    expect(dues[0]!.join(' ')).not.toMatch(/\b(Name|Phone|Course|Due|Paid)\b/);
    // The same rows, ASCII digits and days as YYYY-MM-DD; the course with no Bengali title in English.
    const english = parseCsv((await get(admin, '/api/reports/dues.csv')).body.replace(/^\uFEFF/, ''));
    expect(dues.slice(1)).toEqual(english.slice(1));
    const collections = await get(admin, `/api/reports/collections.csv?from=${today}&to=${today}&lang=bn`);
    expect(parseCsv(collections.body.replace(/^\uFEFF/, ''))).toEqual([
      ['তারিখ', 'মাধ্যম', 'পেমেন্টের সংখ্যা', 'পরিমাণ'],
      [today, 'bkash', '2', '12000'],
      [today, 'cash', '1', '1000'],
    ]);
    const refunds = await get(admin, `/api/reports/refunds.csv?lang=bn`);
    expect(parseCsv(refunds.body.replace(/^\uFEFF/, ''))[0]).toEqual([
      'তারিখ',
      'ফেরত নম্বর',
      'ভর্তি নম্বর (OID)',
      'নাম',
      'মাধ্যম',
      'রেফারেন্স',
      'পরিমাণ',
    ]);
    // `?lang=en` is today's English file; a language the school does not write is refused, not guessed.
    expect((await get(admin, '/api/reports/dues.csv?lang=en')).body).toBe(
      (await get(admin, '/api/reports/dues.csv')).body,
    );
    const unknown = await get(admin, '/api/reports/dues.csv?lang=fr');
    expect(unknown.statusCode).toBe(400);
  });

  it('a bad range is a 400 that names the field, never a 5xx', async () => {
    for (const [query, field] of [
      ['from=2026-02-30', 'from'],
      ['from=yesterday', 'from'],
      ['from=2026-05-01&to=2026-04-01', 'to'],
      ['from=2024-01-01&to=2026-01-01', 'to'],
      // Only a start, after today: the end (today by default) is before it.
      ['from=2999-01-01', 'to'],
    ] as const) {
      for (const path of ['/api/reports/collections', '/api/reports/collections.csv']) {
        const res = await get(admin, `${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json<{ code: string; fields: Record<string, string> }>()).toMatchObject({
          code: 'VALIDATION_FAILED',
          fields: { [field]: expect.any(String) },
        });
      }
    }
    // Bengali digits are read as digits.
    expect((await get(admin, '/api/reports/collections?from=২০২০-০১-০১&to=২০২০-০১-৩১')).statusCode).toBe(200);
  });

  it('only the office sees them: a student or a teacher 403, nobody signed in 401', async () => {
    const teacher = await createUser(t, 'teacher');
    for (const path of ['dues', 'dues.csv', 'collections', 'collections.csv']) {
      expect((await get(null, `/api/reports/${path}`)).statusCode, path).toBe(401);
      expect((await get(studentA, `/api/reports/${path}`)).statusCode, path).toBe(403);
      expect((await get(teacher, `/api/reports/${path}`)).statusCode, path).toBe(403);
    }
  });
});
