import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '#server/test/app.ts';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { messages, smsBudgetDays } from '#server/db/schema/index.ts';
import { send } from '#server/test/http.ts';
import { smsSize } from '#shared/sms.ts';
import { addCourse, bookingBody, putOrder, uploadNid } from '#server/test/orders.ts';
import { reserveSmsSegments, smsSegmentsSpent } from './messages.service';

let t: TestSchool;
let student: TestUser;
let admin: TestUser;

// The worker is driven by hand (drain) so each test sees what one pass sends.
beforeAll(async () => {
  t = await createTestSchool({ MESSAGE_POLL_MS: '600000' });
  ({ student, admin } = t);
  await addCourse(t, 'manual-car', 12000);
});
afterAll(async () => {
  await t?.close();
});

const outbox = () => join(t.dataDir, 'outbox', 'sms');
function smsFiles(): { file: string; to: string; text: string; segments: number; kind: string; createdAt: string }[] {
  let names: string[] = [];
  try {
    names = readdirSync(outbox()).filter((f) => f.endsWith('.json'));
  } catch {
    return [];
  }
  return names.map((file) => ({ file, ...JSON.parse(readFileSync(join(outbox(), file), 'utf8')) }));
}

describe('a booking sends the student an SMS', () => {
  it('writes one SMS file, in Bengali, to the +880 number, with its segment count', async () => {
    const nid = await uploadNid(t, student);
    const res = await putOrder(
      t,
      student,
      bookingBody('manual-car', nid, { idempotencyKey: crypto.randomUUID(), phone1: '017-1234 5678' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const oid = res.json<{ oid: string }>().oid;
    // Queued with the booking, not yet sent.
    expect(smsFiles().filter((f) => f.to === '+8801712345678')).toHaveLength(0);

    await t.app.messageWorker.drain();
    const mine = smsFiles().filter((f) => f.to === '+8801712345678');
    expect(mine).toHaveLength(1);
    const sms = mine[0]!;
    expect(sms.kind).toBe('booking.received');
    expect(sms.text).toContain(oid);
    expect(sms.text).toMatch(/বুকিং/);
    expect(sms.segments).toBe(smsSize(sms.text).segments);
    // Bengali is Unicode: more than 70 characters take parts of 67.
    expect(sms.segments).toBe(Math.ceil(sms.text.length / 67));
    expect(sms.text).toContain(`/bn/orderDetails/${oid}`);

    // Another pass sends nothing again.
    await t.app.messageWorker.drain();
    expect(smsFiles().filter((f) => f.to === '+8801712345678')).toHaveLength(1);

    const rows = await t.database.db.select().from(messages).where(eq(messages.kind, 'booking.received'));
    expect(rows.map((r) => [r.channel, r.status]).sort()).toEqual([
      ['email', 'sent'],
      ['sms', 'sent'],
    ]);
  });

  it('sends in English to a student who chose English, and not by SMS when they turned it off', async () => {
    const other = await createUser(t, 'student');
    const put = await send(t.app, other, {
      method: 'PUT',
      url: '/api/me/message-preferences',
      payload: { language: 'en', sms: true, email: false, reminders: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    const nid = await uploadNid(t, other);
    const res = await putOrder(
      t,
      other,
      bookingBody('manual-car', nid, { idempotencyKey: crypto.randomUUID(), phone1: '+880 1987 654321' }),
    );
    expect(res.statusCode).toBe(201);
    await t.app.messageWorker.drain();
    const mine = smsFiles().filter((f) => f.to === '+8801987654321');
    expect(mine).toHaveLength(1);
    expect(mine[0]!.text).toMatch(/^Your booking OID\d{8} for Course manual-car is received/);
    expect(mine[0]!.segments).toBe(smsSize(mine[0]!.text).segments);
    const mails = await t.database.db.select().from(messages).where(eq(messages.recipient, other.email));
    expect(mails).toHaveLength(0);

    const off = await send(t.app, other, {
      method: 'PUT',
      url: '/api/me/message-preferences',
      payload: { language: 'en', sms: false, email: false, reminders: true },
    });
    expect(off.statusCode).toBe(200);
    const again = await putOrder(
      t,
      other,
      bookingBody('manual-car', nid, { idempotencyKey: crypto.randomUUID(), phone1: '+880 1987 654321' }),
    );
    expect(again.statusCode).toBe(201);
    await t.app.messageWorker.drain();
    expect(smsFiles().filter((f) => f.to === '+8801987654321')).toHaveLength(1);
  });

  it('shows the staff the log; a student may not read it', async () => {
    const asStudent = await send(t.app, student, { method: 'GET', url: '/api/messages' });
    expect(asStudent.statusCode).toBe(403);
    const log = await send(t.app, admin, { method: 'GET', url: '/api/messages?channel=sms&state=sent' });
    expect(log.statusCode).toBe(200);
    const entries = log.json<{ recipient: string; segments: number; state: string }[]>();
    expect(entries.some((e) => e.recipient === '+8801712345678' && e.segments > 0 && e.state === 'sent')).toBe(true);
    const summary = await send(t.app, admin, { method: 'GET', url: '/api/messages/summary' });
    expect(summary.statusCode).toBe(200);
    expect(summary.json<{ segmentsToday: number }>().segmentsToday).toBe(
      smsFiles().reduce((n, f) => n + f.segments, 0),
    );
  });
});

describe('the daily SMS budget', () => {
  it('lets 20 racing senders spend no more than the cap', async () => {
    const day = '2031-01-01';
    const results = await Promise.all(Array.from({ length: 20 }, () => reserveSmsSegments(t.database.db, 3, 25, day)));
    expect(results.filter(Boolean)).toHaveLength(8);
    expect(await smsSegmentsSpent(t.database.db, day)).toBe(24);
    const [row] = await t.database.db.select().from(smsBudgetDays).where(eq(smsBudgetDays.day, day));
    expect(row?.segments).toBe(24);
  });

  it('holds a message for tomorrow when the day is spent, and sends nothing past the cap', async () => {
    const capped = await createTestApp({ MESSAGE_POLL_MS: '600000', SMS_DAILY_SEGMENTS: '2' });
    try {
      const s = await createUser(capped, 'student');
      await addCourse(capped, 'car', 12000);
      const nid = await uploadNid(capped, s);
      for (let i = 0; i < 2; i++) {
        const res = await putOrder(capped, s, bookingBody('car', nid, { idempotencyKey: crypto.randomUUID() }));
        expect(res.statusCode).toBe(201);
      }
      await capped.app.messageWorker.drain();
      const sms = await capped.database.db.select().from(messages).where(eq(messages.channel, 'sms'));
      const sent = sms.filter((m) => m.status === 'sent');
      expect(sent.reduce((n, m) => n + m.segments, 0)).toBeLessThanOrEqual(2);
      const held = sms.filter((m) => m.status === 'pending');
      expect(held.length).toBeGreaterThan(0);
      expect(held.every((m) => m.nextAttemptAt.getTime() > Date.now() && /budget/.test(m.lastError ?? ''))).toBe(true);
    } finally {
      await capped.close();
    }
  }, 90_000); // builds an app of its own
});
