import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { TEST_PASSWORD, cookieHeader } from '#server/test/users.ts';
import { addCourse, bookingBody } from '#server/test/orders.ts';
import { ORIGIN, jpeg, multipart } from '#server/test/http.ts';
import { ERROR_CODES } from '#shared/errors.ts';

/**
 * The site's rate limits as people meet them: a class behind one address passes, scripts and
 * guessers do not. The app's clock is controlled, so "within two minutes" and "3 a minute for
 * 20 minutes" are exact and the test does not wait.
 */
let t: TestApp;
let now = Date.now();
/** Every sign-up and sign-in hashes a password: these tests make hundreds, on a busy machine. */
const SLOW = { timeout: 300_000 };

beforeAll(async () => {
  t = await createTestApp({}, { clock: () => now });
  await addCourse(t, 'manual-car');
});
afterAll(async () => {
  await t.close();
});

let people = 0;
const uniqueEmail = (who: string) => `${who}-${++people}-${Date.now()}@class.example`;

function signUp(name: string, email: string, ip: string, image?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name, email, password: TEST_PASSWORD, ...(image ? { image } : {}) },
    remoteAddress: ip,
  });
}

function signIn(email: string, password: string, ip: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
    remoteAddress: ip,
  });
}

async function upload(ip: string, opts: { cookie?: string; kind?: 'public' | 'private' } = {}) {
  const body = multipart(await jpeg(), 'photo.jpg', 'image/jpeg');
  return t.app.inject({
    method: 'POST',
    url: `/api/upload${opts.kind ? `?kind=${opts.kind}` : ''}`,
    payload: body.payload,
    headers: { ...body.headers, ...(opts.cookie ? { cookie: opts.cookie, origin: ORIGIN } : {}) },
    remoteAddress: ip,
  });
}

/** A student with an account made from its own address (not the one a test is about). */
let helperIp = 0;
async function account(): Promise<string> {
  const email = uniqueEmail('student');
  const res = await signUp('Classmate', email, `10.250.${Math.floor(++helperIp / 250)}.${helperIp % 250}`);
  expect(res.statusCode).toBe(200);
  return email;
}

/**
 * The refusal's values and its Retry-After header name the same wait, a whole number of seconds,
 * minutes or hours as a page says it; `limit` names the words the page shows (`rateLimits.<limit>`).
 */
function expectWaitMatchesHeader(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  const body = res.json<{ code: string; message: string; params: { retryAfterSeconds: number; limit: string } }>();
  expect(body.code).toBe('RATE_LIMITED');
  expect(body.message).toBe(ERROR_CODES.RATE_LIMITED.message);
  const wait = body.params.retryAfterSeconds;
  expect(wait <= 90 || wait % 60 === 0).toBe(true);
  expect(Number(res.headers['retry-after'])).toBe(wait);
}

describe('a class of 30 behind one address', () => {
  it(
    'signs up with a photo, signs in, uploads an NID and books, all at once, and nobody is refused',
    SLOW,
    async () => {
      const office = '203.0.113.10';
      const refused: string[] = [];
      const note = (step: string, res: LightMyRequestResponse, ok: number[] = [200]) => {
        if (!ok.includes(res.statusCode)) refused.push(`${step}: ${res.statusCode} ${res.body}`);
      };
      for (let i = 0; i < 30; i++) {
        const email = uniqueEmail('class');
        const photo = await upload(office);
        note('photo', photo);
        const image = photo.json<{ data: { display_url: string } }>().data?.display_url;
        note('sign-up', await signUp(`Student ${i + 1}`, email, office, image));
        const session = await signIn(email, TEST_PASSWORD, office);
        note('sign-in', session);
        const cookie = cookieHeader(session.headers['set-cookie']);
        const nid = await upload(office, { cookie, kind: 'private' });
        note('nid', nid);
        const booking = await t.app.inject({
          method: 'PUT',
          url: '/api/order',
          payload: bookingBody('manual-car', nid.json<{ data: { display_url: string } }>().data?.display_url ?? ''),
          headers: { cookie, origin: ORIGIN },
          remoteAddress: office,
        });
        note('booking', booking, [201]);
      }
      expect(refused).toEqual([]);
    },
  );
});

describe('wrong passwords', () => {
  it('lock the account (not the address) before 30 have been tried, and a classmate still signs in', SLOW, async () => {
    const victim = await account();
    const classmate = await account();
    const room = '203.0.113.20';
    const statuses: number[] = [];
    let firstRefusal: LightMyRequestResponse | undefined;
    for (let i = 0; i < 30; i++) {
      const res = await signIn(victim, 'WrongPass99', room);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) firstRefusal ??= res;
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    expectWaitMatchesHeader(firstRefusal!);
    expect(firstRefusal!.json().params.limit).toBe('signInAccount');

    // The classmate at the next desk signs in right after.
    expect((await signIn(classmate, TEST_PASSWORD, room)).statusCode).toBe(200);
    // The account is locked from everywhere, even for the right password: a guesser learns nothing.
    expect((await signIn(victim, TEST_PASSWORD, '198.51.100.99')).statusCode).toBe(429);

    // Once the announced wait is over, its owner signs in, and that forgets the failures.
    now += Number(firstRefusal!.headers['retry-after']) * 1000;
    expect((await signIn(victim, TEST_PASSWORD, room)).statusCode).toBe(200);
    const again: number[] = [];
    for (let i = 0; i < 5; i++) again.push((await signIn(victim, 'WrongPass99', room)).statusCode);
    expect(again).toEqual([401, 401, 401, 401, 401]);
  });

  it(
    'wait longer as they go on: after the first 5, one try every 3 minutes, until 20 a day are spent',
    SLOW,
    async () => {
      const email = await account();
      const tries = async (n: number) => {
        const seen: number[] = [];
        for (let i = 0; i < n; i++) seen.push((await signIn(email, 'WrongPass99', '203.0.113.21')).statusCode);
        return seen;
      };
      expect(await tries(6)).toEqual([401, 401, 401, 401, 401, 429]);
      for (let i = 0; i < 15; i++) {
        now += 3 * 60_000;
        expect(await tries(2)).toEqual([401, 429]);
      }
      // 20 wrong passwords in 45 minutes: 3 minutes later is no longer enough. The day's bucket
      // gives one back every 72 minutes, the first 72 minutes after the first failure.
      now += 3 * 60_000;
      const refused = await signIn(email, 'WrongPass99', '203.0.113.21');
      expectWaitMatchesHeader(refused);
      expect(refused.headers['retry-after']).toBe(String(24 * 60));
    },
  );

  it('on many accounts from one address (credential stuffing) meet a 429 before 100', SLOW, async () => {
    const attacker = '203.0.113.30';
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++)
      statuses.push((await signIn(`nobody${i}@stuffing.example`, 'Password123', attacker)).statusCode);
    const first429 = statuses.indexOf(429);
    expect(first429).toBeGreaterThan(30);
    expect(statuses.slice(0, first429).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(first429).every((s) => s === 429)).toBe(true);
    const refused = await signIn('nobody-more@stuffing.example', 'Password123', attacker);
    expectWaitMatchesHeader(refused);
    expect(refused.json().params.limit).toBe('signInAddress');
    // Someone elsewhere is not affected.
    expect((await signIn(await account(), TEST_PASSWORD, '198.51.100.30')).statusCode).toBe(200);
  });

  it('do not add up for a steady 3 sign-ins a minute from one address, however long', SLOW, async () => {
    const office = '203.0.113.40';
    const students = [await account(), await account(), await account()];
    const statuses = new Set<number>();
    for (let minute = 0; minute < 15; minute++) {
      for (const email of students) {
        statuses.add((await signIn(email, TEST_PASSWORD, office)).statusCode);
        now += 20_000;
      }
    }
    expect([...statuses]).toEqual([200]);
  });
});

describe('IPv6', () => {
  it('addresses in one /64 share a budget; another /64 has its own', SLOW, async () => {
    const contact = (ip: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: {
          user_name: 'Visitor',
          user_email: 'visitor@example.com',
          message: 'When does the next batch start?',
        },
        remoteAddress: ip,
      });
    const statuses: number[] = [];
    for (let i = 1; i <= 31; i++) statuses.push((await contact(`2001:db8:5:6::${i.toString(16)}`)).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    expectWaitMatchesHeader(await contact('2001:db8:5:6:ffff:1:2:3'));
    expect((await contact('2001:db8:5:7::1')).statusCode).toBe(201);
  });
});

describe('uploads', () => {
  it('without a session do not use up sign-ups or signed-in uploads, and the refusal says how long', SLOW, async () => {
    const ip = '203.0.113.50';
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) statuses.push((await upload(ip)).statusCode);
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    const refused = await upload(ip);
    expectWaitMatchesHeader(refused);
    expect(refused.json().params).toEqual({ limit: 'uploads', retryAfterSeconds: 90 });

    // Sign-up and a signed-in upload from the same address still go through.
    const email = uniqueEmail('after-uploads');
    const created = await signUp('After Uploads', email, ip);
    expect(created.statusCode).toBe(200);
    const cookie = cookieHeader(created.headers['set-cookie']);
    expect((await upload(ip, { cookie, kind: 'private' })).statusCode).toBe(200);
  });
});

describe('sign-ups', () => {
  it('from one address stop a script after 40 in an hour, with a wait that matches Retry-After', SLOW, async () => {
    const ip = '203.0.113.60';
    const statuses: number[] = [];
    for (let i = 0; i < 41; i++) statuses.push((await signUp('Bot', uniqueEmail('bot'), ip)).statusCode);
    expect(statuses.slice(0, 40).every((s) => s === 200)).toBe(true);
    expect(statuses[40]).toBe(429);
    const refused = await signUp('Bot', uniqueEmail('bot'), ip);
    expectWaitMatchesHeader(refused);
    expect(refused.json().params).toEqual({ limit: 'auth', retryAfterSeconds: 90 });
  });
});
