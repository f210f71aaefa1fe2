import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { OWNER_EMAIL, DB_LABEL, createTestSchool, type TestSchool } from '#server/test/school.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { send } from '#server/test/http.ts';
import { qrIn } from '#server/test/pdf-qr.ts';
import { users } from '#server/db/schema/index.ts';
import { SAMPLE_SCHOOL } from '#server/db/sample-school.ts';
import type { AuditEntry } from '#shared/schemas/audit.ts';
import type { Batch, Certificate, PublicCertificate } from '#shared/schemas/batch.ts';
import { SERIAL_PATTERN } from '#shared/schemas/batch.ts';
import type { Order } from '#shared/schemas/order.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { addCourse } from '#server/test/orders.ts';
import { actualText } from '#server/test/pdf-text.ts';
import { newSerial } from './certificates.service';
import { seatedStudent } from '#server/test/batches.ts';

let t: TestSchool;
let other: TestUser;
let order: Order;
let batch: Batch;
const today = todayInDhaka();

const post = (who: TestUser | null, url: string, payload: unknown = {}) =>
  send(t.app, who, { method: 'POST', url, payload: payload as Record<string, unknown> });
const get = (who: TestUser | null, url: string) => send(t.app, who, { method: 'GET', url });
const mark = (date: string) =>
  post(t.teacher, `/api/batches/${batch.id}/attendance`, { oid: order.oid, date, status: 'present' });

beforeAll(async () => {
  t = await createTestSchool({ OWNER_EMAIL });
  other = await createUser(t, 'student');
  await addCourse(t, 'manual-car', 12000, { lesson: 2, titleBn: 'ম্যানুয়াল কার ড্রাইভিং' });
  ({ batch, order } = await seatedStudent(t, 'manual-car'));
});
afterAll(async () => {
  await t?.close();
});

describe(`certificates (${DB_LABEL})`, () => {
  it('serials are 12 characters without look-alikes, and differ', () => {
    const serials = new Set(Array.from({ length: 1000 }, newSerial));
    expect(serials.size).toBe(1000);
    for (const s of serials) expect(s).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);
  });

  it('before the student is ready only an override reason issues one; only the owner issues', async () => {
    expect((await mark(addDays(today, -1))).statusCode).toBe(200);
    const early = await post(t.owner, `/api/orders/${order.oid}/certificate`, {});
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'NOT_READY', fields: { override: expect.any(String) } });
    expect(early.json()).toMatchObject({ params: { attended: 1, required: 2 } });
    expect((await post(t.admin, `/api/orders/${order.oid}/certificate`, {})).statusCode).toBe(403);
    expect((await post(t.student, `/api/orders/${order.oid}/certificate`, {})).statusCode).toBe(403);
    expect((await post(t.teacher, `/api/orders/${order.oid}/certificate`, {})).statusCode).toBe(403);
  });

  it('once ready the owner issues it; the order is completed; one stands per order; the audit log has it', async () => {
    expect((await mark(today)).statusCode).toBe(200);
    const res = await post(t.owner, `/api/orders/${order.oid}/certificate`, {});
    expect(res.statusCode, res.body).toBe(201);
    const cert = res.json<Certificate>();
    expect(cert.serial).toMatch(SERIAL_PATTERN);
    expect(cert).toMatchObject({
      oid: order.oid,
      studentName: order.name,
      courseTitleBn: 'ম্যানুয়াল কার ড্রাইভিং',
      sessionsAttended: 2,
      sessionsRequired: 2,
      issuedOn: today,
      overrideReason: null,
      revokedAt: null,
    });
    expect(cert.verifyUrl).toMatch(new RegExp(`/verify/${cert.serial}$`));
    expect((await post(t.owner, `/api/orders/${order.oid}/certificate`, {})).json()).toMatchObject({
      code: 'CERTIFICATE_EXISTS',
    });
    const status = (await get(t.student, `/api/oneOrder/${order.oid}`)).json<Order>().status;
    expect(status).toBe('completed');
    const [issued] = (await get(t.owner, `/api/audit?entity=certificate&entityId=${cert.serial}`)).json<AuditEntry[]>();
    expect(issued).toMatchObject({ action: 'certificate.issued', actorEmail: OWNER_EMAIL });
    // The student lists their certificates; another student cannot.
    expect((await get(t.student, `/api/orders/${order.oid}/certificates`)).json<Certificate[]>()[0]!.serial).toBe(
      cert.serial,
    );
    expect((await get(other, `/api/orders/${order.oid}/certificates`)).statusCode).toBe(404);
  });

  it('the PDF is A4 landscape with Bengali text; its QR code opens the public check, which shows the facts and nothing private', async () => {
    const [cert] = (await get(t.student, `/api/orders/${order.oid}/certificates`)).json<Certificate[]>();
    const res = await get(t.student, `/api/certificates/${cert!.serial}/certificate.pdf`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(res.rawPayload);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([842, 595]);
    const text = actualText(doc.getPage(0));
    for (const expected of [
      'প্রশিক্ষণ সনদপত্র',
      'Certificate of training',
      SAMPLE_SCHOOL.nameBn,
      order.name,
      'ম্যানুয়াল কার ড্রাইভিং',
      '২টি ক্লাসে',
      cert!.serial,
    ])
      expect(text, expected).toContain(expected);
    expect((await get(other, `/api/certificates/${cert!.serial}/certificate.pdf`)).statusCode).toBe(404);

    const url = qrIn(doc);
    expect(url).toBe(cert!.verifyUrl);
    const serial = new URL(url!).pathname.split('/').pop()!;
    const check = await get(null, `/api/certificates/${serial}`);
    expect(check.statusCode, check.body).toBe(200);
    const facts = check.json<PublicCertificate>();
    expect(facts).toMatchObject({
      serial,
      studentName: order.name,
      courseTitle: order.course.title,
      sessionsAttended: 2,
      issuedOn: today,
      schoolName: SAMPLE_SCHOOL.name,
      revokedOn: null,
    });
    for (const secret of [order.sid, order.phone1, order.oid, t.student.email])
      expect(check.body).not.toContain(secret);
    // Typed with spaces, dashes or small letters, it is the same serial; an invented one is not found.
    expect(
      (await get(null, `/api/certificates/${serial.toLowerCase().slice(0, 6)}-${serial.slice(6)}`)).statusCode,
    ).toBe(200);
    expect((await get(null, '/api/certificates/ABCDEFGHJKMN')).json()).toMatchObject({ code: 'CERTIFICATE_NOT_FOUND' });
  });

  it('revoked by the owner, the public check says revoked with the day; a new one can then be issued', async () => {
    const [cert] = (await get(t.student, `/api/orders/${order.oid}/certificates`)).json<Certificate[]>();
    expect(
      (await post(t.admin, `/api/certificates/${cert!.serial}/revoke`, { reason: 'Issued by mistake' })).statusCode,
    ).toBe(403);
    expect((await post(t.owner, `/api/certificates/${cert!.serial}/revoke`, { reason: '' })).statusCode).toBe(400);
    const revoked = await post(t.owner, `/api/certificates/${cert!.serial}/revoke`, { reason: 'Issued by mistake' });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await get(null, `/api/certificates/${cert!.serial}`)).json<PublicCertificate>().revokedOn).toBe(today);
    const again = await post(t.owner, `/api/orders/${order.oid}/certificate`, {});
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<Certificate>().serial).not.toBe(cert!.serial);
    // The check by SID and date of birth names the certificate in force, not the revoked one.
    await t.database.db.update(users).set({ dob: '2004-06-30' }).where(eq(users.id, t.student.id));
    const verified = await post(null, '/api/verify', { sid: order.sid, dob: '2004-06-30' });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json<{ courses: { certificate: unknown }[] }>().courses[0]!.certificate).toEqual({
      serial: again.json<Certificate>().serial,
      issuedOn: today,
      revoked: false,
    });
  });

  it('serial look-ups are rate-limited per address', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 35; i++)
      answers.push(
        (await send(t.app, null, { method: 'GET', url: '/api/certificates/ABCDEFGHJKMN', remoteAddress: '10.77.0.1' }))
          .statusCode,
      );
    expect(answers.filter((s) => s === 404).length).toBe(30);
    expect(answers.at(-1)).toBe(429);
  });
});
