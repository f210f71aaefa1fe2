import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { createTestSchool, type TestSchool } from '#server/test/school.ts';
import { ORIGIN, multipart, nextIp, send } from '#server/test/http.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { PUBLIC_UPLOAD_URL, uploadKeyFromUrl } from '#shared/uploads.ts';
import type { Order } from '#shared/schemas/order.ts';
import { addCourse, bookingBody, putOrder } from '#server/test/orders.ts';

/**
 * Many people keep their NID or birth certificate as a PDF (a scan, or the copy the registrar's
 * site gives). It is taken as a private upload only, kept as sent, and opened only by its owner
 * and admins.
 */

let t: TestSchool;
let student: TestUser;
let other: TestUser;
let admin: TestUser;
let pdf: Buffer;

/** A real one-page PDF, as a phone's "save as PDF" or a scanner makes one. */
async function makePdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 842]);
  page.drawText(text, { x: 50, y: 780, size: 18, font: await doc.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await doc.save());
}

beforeAll(async () => {
  t = await createTestSchool();
  ({ student, admin } = t);
  other = await createUser(t, 'student');
  await addCourse(t, 'manual-car');
  pdf = await makePdf('Birth registration certificate 20019912345678901');
});
afterAll(async () => {
  await t?.close();
});

function upload(
  file: Buffer,
  opts: { name?: string; type?: string; user?: TestUser; kind?: 'public' | 'private' } = {},
) {
  const body = multipart(file, opts.name ?? 'nid.pdf', opts.type ?? 'application/pdf');
  return t.app.inject({
    method: 'POST',
    url: `/api/upload${opts.kind ? `?kind=${opts.kind}` : ''}`,
    payload: body.payload,
    headers: { ...body.headers, ...(opts.user ? { cookie: opts.user.cookie, origin: ORIGIN } : {}) },
    remoteAddress: nextIp(),
  });
}

const get = (url: string, user?: TestUser) => send(t.app, user ?? null, { method: 'GET', url });

describe('a PDF as an identity document', () => {
  it('is taken as a private upload, stored as sent at a .pdf address', async () => {
    const res = await upload(pdf, { kind: 'private', user: student });
    expect(res.statusCode, res.body).toBe(200);
    const url: string = res.json().data.display_url;
    expect(url).toMatch(/^\/files\/private\/[0-9a-f-]+\.pdf$/);
    const own = await get(url, student);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(pdf)).toBe(true);
  });

  it('opens inline in the browser as a PDF, never cached, never sniffed; only for its owner and admins', async () => {
    const url: string = (await upload(pdf, { kind: 'private', user: student })).json().data.display_url;
    for (const reader of [student, admin]) {
      const res = await get(url, reader);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('inline');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const anonymous = await get(url);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHENTICATED');
    const stranger = await get(url, other);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().code).toBe('FORBIDDEN');
    expect(stranger.body).not.toContain('%PDF');
  });

  it('is refused as a public upload with 415: a public picture is shown on pages', async () => {
    for (const user of [undefined, student]) {
      const res = await upload(pdf, { kind: 'public', user });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'This type of content is not accepted.',
        params: { accepted: 'image' },
      });
    }
    expect((await upload(pdf, { user: student })).statusCode).toBe(415); // no kind: public
  });

  it('needs a session, like every private upload', async () => {
    expect((await upload(pdf, { kind: 'private' })).statusCode).toBe(401);
  });

  it('is judged by its bytes: a text file named .pdf is refused with 415', async () => {
    const fake = Buffer.from('This is my NID, honestly.\n'.repeat(40));
    const res = await upload(fake, { kind: 'private', user: student });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'This type of content is not accepted.',
      params: { accepted: 'imageOrPdf' },
    });
  });

  it('is refused when it only starts like a PDF: cut off on the way, or no PDF at all', async () => {
    const cutOff = pdf.subarray(0, Math.floor(pdf.length / 2));
    const pretender = Buffer.concat([Buffer.from('%PDF'), Buffer.alloc(4000, 0x41)]);
    for (const file of [cutOff, pretender]) {
      const res = await upload(file, { kind: 'private', user: student });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'This type of content is not accepted.' });
    }
  });

  it('has no public address: /files/public/….pdf is never served, and no public-image rule admits one', async () => {
    const url: string = (await upload(pdf, { kind: 'private', user: student })).json().data.display_url;
    const asPublic = url.replace('/files/private/', '/files/public/');
    expect((await get(asPublic, admin)).statusCode).toBe(404);
    expect(PUBLIC_UPLOAD_URL.test(asPublic)).toBe(false);
    expect(uploadKeyFromUrl(asPublic)).toBeNull();
    expect(uploadKeyFromUrl(url)).toBe(url.slice('/files/'.length));
  });
});

describe('booking with a PDF NID', () => {
  it('takes the private PDF address as the NID, and the order answers it to the student and admins', async () => {
    const url: string = (await upload(pdf, { kind: 'private', user: student })).json().data.display_url;
    const res = await putOrder(t, student, bookingBody('manual-car', url, { idempotencyKey: crypto.randomUUID() }));
    expect(res.statusCode, res.body).toBe(201);
    const order = res.json<Order>();
    expect(order.image).toBe(url);
    const asAdmin = await get(`/api/oneOrder/${order.oid}`, admin);
    expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    expect(asAdmin.json<Order>().image).toBe(url);
    expect((await get(url, admin)).headers['content-type']).toBe('application/pdf');
  });

  it("refuses another student's PDF as the NID", async () => {
    const url: string = (await upload(pdf, { kind: 'private', user: other })).json().data.display_url;
    const res = await putOrder(t, student, bookingBody('manual-car', url, { idempotencyKey: crypto.randomUUID() }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('image');
  });

  it('refuses a PDF as a profile photo: a photo is a public image', async () => {
    const url: string = (await upload(pdf, { kind: 'private', user: student })).json().data.display_url;
    const res = await send(t.app, student, {
      method: 'PUT',
      url: '/api/profile',
      payload: {
        name: 'Nusrat Jahan',
        image: url,
        phone: '01712345678',
        emergency: '01912345678',
        nid: '1234567890',
        preaddress: 'House 5, KDA Avenue, Khulna',
        peraddress: 'Village Dumuria, Khulna',
        dob: '2001-07-19',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('image');
  });
});
