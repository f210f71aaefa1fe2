import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { ORIGIN, nextIp, sessionHeaders, uploadAs, expectRateLimited } from '#server/test/http.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { orders, profiles, users } from '#server/db/schema/index.ts';
import type { VerifyResult } from '#shared/schemas/verification.ts';
import { addCourse, bookingBody, putOrder, uploadNid } from '#server/test/orders.ts';

let t: TestApp;
let student: TestUser;
/** The rate limits' clock stands still, so the waits they announce are exact. */
const now = Date.now();
const clock = () => now;

// Distinct, easy-to-find values: the test looks for every one of them in the public answer.
const PRIVATE = {
  phone: '01711000001',
  emergency: '01811000002',
  nid: '19901234567890123',
  preaddress: 'Flat 7B, Sonadanga Residential Area',
  peraddress: 'Village Batiaghata Uttarpara',
  fname: 'Abdul Karim Fatherly',
  mname: 'Salma Begum Motherly',
  orderPhone1: '01911000003',
  orderPhone2: '01611000004',
  orderAddress: 'Order Street 99, Boyra',
  orderEmergency: '01511000005',
  orderFname: 'Order Father Name',
  orderMname: 'Order Mother Name',
  nidImage: '/files/private/aaaaaaaa-1111-2222-3333-444444444444.jpg',
};
const DOB = '2002-08-15';

function verify(body: unknown, ip = nextIp(), app = t.app) {
  return app.inject({ method: 'POST', url: '/api/verify', payload: body as object, remoteAddress: ip });
}

/** A student whose profile (photo, date of birth DOB) makes their SID verifiable. */
async function studentWithProfile(name: string): Promise<TestUser> {
  const user = await createUser(t, 'student');
  const image = await uploadAs(t.app, user);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: sessionHeaders(user),
    payload: {
      name,
      image,
      phone: PRIVATE.phone,
      emergency: PRIVATE.emergency,
      nid: PRIVATE.nid,
      preaddress: PRIVATE.preaddress,
      peraddress: PRIVATE.peraddress,
      fname: PRIVATE.fname,
      mname: PRIVATE.mname,
      dob: DOB,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return user;
}

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  student = await studentWithProfile('Certified Student');
  const order = (n: number, status: 'pending' | 'running' | 'completed', cid: string, sdate: string) => ({
    oid: `OID${30_000_000 + n}`,
    userId: student.id,
    sid: student.sid,
    courseCid: cid,
    courseTitle: `Course ${cid}`,
    coursePrice: 5000,
    courseImage: '/images/courses/x.jpg',
    courseDuration: '1 month',
    courseLesson: 12,
    name: 'Certified Student',
    email: student.email,
    phone1: PRIVATE.orderPhone1,
    phone2: PRIVATE.orderPhone2,
    fname: PRIVATE.orderFname,
    mname: PRIVATE.orderMname,
    address: PRIVATE.orderAddress,
    emergency: PRIVATE.orderEmergency,
    sdate,
    status,
    nidImage: PRIVATE.nidImage,
  });
  await t.database.db
    .insert(orders)
    .values([order(1, 'completed', 'manual-car', '2025-11-01'), order(2, 'running', 'bike', '2026-02-01')]);
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/verify', () => {
  it('a matching SID and date of birth answer name, photo, SID and each course with status and start date', async () => {
    const res = await verify({ sid: student.sid, dob: DOB });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<VerifyResult>();
    expect(body).toEqual({
      name: 'Certified Student',
      image: expect.stringMatching(/^\/files\/public\//),
      sid: student.sid,
      courses: [
        {
          cid: 'manual-car',
          title: 'Course manual-car',
          titleBn: '',
          status: 'completed',
          sdate: '2025-11-01',
          certificate: null,
        },
        { cid: 'bike', title: 'Course bike', titleBn: '', status: 'running', sdate: '2026-02-01', certificate: null },
      ],
    });
  });

  it('never sends the phone, NID, addresses, parents’ names or e-mail (checked against the stored values)', async () => {
    const res = await verify({ sid: student.sid, dob: DOB });
    expect(res.statusCode).toBe(200);
    const [profile] = await t.database.db.select().from(profiles).where(eq(profiles.userId, student.id));
    const [account] = await t.database.db.select().from(users).where(eq(users.id, student.id));
    const studentOrders = await t.database.db.select().from(orders).where(eq(orders.userId, student.id));
    const secrets = [
      profile!.phone,
      profile!.nid,
      profile!.emergency,
      profile!.preaddress,
      profile!.peraddress,
      profile!.fname!,
      profile!.mname!,
      profile!.email,
      profile!.dob,
      profile!.id,
      account!.email,
      account!.id,
      ...studentOrders.flatMap((o) => [
        o.phone1,
        o.phone2,
        o.address,
        o.emergency,
        o.fname,
        o.mname,
        o.email,
        o.nidImage,
        o.oid,
      ]),
    ];
    expect(secrets).toHaveLength(12 + 2 * 9);
    for (const secret of secrets) expect(res.body).not.toContain(secret);
    // The e-mail's local part alone is not there either (it is random per test run).
    expect(res.body).not.toContain(account!.email.split('@')[0]!);
    expect(Object.keys(res.json()).sort()).toEqual(['courses', 'image', 'name', 'sid']);
  });

  it('a different date of birth is 400 "Date Of Birth Is Not Matched" and shows nothing of the student', async () => {
    const res = await verify({ sid: student.sid, dob: '2002-08-16' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VERIFY_DOB_MISMATCH', message: 'Date Of Birth Is Not Matched' });
  });

  it('an unknown SID is 404 "there is no profile with this SID"', async () => {
    const res = await verify({ sid: 'SID10000000', dob: DOB });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'VERIFY_SID_UNKNOWN', message: 'there is no profile with this SID' });
  });

  it('an account with neither a profile nor a date of birth is "there is no profile with this SID" too', async () => {
    const bare = await createUser(t, 'student');
    const res = await verify({ sid: bare.sid, dob: DOB });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'VERIFY_SID_UNKNOWN' });
  });

  it('a student who booked without a profile, giving a date of birth, is found with their course', async () => {
    const booker = await createUser(t, 'student');
    await addCourse(t, 'verify-after-booking', 12000, { titleBn: 'বুকিংয়ের পর যাচাই' });
    const image = await uploadNid(t, booker);
    const booked = await putOrder(
      t,
      booker,
      bookingBody('verify-after-booking', image, { name: 'Booked Without Profile', dob: '2004-06-30' }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, booker.id));
    expect(account!.dob).toBe('2004-06-30');

    const res = await verify({ sid: booker.sid, dob: '2004-06-30' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      name: account!.name,
      image: '',
      sid: booker.sid,
      courses: [
        {
          cid: 'verify-after-booking',
          title: 'Course verify-after-booking',
          titleBn: 'বুকিংয়ের পর যাচাই',
          status: 'pending',
          sdate: booked.json<{ sdate: string }>().sdate,
          certificate: null,
        },
      ],
    });
    // The date is checked as for a profile, and nothing private is in the answer.
    expect((await verify({ sid: booker.sid, dob: '2004-06-29' })).json()).toMatchObject({
      code: 'VERIFY_DOB_MISMATCH',
    });
    for (const secret of ['01712345678', '01812345678', 'Abdul Karim', 'KDA Avenue', booker.email])
      expect(res.body).not.toContain(secret);
  });

  it("a profile's date of birth counts over one given later at booking, which leaves it unchanged", async () => {
    const withProfile = await studentWithProfile('Profile First');
    await addCourse(t, 'verify-profile-wins');
    const image = await uploadNid(t, withProfile);
    const booked = await putOrder(t, withProfile, bookingBody('verify-profile-wins', image, { dob: '1995-01-01' }));
    expect(booked.statusCode, booked.body).toBe(201);
    const [account] = await t.database.db.select().from(users).where(eq(users.id, withProfile.id));
    expect(account!.dob).toBe(DOB);
    expect((await verify({ sid: withProfile.sid, dob: DOB })).statusCode).toBe(200);
    expect((await verify({ sid: withProfile.sid, dob: '1995-01-01' })).statusCode).toBe(400);
  });

  it('accepts the SID in lower case and with spaces around it', async () => {
    const res = await verify({ sid: `  ${student.sid.toLowerCase()} `, dob: DOB });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sid: student.sid });
  });

  it('a student with a profile but no orders is matched with an empty course list', async () => {
    const [own] = await t.database.db.select().from(profiles).where(eq(profiles.userId, student.id));
    const lone = await createUser(t, 'student');
    await t.database.db
      .insert(profiles)
      .values({ ...own!, id: undefined, userId: lone.id, sid: lone.sid, email: lone.email });
    const res = await verify({ sid: lone.sid, dob: DOB });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sid: lone.sid, courses: [] });
  });

  it.each([
    [{}],
    [{ sid: '', dob: DOB }],
    [{ sid: 'SID12345678', dob: '' }],
    [{ sid: 'SID123', dob: DOB }],
    [{ sid: 'SID12345678', dob: '15/08/2002' }],
    [{ sid: 'SID12345678', dob: '2999-01-01' }],
    [{ sid: ['SID12345678'], dob: DOB }],
    ['not json'],
  ])('a malformed request is 400, never a 5xx (%j)', async (body) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/verify',
      headers: { 'content-type': 'application/json' },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  });
});

describe('POST /api/verify rate limits', () => {
  const UNKNOWN = { sid: 'SID99999999', dob: DOB };

  it('allow 60 checks per address at once, then one every 10 seconds, and the refusal says how long', async () => {
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await verify(UNKNOWN, ip)).statusCode);
    expect(statuses.every((s) => s === 404)).toBe(true);
    const refused = await verify({ sid: student.sid, dob: DOB }, ip);
    expectRateLimited(refused, 'verify', 10);
    expect(refused.body).not.toContain('Certified Student');
    // Another address is not affected.
    expect((await verify({ sid: student.sid, dob: DOB })).statusCode).toBe(200);
  });

  it('count malformed requests too, so they cannot be used to probe for free', async () => {
    const ip = nextIp();
    for (let i = 0; i < 60; i++) expect((await verify({ sid: 'x' }, ip)).statusCode).toBe(400);
    expect((await verify({ sid: student.sid, dob: DOB }, ip)).statusCode).toBe(429);
  });

  it('stop guessing a birth date: 40 wrong dates for one SID, each from another address, meet a 429', async () => {
    const guessed = await studentWithProfile('Guessed Student');
    const answers: Array<{ status: number; message: string }> = [];
    for (let day = 1; day <= 40; day++) {
      const res = await verify({ sid: guessed.sid, dob: `1990-01-${String((day % 28) + 1).padStart(2, '0')}` });
      answers.push({ status: res.statusCode, message: res.json<{ message: string }>().message });
    }
    // The school's two texts stay: a wrong date is "not matched" until the SID's budget is spent…
    expect(answers.slice(0, 20).every((a) => a.status === 400 && a.message === 'Date Of Birth Is Not Matched')).toBe(
      true,
    );
    // …then every check of that SID is refused, the right date too, so the 21st guess tells nothing.
    expect(answers.slice(20).every((a) => a.status === 429)).toBe(true);
    const right = await verify({ sid: guessed.sid, dob: DOB });
    expect(right.statusCode).toBe(429);
    expect(right.json().params).toEqual({ limit: 'verifySid', retryAfterSeconds: 72 * 60 });
    expect(right.headers['retry-after']).toBe(String(72 * 60));
    // Other SIDs are checked as before, and an unknown SID still says so.
    expect((await verify({ sid: student.sid, dob: DOB })).statusCode).toBe(200);
    const unknown = await verify(UNKNOWN);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('there is no profile with this SID');
  });

  it('a right date costs the SID nothing: 30 checks of it, each from another address, all pass', async () => {
    const checked = await studentWithProfile('Often Checked Student');
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await verify({ sid: checked.sid, dob: DOB })).statusCode);
    expect(statuses.every((s) => s === 200)).toBe(true);
    // …and the SID's full budget of wrong dates is still there: 20 "not matched" before a 429.
    const wrong: number[] = [];
    for (let i = 0; i < 21; i++) wrong.push((await verify({ sid: checked.sid, dob: '1990-02-03' })).statusCode);
    expect(wrong.slice(0, 20).every((s) => s === 400)).toBe(true);
    expect(wrong[20]).toBe(429);
  });

  it('hold across several app processes on one database', async () => {
    // A second app (its own Fastify instance and in-process state) on the same database, as a
    // second server process behind a load balancer would be.
    const second = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: ORIGIN, DATA_DIR: t.dataDir }),
      database: t.database,
      webRoot: '/nonexistent',
      clock,
    });
    await second.ready();
    try {
      const ip = nextIp();
      const results: number[] = [];
      for (let i = 0; i < 60; i++) results.push((await verify(UNKNOWN, ip, i % 2 ? second : t.app)).statusCode);
      expect(results.every((s) => s === 404)).toBe(true);
      expect((await verify({ sid: student.sid, dob: DOB }, ip, second)).statusCode).toBe(429);
      expect((await verify({ sid: student.sid, dob: DOB }, ip, t.app)).statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });
});
