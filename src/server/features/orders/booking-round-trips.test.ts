import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { addCourse, bookingBody, putOrder, uploadNid } from '#server/test/orders.ts';
import { countRoundTrips } from '#server/test/round-trips.ts';

/**
 * How many times a booking (`PUT /api/order` without an OID) reaches the database on a warm server,
 * session check included: every statement counts, a transaction's BEGIN and COMMIT too. Today it is
 * 11 on both databases (session, idempotency look-up, rate limit, NID upload check, BEGIN, order,
 * audit record, message recipients, messages, COMMIT, the order read back); the ceiling holds that
 * figure so a booking never grows slower unnoticed. The aim is 3 (session, one read, one write),
 * which needs the booking written as one statement: when that lands, lower the ceiling with it.
 */
const label = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const MAX_ROUND_TRIPS = 11;

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

describe(`a booking's round trips to the database (${label})`, () => {
  it(`are at most ${MAX_ROUND_TRIPS}`, async () => {
    const nid = await uploadNid(t, student);
    const body = bookingBody('trips-car', nid, { idempotencyKey: crypto.randomUUID() });
    const trips = countRoundTrips(t.database);
    let res;
    try {
      res = await putOrder(t, student, body);
    } finally {
      trips.stop();
    }
    expect(res.statusCode, res.body).toBe(201);
    expect(trips.statements.length, trips.statements.join('\n')).toBeLessThanOrEqual(MAX_ROUND_TRIPS);
  });
});
