import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { loadConfig } from '#server/config.ts';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import { ORIGIN, send } from '#server/test/http.ts';
import { startTestSmtp } from '#server/test/smtp.ts';
import type { TestUser } from '#server/test/users.ts';
import type { InboxMessage, InboxSummary } from '#shared/schemas/contact.ts';

/**
 * The enquiry inbox with the school's mail server down: every message still reaches staff, who
 * open it (the unread count drops), mark it handled (it leaves the open list) and can reopen it.
 */
let t: TestSchool;
let admin: TestUser;
let student: TestUser;

beforeAll(async () => {
  const closed = await startTestSmtp();
  const url = closed.url;
  await closed.close(); // nothing listens there any more: every notification mail fails
  t = await createTestSchool({ SMTP_URL: url, SCHOOL_EMAIL: 'office@school.test' });
  ({ admin, student } = t);
});
afterAll(async () => {
  await t?.close();
});

const contact = (message: string, name = 'Rina Akter', phone?: string) =>
  send(t.app, null, {
    method: 'POST',
    url: '/api/contact',
    payload: { user_name: name, user_email: 'rina@example.com', message, ...(phone ? { phone } : {}) },
  });
const summary = async (who: TestUser = admin) =>
  (await send(t.app, who, { method: 'GET', url: '/api/contact-messages/summary' })).json<InboxSummary>();
const list = (status: string, who: TestUser = admin) =>
  send(t.app, who, { method: 'GET', url: `/api/contact-messages?status=${status}&page=1&limit=10` });
const patch = (id: string, payload: object, who: TestUser = admin) =>
  send(t.app, who, { method: 'PATCH', url: `/api/contact-messages/${id}`, payload });

describe('the enquiry inbox', () => {
  it('shows messages sent while SMTP is down; opening lowers the unread count, handling empties the open list', async () => {
    const before = await summary();
    const first = await contact('Is there a ladies-only batch for scooter lessons?');
    const second = await contact('আমার ছেলের জন্য মোটরসাইকেল কোর্স কবে শুরু?', 'Karim Uddin', '০১৮১২-৩৪৫৬৭৮');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    // The mails go through the queue: one pass tries them.
    await t.app.messageWorker.drain();
    expect(await summary()).toEqual({ unread: before.unread + 2, open: before.open + 2 });

    const open = await list('open');
    expect(open.statusCode).toBe(200);
    expect(Number(open.headers['x-total-count'])).toBe(before.open + 2);
    const rows = open.json<InboxMessage[]>();
    // Newest first, with the whole text and the failed notification visible to staff.
    expect(rows[0]).toMatchObject({
      id: second.json<{ id: string }>().id,
      name: 'Karim Uddin',
      phone: '01812345678',
      message: 'আমার ছেলের জন্য মোটরসাইকেল কোর্স কবে শুরু?',
      mailStatus: 'failed',
      readAt: null,
      handledAt: null,
    });

    const id = first.json<{ id: string }>().id;
    const read = await patch(id, { read: true });
    expect(read.statusCode).toBe(200);
    expect(read.json<InboxMessage>().readAt).not.toBeNull();
    expect(await summary()).toEqual({ unread: before.unread + 1, open: before.open + 2 });

    const handled = await patch(id, { handled: true });
    expect(handled.json<InboxMessage>().handledAt).not.toBeNull();
    expect(await summary()).toEqual({ unread: before.unread + 1, open: before.open + 1 });
    expect(
      (await list('open')).json<InboxMessage[]>().map((m) => m.id),
      'a handled message leaves the open list',
    ).not.toContain(id);
    expect((await list('handled')).json<InboxMessage[]>().map((m) => m.id)).toContain(id);

    // Reopened, it is open again and stays read.
    const reopened = await patch(id, { handled: false });
    expect(reopened.json<InboxMessage>()).toMatchObject({ handledAt: null, readAt: read.json<InboxMessage>().readAt });
    expect(await summary()).toEqual({ unread: before.unread + 1, open: before.open + 2 });
  });

  it('keeps every message across a restart of the server', async () => {
    const sent = await contact('Kept across a restart');
    const id = sent.json<{ id: string }>().id;
    await patch(id, { handled: true });
    // A new app process on the same database, as after a restart.
    const again = await buildApp({
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: ORIGIN, DATA_DIR: t.dataDir }),
      database: t.database,
      webRoot: '/nonexistent',
    });
    await again.ready();
    try {
      const res = await send(again, admin, { method: 'GET', url: '/api/contact-messages?status=handled' });
      expect(res.json<InboxMessage[]>().find((m) => m.id === id)).toMatchObject({
        message: 'Kept across a restart',
        handledAt: expect.any(String) as unknown as string,
      });
    } finally {
      await again.close();
    }
  });

  it('is for staff only, and refuses unknown ids and empty changes plainly', async () => {
    const id = (await contact('Private enquiry')).json<{ id: string }>().id;
    expect((await list('all', student)).statusCode).toBe(403);
    expect((await send(t.app, null, { method: 'GET', url: '/api/contact-messages' })).statusCode).toBe(401);
    expect((await patch(id, { handled: true }, student)).statusCode).toBe(403);
    const unknown = await patch('00000000-0000-4000-8000-000000000000', { read: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'CONTACT_MESSAGE_NOT_FOUND', message: 'There is no message with this id.' });
    const empty = await patch(id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
  });
});
