import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { startTestSmtp, type ReceivedMail } from '#server/test/smtp.ts';
import { TEST_PASSWORD, cookieHeader, createUser, signIn } from '#server/test/users.ts';
import { accounts, users } from '#server/db/schema/index.ts';
import { setRoleByEmail } from '#server/features/users/index.ts';
import { createOwner } from './owner';

const SITE = 'http://school.test';
const OWNER = 'head@school.test';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let google: OAuth2Server;
/** Who the stand-in for Google signs in next. */
let googleUser = { email: 'nobody@gmail.test', verified: true, sub: 'sub-0' };

beforeAll(async () => {
  smtp = await startTestSmtp();
  google = new OAuth2Server();
  await google.issuer.keys.generate('RS256');
  google.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, {
      sub: googleUser.sub,
      email: googleUser.email,
      email_verified: googleUser.verified,
      name: 'Google Person',
    });
  });
  google.service.on('beforeUserinfo', (res) => {
    res.body = {
      sub: googleUser.sub,
      email: googleUser.email,
      email_verified: googleUser.verified,
      name: 'Google Person',
    };
  });
  await google.start(0, '127.0.0.1');
  t = await createTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: SITE,
    OWNER_EMAIL: OWNER,
    GOOGLE_CLIENT_ID: 'test-client',
    GOOGLE_CLIENT_SECRET: 'test-secret',
    GOOGLE_DISCOVERY_URL: `${google.issuer.url!}/.well-known/openid-configuration`,
  });
});
afterAll(async () => {
  await t.close();
  await google.stop();
  await smtp.close();
});

let ip = 0;
const nextIp = () => `10.60.${Math.floor(++ip / 250)}.${ip % 250}`;

async function mailsTo(email: string, subject: RegExp, atLeast = 1): Promise<ReceivedMail[]> {
  const find = () => smtp.inbox.filter((m) => m.to.includes(email) && subject.test(m.subject));
  for (let i = 0; i < 150 && find().length < atLeast; i++) await new Promise((r) => setTimeout(r, 20));
  return find();
}

const linkIn = (mail: ReceivedMail, path: string) => new RegExp(`${SITE}/api/auth/${path}\\S+`).exec(mail.text)![0];

const me = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json<{
    user: { _id: string; email: string; emailVerified: boolean; role: string; isOwner: boolean } | null;
  }>().user;

async function signUp(email: string, password = TEST_PASSWORD, name = 'Karim Uddin') {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { name, email, password },
    remoteAddress: nextIp(),
  });
}

/** Opens the link in a mail the way a browser would; returns where it redirected and its cookies. */
async function openLink(link: string, cookie?: string) {
  const url = new URL(link);
  const res = await t.app.inject({
    method: 'GET',
    url: url.pathname + url.search,
    headers: cookie ? { cookie } : {},
    remoteAddress: nextIp(),
  });
  return {
    status: res.statusCode,
    location: String(res.headers.location ?? ''),
    cookie: cookieHeader(res.headers['set-cookie']),
  };
}

/** A whole "Continue with Google" round trip against the stand-in provider. */
async function googleSignIn(): Promise<{ location: string; cookie: string }> {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    payload: { provider: 'google', callbackURL: '/done', errorCallbackURL: '/login?social=error' },
    headers: { origin: SITE },
    remoteAddress: nextIp(),
  });
  expect(start.statusCode, start.body).toBe(200);
  const stateCookie = cookieHeader(start.headers['set-cookie']);
  const authorize = await fetch(start.json<{ url: string }>().url, { redirect: 'manual' });
  const back = new URL(authorize.headers.get('location')!);
  const callback = await t.app.inject({
    method: 'GET',
    url: back.pathname + back.search,
    headers: { cookie: stateCookie },
    remoteAddress: nextIp(),
  });
  return { location: String(callback.headers.location ?? ''), cookie: cookieHeader(callback.headers['set-cookie']) };
}

describe('e-mail verification', () => {
  it('mails a link on sign-up; sign-in works before it is opened; the link verifies the address', async () => {
    const email = 'verify-me@test.example';
    const res = await signUp(email);
    expect(res.statusCode).toBe(200);
    const cookie = cookieHeader(res.headers['set-cookie']);
    expect(await me(cookie)).toMatchObject({ email, emailVerified: false });
    // Not verified yet, and still allowed in: students must not be locked out.
    expect((await signIn(t.app, email, TEST_PASSWORD, nextIp())).statusCode).toBe(200);

    const [mail] = await mailsTo(email, /confirm your e-mail/i);
    // Whatever a client asked for, the links land on the app's own page: the mail is in both
    // languages (no language chosen yet), Bengali first, each part's link in its language.
    const links = [...mail!.text.matchAll(new RegExp(`${SITE}/api/auth/verify-email\\S+`, 'g'))].map((m) => m[0]);
    expect(links.map((link) => new URL(link).searchParams.get('callbackURL'))).toEqual([
      '/bn/email-verified',
      '/email-verified',
    ]);
    const link = links[1]!;
    const opened = await openLink(link);
    expect(opened.status).toBe(302);
    expect(opened.location).toBe('/email-verified');
    expect(await me(cookie)).toMatchObject({ email, emailVerified: true });
  });

  it('a signed-in, unverified user can ask for the link again; a forged link verifies nothing', async () => {
    const email = 'resend@test.example';
    const cookie = cookieHeader((await signUp(email)).headers['set-cookie']);
    await mailsTo(email, /confirm your e-mail/i);
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/send-verification-email',
      headers: { cookie, origin: SITE },
      payload: { email },
      remoteAddress: nextIp(),
    });
    expect(resend.statusCode).toBe(200);
    const mails = await mailsTo(email, /confirm your e-mail/i, 2);
    expect(mails).toHaveLength(2);

    const forged = await openLink(
      `${SITE}/api/auth/verify-email?token=eyJhbGciOiJIUzI1NiJ9.e30.x&callbackURL=/email-verified`,
    );
    expect(forged.location).toMatch(/^\/email-verified\?error=/);
    expect(await me(cookie)).toMatchObject({ emailVerified: false });
  });
});

describe('Google sign-in and existing accounts', () => {
  it('an UNVERIFIED password account is not joined to a Google sign-in with its address', async () => {
    const email = 'squatted@gmail.test';
    const squatter = await signUp(email);
    const squatterId = squatter.json<{ user: { id: string } }>().user.id;
    googleUser = { email, verified: true, sub: 'sub-squatted' };
    const result = await googleSignIn();
    expect(result.location).toContain('error=account_not_linked');
    expect(result.cookie).not.toMatch(/session_token=[^;]+/);
    const links = await t.database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, squatterId), eq(accounts.providerId, 'google')));
    expect(links).toHaveLength(0);
  });

  it('after the address is verified, Google signs in to that same account', async () => {
    const email = 'rahim.verified@gmail.test';
    const res = await signUp(email);
    const cookie = cookieHeader(res.headers['set-cookie']);
    const userId = res.json<{ user: { id: string } }>().user.id;
    const [mail] = await mailsTo(email, /confirm your e-mail/i);
    await openLink(linkIn(mail!, 'verify-email'));

    googleUser = { email, verified: true, sub: 'sub-rahim' };
    const result = await googleSignIn();
    expect(result.location).toBe('/done');
    expect(await me(result.cookie)).toMatchObject({ _id: userId, email });
    expect((await me(cookie))?._id).toBe(userId);
    const links = await t.database.db
      .select()
      .from(accounts)
      .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'google')));
    expect(links).toHaveLength(1);
  });

  it('a Google account that does not vouch for the address is not joined either', async () => {
    const email = 'half@gmail.test';
    const res = await signUp(email);
    const [mail] = await mailsTo(email, /confirm your e-mail/i);
    await openLink(linkIn(mail!, 'verify-email'));
    googleUser = { email, verified: false, sub: 'sub-half' };
    expect((await googleSignIn()).location).toContain('error=account_not_linked');
    const userId = res.json<{ user: { id: string } }>().user.id;
    expect(
      await t.database.db
        .select()
        .from(accounts)
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'google'))),
    ).toHaveLength(0);
  });
});

describe('the owner account', () => {
  it('a sign-up with the owner address is refused, in any letter case', async () => {
    for (const email of [OWNER, 'Head@School.Test']) {
      const res = await signUp(email);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('OWNER_ADDRESS_RESERVED');
    }
    expect(await t.database.db.select().from(users).where(eq(users.email, OWNER))).toHaveLength(0);
  });

  it('role changes are refused for unverified addresses by the CLI; an admin sets no roles at all', async () => {
    const email = 'not-yet@test.example';
    await signUp(email);
    await expect(setRoleByEmail(t.database.db, email, 'admin')).rejects.toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    // Only the owner sets roles in the app (the owner's refusal is in features/accounts/accounts.test.ts).
    const admin = await createUser(t, 'admin');
    const viaApi = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${email}`,
      headers: { cookie: admin.cookie, origin: SITE },
      payload: { role: 'teacher' },
    });
    expect(viaApi.statusCode).toBe(403);
    expect(viaApi.json().code).toBe('FORBIDDEN');
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.role).toBe('student');

    // Once the address is verified, the same change goes through.
    const [mail] = await mailsTo(email, /confirm your e-mail/i);
    await openLink(linkIn(mail!, 'verify-email'));
    expect((await setRoleByEmail(t.database.db, email, 'teacher')).role).toBe('teacher');
  });

  it('create-owner takes a squatted address over: the squatter is out, the owner manages the school', async () => {
    // Someone registered the owner's address before it was reserved (or before this version).
    const [squatter] = await t.database.db
      .insert(users)
      .values({ id: 'squatter-id', name: 'Squatter', email: OWNER, sid: 'SID55554444' })
      .returning();
    const ctx = await t.app.auth.$context;
    await ctx.internalAdapter.createAccount({
      userId: squatter!.id,
      providerId: 'credential',
      accountId: squatter!.id,
      password: await ctx.password.hash('Squatter-Pass-2026'),
    });
    const squatterSession = cookieHeader(
      (await signIn(t.app, OWNER, 'Squatter-Pass-2026', nextIp())).headers['set-cookie'],
    );
    expect(await me(squatterSession)).toMatchObject({ isOwner: false, role: 'student' });

    await expect(createOwner(t.app, { email: OWNER, password: 'password12' })).rejects.toMatchObject({
      code: 'WEAK_PASSWORD',
    });
    const result = await createOwner(t.app, { email: OWNER, password: 'Owner-Keeps-Keys-77' });
    expect(result).toMatchObject({ created: false, mailed: false });
    expect(await me(squatterSession)).toBeNull();
    expect((await signIn(t.app, OWNER, 'Squatter-Pass-2026', nextIp())).statusCode).toBe(401);
    const owner = cookieHeader((await signIn(t.app, OWNER, 'Owner-Keeps-Keys-77', nextIp())).headers['set-cookie']);
    expect(await me(owner)).toMatchObject({ email: OWNER, role: 'admin', isOwner: true, emailVerified: true });
  });

  it('create-owner --mail-link mails a link with which the owner chooses the password', async () => {
    const before = smtp.inbox.length;
    await expect(createOwner(t.app, { email: 'someone-else@test.example' })).rejects.toThrow(/OWNER_EMAIL/);
    const result = await createOwner(t.app, { email: OWNER });
    expect(result.mailed).toBe(true);
    const [mail] = (await mailsTo(OWNER, /reset your password/i)).filter((_, i, all) => all.length - 1 === i);
    expect(smtp.inbox.length).toBeGreaterThan(before);
    const token = new URL(linkIn(mail!, 'reset-password')).pathname.split('/').pop()!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'Mailed-Owner-Pass-31', token },
      remoteAddress: nextIp(),
    });
    expect(reset.statusCode).toBe(200);
    const owner = cookieHeader((await signIn(t.app, OWNER, 'Mailed-Owner-Pass-31', nextIp())).headers['set-cookie']);
    expect(await me(owner)).toMatchObject({ isOwner: true });
  });
});

describe('passwords that are easy to guess', () => {
  it('sign-up refuses password12, Qwerty12 and the person’s own name, and says why', async () => {
    for (const [password, name] of [
      ['password12', 'Any Body'],
      ['Qwerty12', 'Any Body'],
      ['Farhana1995', 'Farhana Akter'],
    ] as const) {
      const res = await signUp(`weak-${password}@test.example`, password, name);
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toMatchObject({ code: 'WEAK_PASSWORD' });
      expect(res.json().message).toContain('password does not meet requirements');
    }
    expect((await signUp('strong-one@test.example', 'Rupsha-Bridge-2026')).statusCode).toBe(200);
  });

  it('a reset to a guessable password is refused too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'Qwerty12', token: 'whatever' },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('WEAK_PASSWORD');
  });
});

describe('password reset links', () => {
  const requestReset = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email, redirectTo: `${SITE}/reset/new` },
      remoteAddress: nextIp(),
    });
  const resetWith = (token: string, newPassword: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword, token },
      remoteAddress: nextIp(),
    });
  const tokenOf = (mail: ReceivedMail) => new URL(linkIn(mail, 'reset-password')).pathname.split('/').pop()!;

  it('a newer link voids the older one', async () => {
    const u = await createUser(t);
    await requestReset(u.email);
    await mailsTo(u.email, /reset your password/i, 1);
    await requestReset(u.email);
    const mails = await mailsTo(u.email, /reset your password/i, 2);
    expect(mails).toHaveLength(2);
    const [older, newer] = mails.map(tokenOf);
    expect((await resetWith(older!, 'Older-Link-Pass-2026')).json().code).toBe('INVALID_TOKEN');
    expect((await resetWith(newer!, 'Newer-Link-Pass-2026')).statusCode).toBe(200);
    expect((await signIn(t.app, u.email, 'Newer-Link-Pass-2026', nextIp())).statusCode).toBe(200);
  });

  it('one account gets at most 3 reset mails an hour, whatever addresses ask; the answer never changes', async () => {
    const u = await createUser(t);
    const other = await createUser(t);
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await requestReset(u.email)).body);
    expect(new Set(answers).size).toBe(1);
    await mailsTo(u.email, /reset your password/i, 3);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(u.email, /reset your password/i)).toHaveLength(3);
    // Another account is not affected.
    await requestReset(other.email);
    expect(await mailsTo(other.email, /reset your password/i)).toHaveLength(1);
  });
});

describe('signing out', () => {
  it('GET /api/logout no longer ends a session: it answers 405 and the user stays signed in', async () => {
    const s = await createUser(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/logout', headers: { cookie: s.cookie } });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json().code).toBe('METHOD_NOT_ALLOWED');
    expect(await me(s.cookie)).not.toBeNull();
  });

  it('a page on another site cannot sign the user out with a POST either', async () => {
    const s = await createUser(t);
    for (const url of ['/api/logout', '/api/auth/sign-out']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: s.cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
        payload: {},
      });
      expect(res.statusCode, url).toBe(403);
    }
    expect(await me(s.cookie)).not.toBeNull();
  });

  it('the app’s own POST signs out', async () => {
    const s = await createUser(t);
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie: s.cookie, origin: SITE } });
    expect(res.statusCode).toBe(200);
    expect(await me(s.cookie)).toBeNull();
  });
});
