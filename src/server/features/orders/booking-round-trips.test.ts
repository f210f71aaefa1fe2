import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { addCourse, bookingBody, putOrder, uploadNid } from '#server/test/orders.ts';
import { countRoundTrips } from '#server/test/round-trips.ts';
import { coupons } from '#server/db/schema/index.ts';
import { todayInDhaka } from '#shared/dates.ts';

/**
 * How many times a booking (`PUT /api/order` without an OID) reaches the database on a warm server,
 * session check included: every statement counts, a transaction's BEGIN and COMMIT too. It is 3 on
 * both databases (docs/decisions/0478): the session, one read (a stored order for the key, the
 * account, the message settings), and one statement that takes the limit's token, checks the NID
 * upload and writes the order, its audit record and its messages. A coupon booking is the same
 * three (docs/decisions/0516): the read brings the coupon and the student's uses of it, and the
 * statement also spends the use, on the student's next turn, with its audit record.
 */
const label = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const MAX_ROUND_TRIPS = 3;

let t: TestApp;
let student: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  student = await createUser(t, 'student');
  await addCourse(t, 'trips-car', 9000);
  // A warm server: the catalogue, the school's facts and the session read once already.
  const warm = await putOrder(
    t,
    student,
    bookingBody('trips-car', await uploadNid(t, student), { idempotencyKey: crypto.randomUUID() }),
  );
  expect(warm.statusCode, warm.body).toBe(201);
  // Only the request is counted: the message worker's own polling and sending would add to it.
  await t.app.messageWorker.stop();
});
afterAll(async () => {
  await t?.close();
});

async function countBooking(extra: Record<string, unknown> = {}) {
  const nid = await uploadNid(t, student);
  const body = bookingBody('trips-car', nid, { idempotencyKey: crypto.randomUUID(), ...extra });
  const trips = countRoundTrips(t.database);
  let res;
  try {
    res = await putOrder(t, student, body);
  } finally {
    trips.stop();
  }
  expect(res.statusCode, res.body).toBe(201);
  return trips.statements;
}

describe(`a booking's round trips to the database (${label})`, () => {
  it(`are at most ${MAX_ROUND_TRIPS}`, async () => {
    const statements = await countBooking();
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(MAX_ROUND_TRIPS);
  });

  it(`are at most ${MAX_ROUND_TRIPS} with a coupon too`, async () => {
    const today = todayInDhaka();
    await t.database.db
      .insert(coupons)
      .values({ code: 'TRIPS10', kind: 'percent', value: 10, validFrom: today, validTo: today, cap: 5 });
    const statements = await countBooking({ coupon: 'TRIPS10' });
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(MAX_ROUND_TRIPS);
  });
});
