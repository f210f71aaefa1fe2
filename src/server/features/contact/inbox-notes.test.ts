import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog, users } from '#server/db/schema/index.ts';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import { send } from '#server/test/http.ts';
import type { TestUser } from '#server/test/users.ts';
import type { InboxMessage, InboxSummary } from '#shared/schemas/contact.ts';

/**
 * What the office did about an enquiry: a call or a reply noted on it, shown with the message to
 * every member of staff, with who and when, and on the activity log (docs/decisions/0481).
 */
let t: TestSchool;
/** The names the admin and the owner sign with, as the note records its author. */
const names = { admin: '', owner: '' };
const nameOf = async (user: TestUser) =>
  (await t.database.db.select({ name: users.name }).from(users).where(eq(users.id, user.id)))[0]!.name;

beforeAll(async () => {
  t = await createTestSchool();
  names.admin = await nameOf(t.admin);
  names.owner = await nameOf(t.owner);
});
afterAll(async () => {
  await t?.close();
});

const enquiry = async (message: string) => {
  const res = await send(t.app, null, {
    method: 'POST',
    url: '/api/contact',
    payload: { user_name: 'Rina Akter', user_email: 'rina@example.com', phone: '01712345678', message },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
};
const note = (id: string, payload: object, who: TestUser | null = t.admin) =>
  send(t.app, who, { method: 'POST', url: `/api/contact-messages/${id}/notes`, payload });
const listed = async (id: string, status = 'all') =>
  (await send(t.app, t.owner, { method: 'GET', url: `/api/contact-messages?status=${status}` }))
    .json<InboxMessage[]>()
    .find((m) => m.id === id);

describe('notes on an enquiry', () => {
  it('a call noted by one of the office is stored, read, shown to the others with who and when, and audited', async () => {
    const id = await enquiry('Is there a ladies-only scooter batch?');
    const before = (
      await send(t.app, t.admin, { method: 'GET', url: '/api/contact-messages/summary' })
    ).json<InboxSummary>();
    const res = await note(id, { kind: 'call', note: '  Called: the ladies batch starts on Saturday.  ' });
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json<InboxMessage>();
    expect(saved.readAt, 'answering it means it was read').not.toBeNull();
    expect(saved.handledAt, 'a note alone leaves it open').toBeNull();
    expect(saved.notes).toEqual([
      {
        id: expect.any(String) as unknown as string,
        kind: 'call',
        note: 'Called: the ladies batch starts on Saturday.',
        authorName: names.admin,
        createdAt: expect.any(String) as unknown as string,
      },
    ]);
    const after = (
      await send(t.app, t.admin, { method: 'GET', url: '/api/contact-messages/summary' })
    ).json<InboxSummary>();
    expect(after).toEqual({ open: before.open, unread: before.unread - 1 });

    // The owner, another member of staff, reads it in the inbox.
    expect((await listed(id, 'open'))?.notes.map((n) => [n.kind, n.authorName])).toEqual([['call', names.admin]]);

    const [record] = await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id));
    expect(record).toMatchObject({
      action: 'enquiry.answered',
      entityType: 'enquiry',
      actorEmail: t.admin.email,
      after: {
        from: 'Rina Akter',
        answer: 'call',
        note: 'Called: the ladies batch starts on Saturday.',
        handled: false,
      },
    });
  });

  it('a reply that answers it marks it handled; later notes follow in order and keep the first handling', async () => {
    const id = await enquiry('When does the motorcycle course start?');
    const reply = await note(id, { kind: 'reply', note: 'Mailed the dates.', handled: true });
    expect(reply.statusCode, reply.body).toBe(201);
    const handledAt = reply.json<InboxMessage>().handledAt;
    expect(handledAt).not.toBeNull();
    expect(await listed(id, 'open')).toBeUndefined();

    const more = await note(id, { kind: 'note', handled: true }, t.owner);
    expect(more.statusCode, more.body).toBe(201);
    const message = more.json<InboxMessage>();
    expect(message.handledAt).toBe(handledAt);
    expect(message.notes.map((n) => [n.kind, n.note, n.authorName])).toEqual([
      ['reply', 'Mailed the dates.', names.admin],
      ['note', '', names.owner],
    ]);
  });

  it('is the office’s only, and refuses a bad note, an unknown kind or message plainly, saving nothing', async () => {
    const id = await enquiry('Private enquiry');
    expect((await note(id, { kind: 'call' }, null)).statusCode).toBe(401);
    expect((await note(id, { kind: 'call' }, t.student)).statusCode).toBe(403);
    expect((await note(id, { kind: 'call' }, t.teacher)).statusCode).toBe(403);
    const kind = await note(id, { kind: 'sms' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json<{ code: string }>().code).toBe('VALIDATION_FAILED');
    expect((await note(id, { kind: 'call', note: 'x'.repeat(1001) })).statusCode).toBe(400);
    expect((await note(id, { kind: 'call', note: 'bad\u0000text' })).statusCode).toBe(400);
    const unknown = await note('00000000-0000-4000-8000-000000000000', { kind: 'call' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'CONTACT_MESSAGE_NOT_FOUND', message: 'There is no message with this id.' });
    expect((await listed(id))?.notes).toEqual([]);
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.entityId, id))).toEqual([]);
  });
});
