import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { ORIGIN as SITE, nextIp, send } from '#server/test/http.ts';
import { withTestSmtp, type TestSmtp, type ReceivedMail } from '#server/test/smtp.ts';
import { TEST_PASSWORD, cookieHeader, createUser, signIn, signUp, type TestUser } from '#server/test/users.ts';
import { withLandingIn } from './account-mail';

let t: TestApp & { smtp: TestSmtp };

beforeAll(async () => {
  t = await withTestSmtp((smtp) => createTestApp({ SMTP_URL: smtp.url }));
});
afterAll(async () => {
  await t.close();
});

const BENGALI = /[\u0980-\u09FF]/;

/** Waits for the `count`th reset or confirmation mail to `email` (they carry these links) and answers it. */
async function mailTo(email: string, kind: 'reset-password' | 'verify-email', count = 1): Promise<ReceivedMail> {
  const find = () => t.smtp.inbox.filter((m) => m.to.includes(email) && m.text.includes(`/api/auth/${kind}`));
  for (let i = 0; i < 150 && find().length < count; i++) await new Promise((r) => setTimeout(r, 20));
  const mail = find()[count - 1];
  if (!mail) throw new Error(`no ${kind} mail number ${count} to ${email}`);
  return mail;
}

/** The account links in a mail, in the order a reader meets them. */
const linksIn = (mail: ReceivedMail) =>
  [...mail.text.matchAll(new RegExp(`${SITE}/api/auth/(?:reset-password|verify-email)\\S+`, 'g'))].map((m) => m[0]);

/** Opens a link the way a browser would: where it redirects to. */
async function open(link: string): Promise<URL> {
  const url = new URL(link);
  const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search, remoteAddress: nextIp() });
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location), SITE);
}

const chooseLanguage = async (user: TestUser, language: 'bn' | 'en') =>
  expect(
    (
      await send(t.app, user, {
        method: 'PUT',
        url: '/api/me/message-preferences',
        payload: { language, sms: true, email: true, reminders: true },
      })
    ).statusCode,
  ).toBe(200);

const requestReset = (email: string) =>
  send(t.app, null, {
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: `${SITE}/reset/new` },
  });

/** Sets a new password with the token a reset page was opened with, then signs in with it. */
async function resetOn(page: URL, email: string, password: string) {
  const token = page.searchParams.get('token');
  expect(token).toBeTruthy();
  const reset = await send(t.app, null, {
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, newPassword: password },
  });
  expect(reset.statusCode, reset.body).toBe(200);
  expect((await signIn(t.app, email, password, nextIp())).statusCode).toBe(200);
}

const emailVerified = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json<{
    user: { emailVerified: boolean };
  }>().user.emailVerified;

describe('the password-reset mail', () => {
  it('reaches a reader who chose Bengali in Bengali; its link opens the Bengali page and resets the password', async () => {
    const user = await createUser(t);
    await chooseLanguage(user, 'bn');
    expect((await requestReset(user.email)).statusCode).toBe(200);
    const mail = await mailTo(user.email, 'reset-password');

    expect(mail.subject).toBe('পাসওয়ার্ড নতুন করে দিন');
    expect(mail.text).toContain('নতুন পাসওয়ার্ড বেছে নিতে এক ঘণ্টার মধ্যে এই লিংকটি খুলুন');
    expect(mail.text).toContain(`${SITE} ওয়েবসাইটে`);
    expect(mail.text).not.toMatch(/Hello|Reset your password|Khulna Driving School/);
    const links = linksIn(mail);
    expect(links).toHaveLength(1);

    const page = await open(links[0]!);
    expect(page.pathname).toBe('/bn/reset/new');
    await resetOn(page, user.email, 'Bhairab-Bridge-Bn-31');
  });

  it('reaches a reader who never chose in both languages, Bengali first; each link opens its own page and resets', async () => {
    const user = await createUser(t);
    await requestReset(user.email);
    const mail = await mailTo(user.email, 'reset-password');

    expect(mail.subject).toBe('পাসওয়ার্ড নতুন করে দিন / Reset your password');
    const bengali = mail.text.indexOf('প্রিয় Test student');
    const english = mail.text.indexOf('Hello Test student');
    expect(bengali).toBeGreaterThanOrEqual(0);
    expect(english).toBeGreaterThan(bengali);
    expect(mail.text).toContain('To choose a new password, open this link within one hour');

    // One link in each part, with the same token: each lands on the page in its part's language.
    const [bnLink, enLink] = linksIn(mail);
    expect(linksIn(mail)).toHaveLength(2);
    expect(mail.text.indexOf(bnLink!)).toBeLessThan(english);
    expect(mail.text.lastIndexOf(enLink!)).toBeGreaterThan(english);
    const bnPage = await open(bnLink!);
    expect(bnPage.pathname).toBe('/bn/reset/new');
    const enPage = await open(enLink!);
    expect(enPage.pathname).toBe('/reset/new');
    expect(enPage.searchParams.get('token')).toBe(bnPage.searchParams.get('token'));
    await resetOn(enPage, user.email, 'Rupsha-Ghat-En-2026');
    // The token worked once: the Bengali link's page now has a spent token.
    const again = await send(t.app, null, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: bnPage.searchParams.get('token'), newPassword: 'Another-Try-2026x' },
    });
    expect(again.statusCode).toBe(400);
  });

  it('reaches a reader who chose English in English only', async () => {
    const user = await createUser(t);
    await chooseLanguage(user, 'en');
    await requestReset(user.email);
    const mail = await mailTo(user.email, 'reset-password');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).not.toMatch(BENGALI);
    const links = linksIn(mail);
    expect(links).toHaveLength(1);
    await resetOn(await open(links[0]!), user.email, 'Khan-Jahan-Ali-Road-8');
  });
});

describe('the confirmation mail', () => {
  it('at sign-up, before any choice, is in both languages; either link confirms the address', async () => {
    const email = `both-${Date.now()}@test.example`;
    const res = await signUp(t.app, { name: 'করিম উদ্দিন', email, password: TEST_PASSWORD }, nextIp());
    expect(res.statusCode).toBe(200);
    const cookie = cookieHeader(res.headers['set-cookie']);
    const mail = await mailTo(email, 'verify-email');

    expect(mail.subject).toBe('আপনার ই-মেইল ঠিকানা নিশ্চিত করুন / Confirm your e-mail address');
    expect(mail.text.indexOf('প্রিয় করিম উদ্দিন,')).toBe(0);
    expect(mail.text.indexOf('Hello করিম উদ্দিন,')).toBeGreaterThan(0);
    expect(mail.text).toContain('২৪ ঘণ্টার মধ্যে এই লিংকটি খুলুন');
    expect(mail.text).toContain('Open this link within 24 hours');

    const [bnLink, enLink] = linksIn(mail);
    expect(linksIn(mail)).toHaveLength(2);
    expect(await emailVerified(cookie)).toBe(false);
    expect((await open(enLink!)).pathname).toBe('/email-verified');
    expect(await emailVerified(cookie)).toBe(true);
    // Opened second, the Bengali link still lands on its page (the address is confirmed already).
    expect((await open(bnLink!)).pathname).toBe('/bn/email-verified');
  });

  it('reaches a reader who chose Bengali in Bengali; its link opens the Bengali page and confirms the address', async () => {
    const user = await createUser(t);
    // Its sign-up mail went before the choice; waited for, so the resent one is surely the second
    // to arrive (mails are sent without awaiting, and a busy machine may deliver them out of order).
    await mailTo(user.email, 'verify-email');
    await chooseLanguage(user, 'bn');
    const resend = await send(t.app, user, {
      method: 'POST',
      url: '/api/auth/send-verification-email',
      payload: { email: user.email },
    });
    expect(resend.statusCode).toBe(200);
    const mail = await mailTo(user.email, 'verify-email', 2);

    expect(mail.subject).toBe('আপনার ই-মেইল ঠিকানা নিশ্চিত করুন');
    expect(mail.text).toContain('আপনার অ্যাকাউন্টের জন্য এই ই-মেইল ঠিকানাটি নিশ্চিত করুন');
    expect(mail.text).not.toMatch(/Hello|Confirm|Khulna Driving School/);
    const links = linksIn(mail);
    expect(links).toHaveLength(1);
    expect(await emailVerified(user.cookie)).toBe(false);
    expect((await open(links[0]!)).pathname).toBe('/bn/email-verified');
    expect(await emailVerified(user.cookie)).toBe(true);
  });
});

describe('a link in the reader’s language', () => {
  const token = `${SITE}/api/auth/reset-password/AbC123`;

  it('moves only the page better-auth lands on, keeping its origin, query and the token', () => {
    const link = `${token}?callbackURL=${encodeURIComponent(`${SITE}/reset/new?from=mail`)}`;
    const bn = new URL(withLandingIn('bn', link, '/reset/new'));
    expect(bn.origin + bn.pathname).toBe(token);
    expect(bn.searchParams.get('callbackURL')).toBe(`${SITE}/bn/reset/new?from=mail`);
    expect(new URL(withLandingIn('en', bn.toString(), '/reset/new')).searchParams.get('callbackURL')).toBe(
      `${SITE}/reset/new?from=mail`,
    );
  });

  it('keeps a bare path bare, and lands on the given page when the link names none', () => {
    const verify = `${SITE}/api/auth/verify-email?token=a.b.c&callbackURL=%2Femail-verified`;
    const bn = new URL(withLandingIn('bn', verify, '/email-verified'));
    expect(bn.searchParams.get('token')).toBe('a.b.c');
    expect(bn.searchParams.get('callbackURL')).toBe('/bn/email-verified');
    expect(new URL(withLandingIn('bn', `${token}?callbackURL=`, '/reset/new')).searchParams.get('callbackURL')).toBe(
      '/bn/reset/new',
    );
  });
});
