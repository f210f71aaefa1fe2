import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import type { School, SchoolInput } from '#shared/schemas/school.ts';
import { auditLog, schoolSettings } from '#server/db/schema/index.ts';
import { TEST_SCHOOL } from '#server/test/app.ts';
import { seedSchoolSettings } from '#server/db/seed.ts';
import { PRINCIPAL_EMAIL, createMailingTestSchool, type MailingTestSchool } from '#server/test/school.ts';
import { nextIp, send } from '#server/test/http.ts';
import type { TestUser } from '#server/test/users.ts';
import { SCHOOL_CACHE_TTL_MS, readSchool } from './school.service';

/**
 * The school's facts as a settings record: anyone reads them (cheaply: an ETag answers a page that
 * already has them), only the owner changes them, every change is on the record, and the server's
 * own uses (where contact messages go, what the invitation mail says) follow at once.
 */
let t: MailingTestSchool;

beforeAll(async () => {
  // No SCHOOL_EMAIL: contact messages go to the e-mail address in the school's facts.
  t = await createMailingTestSchool();
  return () => t.close();
}, 120_000);

const get = (headers: Record<string, string> = {}) => send(t.app, null, { method: 'GET', url: '/api/school', headers });
const put = (payload: unknown, who: TestUser | null = t.owner) =>
  send(t.app, who, { method: 'PUT', url: '/api/school', payload: payload as Record<string, unknown> });
const schoolAudit = () =>
  t.database.db.select().from(auditLog).where(eq(auditLog.entityType, 'school')).orderBy(auditLog.createdAt);

/** The facts as the settings form sends them: phones as typed, numbers as text, empty boxes left in. */
const edited = (changes: Partial<SchoolInput> = {}): SchoolInput => ({
  ...TEST_SCHOOL,
  phones: ['০১৭১২-৩৪৫৬৭৮', '', '+880 1812 345678'],
  addressBn: 'রোড ৪, বয়রা, খুলনা',
  counters: { ...TEST_SCHOOL.counters, graduated: '১৩০০' },
  ...changes,
});

describe('GET /api/school', () => {
  it('answers the sample facts before anyone has saved any, to anyone', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json<School>()).toEqual(TEST_SCHOOL);
  });

  it('may be kept by the browser and revalidated: an ETag, no-cache, and 304 for a page that has it', async () => {
    const first = await get();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get({ 'if-none-match': 'W/"something-else"' })).statusCode).toBe(200);
    // Every other API answer still must not be kept.
    expect((await send(t.app, null, { method: 'GET', url: '/api/allcourse' })).headers['cache-control']).toBe(
      'no-store',
    );
  });

  it('is small', async () => {
    expect((await get()).body.length).toBeLessThan(2500);
  });
});

describe('PUT /api/school', () => {
  it('lets only the owner save: admins and students 403, anonymous 401', async () => {
    const refused = async (who: TestUser | null, status: number) => {
      const res = await put(edited(), who);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json<{ code: string }>().code).toBe(status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
    };
    await refused(t.admin, 403);
    await refused(t.teacher, 403);
    await refused(t.student, 403);
    await refused(null, 401);
    expect((await get()).json<School>()).toEqual(TEST_SCHOOL);
    expect(await schoolAudit()).toEqual([]);
  });

  it('refuses a phone that is not a mobile number with 400 {code, message, fields}, saving nothing', async () => {
    const res = await put(edited({ phones: ['01712345678', '12345'] }));
    expect(res.statusCode).toBe(400);
    const body = res.json<{ code: string; message: string; fields: Record<string, string> }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toBe('Some fields are not valid.');
    expect(body.fields).toEqual({ 'phones.1': 'Enter a Bangladeshi mobile number, e.g. 01712-345678.' });
    expect((await get()).json<School>()).toEqual(TEST_SCHOOL);
  });

  it('saves the owner’s facts, normalised, and every reader gets them at once', async () => {
    const before = (await get()).headers.etag as string;
    const res = await put(edited());
    expect(res.statusCode, res.body).toBe(200);
    const expected: School = {
      ...TEST_SCHOOL,
      phones: ['01712345678', '01812345678'],
      addressBn: 'রোড ৪, বয়রা, খুলনা',
      counters: { ...TEST_SCHOOL.counters, graduated: 1300 },
    };
    expect(res.json<School>()).toEqual(expected);
    const read = await get();
    expect(read.json<School>()).toEqual(expected);
    expect(read.headers.etag).not.toBe(before);
    // A page holding the old facts gets the new ones, not a 304.
    expect((await get({ 'if-none-match': before })).statusCode).toBe(200);
  });

  it('records who changed which facts from what to what, in the audit log', async () => {
    const [entry, ...more] = await schoolAudit();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorUserId: t.owner.id,
      actorEmail: PRINCIPAL_EMAIL,
      action: 'school.settings_changed',
      entityType: 'school',
      entityId: 'settings',
      before: {
        phones: TEST_SCHOOL.phones,
        addressBn: TEST_SCHOOL.addressBn,
        counters: TEST_SCHOOL.counters,
      },
      after: {
        phones: ['01712345678', '01812345678'],
        addressBn: 'রোড ৪, বয়রা, খুলনা',
        counters: { ...TEST_SCHOOL.counters, graduated: 1300 },
      },
    });
    // The owner reads it on the Activity page.
    const log = await send(t.app, t.owner, { method: 'GET', url: '/api/audit-log?entityType=school' });
    expect(log.statusCode).toBe(200);
    expect(log.json<Array<{ action: string }>>().map((e) => e.action)).toEqual(['school.settings_changed']);
  });

  it('saving the same facts again changes nothing and records nothing', async () => {
    const res = await put(edited());
    expect(res.statusCode).toBe(200);
    expect(await schoolAudit()).toHaveLength(1);
  });

  it('the seed never overwrites facts the owner saved', async () => {
    expect(await seedSchoolSettings(t.database.db)).toBe(false);
    expect((await get()).json<School>().phones).toEqual(['01712345678', '01812345678']);
  });
});

describe("the server's own uses of the facts", () => {
  it("delivers contact messages to the school's e-mail address as the owner keeps it", async () => {
    expect((await put(edited({ email: 'desk@rupsha.example' }))).statusCode).toBe(200);
    const res = await send(t.app, null, {
      method: 'POST',
      url: '/api/contact',
      payload: { user_name: 'Ayesha', user_email: 'ayesha@example.com', message: 'When does the next batch start?' },
    });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ id: string }>().id;
    await t.app.messageWorker.drain();
    expect(t.smtp.inbox.find((m) => m.raw.includes(id))?.to).toEqual(['desk@rupsha.example']);
  });

  it('names the school as it is now in the invitation a new teacher gets', async () => {
    expect((await put(edited({ name: 'Rupsha Driving Academy', shortName: 'Rupsha Driving' }))).statusCode).toBe(200);
    const res = await send(t.app, t.owner, {
      method: 'POST',
      url: '/api/accounts/invite',
      payload: { name: 'Shirin Akter', email: 'shirin.teacher@test.example' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const mail = t.smtp.inbox.find((m) => m.to.includes('shirin.teacher@test.example'));
    expect(mail?.subject).toMatch(/ \/ You are invited to teach at Rupsha Driving$/);
    expect(mail?.text).toContain('Rupsha Driving Academy');
  });

  it('serves the question-bank PDF built from the facts, rebuilt when they change', async () => {
    const pdf = await send(t.app, null, { method: 'GET', url: '/downloads/driving-test-questions-bn.pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const etag = pdf.headers.etag as string;
    expect(
      (
        await send(t.app, null, {
          method: 'GET',
          url: '/downloads/driving-test-questions-bn.pdf',
          headers: { 'if-none-match': etag },
        })
      ).statusCode,
    ).toBe(304);
    expect((await put(edited({ name: 'Rupsha Academy' }))).statusCode).toBe(200);
    const rebuilt = await send(t.app, null, { method: 'GET', url: '/downloads/driving-test-questions-bn.pdf' });
    expect(rebuilt.statusCode).toBe(200);
    expect(rebuilt.headers.etag).not.toBe(etag);
    expect((await PDFDocument.load(rebuilt.rawPayload)).getAuthor()).toBe('Rupsha Academy');
  }, 60_000);
});

describe('several processes on one database', () => {
  it('a change written by another process is seen once this copy expires, within the TTL', async () => {
    const db = t.database.db;
    const now = Date.now();
    const cached = (await readSchool(db, () => now)).school;
    await db
      .update(schoolSettings)
      .set({ value: { ...cached, shortName: 'Changed Elsewhere' } })
      .where(eq(schoolSettings.id, 1));
    expect((await readSchool(db, () => now)).school.shortName).toBe(cached.shortName);
    expect((await readSchool(db, () => now + SCHOOL_CACHE_TTL_MS + 1)).school.shortName).toBe('Changed Elsewhere');
  });
});

it('answers every caller of GET from one address alike (no session needed)', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/school', remoteAddress: nextIp() });
  expect(res.statusCode).toBe(200);
});
