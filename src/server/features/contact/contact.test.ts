import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRateLimited } from '#server/test/http.ts';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { startTestSmtp } from '#server/test/smtp.ts';
import { contactMessages } from '#server/db/schema/index.ts';

const SCHOOL = 'office@school.test';
const FAILING_SCHOOL = 'office-smtp-fail@school.test';

let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
let t: TestApp;
let failing: TestApp;

beforeAll(async () => {
  smtp = await startTestSmtp({ refuse: (to) => to.some((a) => a.includes('smtp-fail')) });
  t = await createTestApp({ SMTP_URL: smtp.url, SCHOOL_EMAIL: SCHOOL });
  failing = await createTestApp({ SMTP_URL: smtp.url, SCHOOL_EMAIL: FAILING_SCHOOL });
});
afterAll(async () => {
  await t?.close();
  await failing?.close();
  await smtp?.close();
});

let nextIp = 1;
/** Each test speaks from its own address, so the rate limit of one never spills into another. */
const freshIp = () => `10.0.0.${nextIp++}`;

const valid = {
  user_name: 'Ayesha Rahman',
  user_email: 'ayesha@example.com',
  message: 'আমি মোটরসাইকেল কোর্সে ভর্তি হতে চাই। When does the next batch start?',
};

describe('POST /api/contact', () => {
  it('stores the message and e-mails it to the school, replying to the visitor', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress: freshIp() });
    expect(res.statusCode).toBe(201);
    const { id } = res.json<{ id: string }>();
    await t.app.messageWorker.drain();

    const [row] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      name: valid.user_name,
      email: valid.user_email,
      message: valid.message,
      mailStatus: 'sent',
      mailError: null,
    });
    expect(row!.mailedAt).toBeInstanceOf(Date);

    const mail = smtp.inbox.find((m) => m.raw.includes(id));
    expect(mail).toBeDefined();
    expect(mail!.to).toEqual([SCHOOL]);
    expect(mail!.subject).toBe('Contact form: Ayesha Rahman');
    expect(mail!.raw).toMatch(/^Reply-To: ayesha@example\.com$/im);
    expect(mail!.raw).toContain('ayesha@example.com');
  });

  it('keeps the message and still answers 201 when the mail server refuses it: the row is the message', async () => {
    const before = smtp.inbox.length;
    const res = await failing.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, message: 'Kept even when mail fails' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(201);
    await failing.app.messageWorker.drain();
    expect(smtp.inbox.length).toBe(before);

    const rows = await failing.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.message, 'Kept even when mail fails'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).toBe(res.json<{ id: string }>().id);
    expect(rows[0]!.mailStatus).toBe('failed');
    expect(rows[0]!.mailError).toMatch(/550/);
    expect(rows[0]!.mailedAt).toBeNull();
  });

  it('keeps the message and answers 201 when no mail server is listening at all', async () => {
    const closed = await startTestSmtp();
    const url = closed.url;
    await closed.close();
    const offline = await createTestApp({ SMTP_URL: url, SCHOOL_EMAIL: SCHOOL });
    try {
      const res = await offline.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: valid,
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(201);
      await offline.app.messageWorker.drain();
      const rows = await offline.database.db.select().from(contactMessages);
      expect(rows.map((r) => r.mailStatus)).toEqual(['failed']);
    } finally {
      await offline.close();
    }
  });

  it('sends a mail that failed again once the mail server is back, once', async () => {
    // A port where a mail server was a moment ago: the office's server is down.
    const down = await startTestSmtp();
    const port = down.port;
    await down.close();
    const later = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      SCHOOL_EMAIL: SCHOOL,
      MESSAGE_POLL_MS: '600000',
      MESSAGE_RETRY_SECONDS: '1',
    });
    let back: Awaited<ReturnType<typeof startTestSmtp>> | undefined;
    try {
      const res = await later.app.inject({
        method: 'POST',
        url: '/api/contact',
        payload: valid,
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(201);
      const { id } = res.json<{ id: string }>();
      await later.app.messageWorker.drain();
      const [failed] = await later.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(failed!.mailStatus).toBe('failed');
      expect(failed!.mailError).toMatch(/ECONNREFUSED/);

      back = await startTestSmtp({ port });
      await new Promise((r) => setTimeout(r, 1100));
      await later.app.messageWorker.drain();
      await later.app.messageWorker.drain();
      const [sent] = await later.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
      expect(sent!.mailStatus).toBe('sent');
      expect(sent!.mailError).toBeNull();
      const mails = back.inbox.filter((m) => m.raw.includes(id));
      expect(mails).toHaveLength(1);
      expect(mails[0]!.raw).toMatch(/^Reply-To: ayesha@example\.com$/im);
    } finally {
      await later.close();
      await back?.close();
    }
  }, 90_000); // builds an app of its own

  it('takes an optional call-back phone as people type it and stores it as 01XXXXXXXXX', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, phone: '+880 1712-345678', message: 'Please call me back.' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.json<{ id: string }>().id));
    expect(row!.phone).toBe('01712345678');
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, phone: '' },
      remoteAddress: freshIp(),
    });
    const [empty] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, none.json<{ id: string }>().id));
    expect(empty!.phone).toBeNull();

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, phone: '12345' },
      remoteAddress: freshIp(),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fields: object }>().fields).toHaveProperty('phone');
  });

  it('answers 400 with a message per field for an empty body, stores nothing and mails nothing', async () => {
    const before = smtp.inbox.length;
    const countBefore = await t.database.db.$count(contactMessages);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { user_name: '  ', user_email: 'not-an-email', message: '' },
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; fields: Record<string, string> }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.fields).sort()).toEqual(['message', 'user_email', 'user_name']);
    expect(body.fields.user_email).toBe('Please enter a valid e-mail address.');
    expect(body.fields.user_name).toBe('Please enter your name.');
    expect(smtp.inbox.length).toBe(before);
    expect(await t.database.db.$count(contactMessages)).toBe(countBefore);
  });

  it('answers 400 for missing fields, a name with a line break and an over-long message', async () => {
    const ip = freshIp();
    const missing = await t.app.inject({ method: 'POST', url: '/api/contact', payload: {}, remoteAddress: ip });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json<{ fields: object }>().fields).sort()).toEqual([
      'message',
      'user_email',
      'user_name',
    ]);

    const header = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, user_name: 'Eve\r\nBcc: victim@example.com' },
      remoteAddress: freshIp(),
    });
    expect(header.statusCode).toBe(400);
    expect(header.json<{ fields: object }>().fields).toHaveProperty('user_name');

    const long = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, message: 'x'.repeat(5001) },
      remoteAddress: freshIp(),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ fields: object }>().fields).toHaveProperty('message');
  });

  it('keeps a Bengali name written with a zero-width joiner, refuses one that hides a bidi override', async () => {
    const bengali = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { ...valid, user_name: 'র‍্যাব হাসান' },
      remoteAddress: freshIp(),
    });
    expect(bengali.statusCode, bengali.body).toBe(201);
    const countBefore = await t.database.db.$count(contactMessages);
    for (const payload of [
      { ...valid, user_name: 'Karim\u202Egpj.exe' },
      { ...valid, message: 'Pay to\u2066 017XXXXXXXX\u2069 now' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: freshIp() });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json<{ fields: object }>().fields)).toHaveLength(1);
    }
    expect(await t.database.db.$count(contactMessages)).toBe(countBefore);
  });

  it('lets a class of 30 write from one address, then answers 429 saying how long to wait', async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const ok = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress: ip });
      expect(ok.statusCode).toBe(201);
    }
    const limited = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress: ip });
    // 30 an hour: one more every 2 minutes.
    expectRateLimited(limited, 'contact', 120);

    // Another visitor can still write, and the limit does not touch the rest of the API.
    const other = await t.app.inject({ method: 'POST', url: '/api/contact', payload: valid, remoteAddress: freshIp() });
    expect(other.statusCode).toBe(201);
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({ method: 'GET', url: '/api/allcourse', remoteAddress: ip });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });
});
