import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, PDFName, PDFRawStream, PDFString, StandardFonts, rgb } from 'pdf-lib';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { uploads } from '#server/db/schema/index.ts';
import { createTestApp, type TestApp } from '#server/test/app.ts';
import { ORIGIN, multipart, nextIp, send as call } from '#server/test/http.ts';
import { createUser, type TestUser } from '#server/test/users.ts';
import { uploadKeyFromUrl } from '#shared/uploads.ts';
import { isInertByObjects } from './pdf-safety';

/**
 * A PDF identity document is opened by staff in their browser's PDF viewer, so what is kept must do
 * nothing when opened: the file as sent when it has no scripts, actions, links, forms or
 * attachments, otherwise a PDF of pictures of its pages (docs/decisions/0393).
 */
let t: TestApp;
let student: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  student = await createUser(t, 'student');
  admin = await createUser(t, 'admin');
});
afterAll(async () => {
  await t?.close();
});

/** A one-page NID: a line of text and a black box in the top left quarter. */
async function nid(extra?: (doc: PDFDocument) => void, { objectStreams = true } = {}): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([600, 400]);
  page.drawRectangle({ x: 0, y: 200, width: 300, height: 200, color: rgb(0, 0, 0) });
  page.drawText('NID 19901234567890123', {
    x: 320,
    y: 100,
    size: 16,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  extra?.(doc);
  return Buffer.from(await doc.save({ useObjectStreams: objectStreams }));
}

/** Opens a JavaScript alert when the document is opened. */
const openActionScript = (doc: PDFDocument) => {
  const action = doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("owned")') });
  doc.catalog.set(PDFName.of('OpenAction'), doc.context.register(action));
};

/** A link over the page whose action is a script. */
const linkScript = (doc: PDFDocument) => {
  const page = doc.getPage(0);
  const link = doc.context.obj({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [0, 0, 600, 400],
    A: { S: 'JavaScript', JS: PDFString.of('app.launchURL("https://evil.example")') },
  });
  page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]));
};

/** The student sends `file` as the NID of a booking. */
function send(file: Buffer) {
  const body = multipart(file, 'nid.pdf', 'application/pdf');
  return t.app.inject({
    method: 'POST',
    url: '/api/upload?kind=private',
    payload: body.payload,
    headers: { ...body.headers, cookie: student.cookie, origin: ORIGIN },
    remoteAddress: nextIp(),
  });
}

async function upload(file: Buffer) {
  const res = await send(file);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: { url: string } }>().data.url;
}

/** What an admin's browser receives for the document. */
async function opened(url: string): Promise<Buffer> {
  const res = await call(t.app, admin, { method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe('inline');
  return res.rawPayload;
}

/** The pictures a stored PDF's pages are made of, decoded. */
async function pagePictures(bytes: Buffer) {
  const doc = await PDFDocument.load(bytes);
  const pictures = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')) {
      pictures.push(await sharp(Buffer.from(object.contents)).raw().toBuffer({ resolveWithObject: true }));
    }
  }
  return { pages: doc.getPageCount(), pictures };
}

describe('a PDF identity document that could do something when opened', () => {
  it('is kept byte for byte when it has nothing active', async () => {
    const clean = await nid();
    const url = await upload(clean);
    expect((await opened(url)).equals(clean)).toBe(true);
  });

  for (const [what, file] of [
    ['a script run when the document opens (hidden in a compressed object stream)', () => nid(openActionScript)],
    ['a link that runs a script', () => nid(linkScript)],
    [
      'a script whose name is written with a #xx escape',
      async () => {
        const raw = (await nid(openActionScript, { objectStreams: false })).toString('latin1');
        expect(raw).toContain('/JavaScript');
        return Buffer.from(raw.replaceAll('/JavaScript', '/J#61vaScript'), 'latin1');
      },
    ],
  ] as const) {
    it(`is shown as a picture of its pages when it has ${what}`, async () => {
      const original = await file();
      const url = await upload(original);
      const shown = await opened(url);
      expect(shown.equals(original)).toBe(false);
      // Nothing active is left, by either reading of the file.
      expect(shown.toString('latin1')).not.toMatch(/JavaScript|J#61vaScript|OpenAction|\/Annots|app\.alert/);
      expect(await isInertByObjects(shown)).toBe(true);
      // What staff see is the page: one picture, the black box top left, white elsewhere.
      const { pages, pictures } = await pagePictures(shown);
      expect(pages).toBe(1);
      expect(pictures).toHaveLength(1);
      const { data, info } = pictures[0]!;
      expect(info.width / info.height).toBeCloseTo(600 / 400, 1);
      const pixel = (x: number, y: number) =>
        data[(Math.floor(y * info.height) * info.width + Math.floor(x * info.width)) * info.channels]!;
      expect(pixel(0.25, 0.25)).toBeLessThan(40);
      expect(pixel(0.75, 0.25)).toBeGreaterThan(215);
      // The upload's record describes the file kept.
      const [row] = await t.database.db
        .select()
        .from(uploads)
        .where(eq(uploads.storageKey, uploadKeyFromUrl(url)!));
      expect(row!.size).toBe(shown.length);
    });
  }

  it('refuses a long PDF it would have to draw, and one that cannot be read', async () => {
    const long = await nid((doc) => {
      openActionScript(doc);
      for (let i = 0; i < 11; i++) doc.addPage([600, 400]);
    });
    const res = await send(long);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 'PDF_TOO_LONG', params: { max: 10 } });

    const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41), Buffer.from('\n%%EOF\n')]);
    const refused = await send(garbage);
    expect(refused.statusCode).toBe(415);
  });
});
