import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument } from 'pdf-lib';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AppError } from '#server/lib/errors.ts';

/**
 * Reading and drawing an identity document's PDF on the server with pdf.js (the reader inside
 * Firefox, pure JavaScript) and a Skia canvas (@napi-rs/canvas, whose binary comes in its npm
 * package). See docs/decisions/0393.
 *
 * pdf.js runs here with what a document could use against the reader turned off: no `eval` of
 * font programs (the way CVE-2024-4367 ran code), no scripting (pdf.js runs a document's scripts
 * only in its viewer's sandbox, which is not loaded here), no XFA, no system fonts or font faces.
 */

/** A drawn page is at most this many pixels on its longer side, as an uploaded photo is. */
const MAX_SIDE_PX = 2000;
/** 150 dots per inch: an NID's small print stays readable. */
const SCALE = 150 / 72;
/** An identity document has a page or two; more is not what this upload is for. */
export const MAX_RENDERED_PAGES = 10;
/** A PDF that takes longer than this to read and draw is refused rather than left running. */
const TIME_LIMIT_MS = 30_000;

const pdfjsRoot = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const asset = (folder: string) => `${join(pdfjsRoot, folder)}/`;

const unreadable = () => new AppError('UNSUPPORTED_MEDIA_TYPE');

/** Opens a PDF with pdf.js; a file it cannot open (or one that needs a password) is a 415. */
export async function openPdf(bytes: Buffer): Promise<PDFDocumentProxy> {
  const task = getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    enableXfa: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: asset('standard_fonts'),
    cMapUrl: asset('cmaps'),
    cMapPacked: true,
    wasmUrl: asset('wasm'),
    verbosity: 0,
  });
  try {
    return await task.promise;
  } catch (err) {
    await task.destroy();
    if ((err as { name?: string }).name === 'PasswordException') {
      throw new AppError('PDF_PROTECTED');
    }
    throw unreadable();
  }
}

/**
 * True when pdf.js, following the file's cross-reference table as a viewer does, finds nothing a
 * document could do when opened: no scripts (document or page), no attachments, no form fields,
 * no annotations (links, widgets, pop-ups) on any page.
 */
export async function isInertByViewer(pdf: PDFDocumentProxy): Promise<boolean> {
  if (await pdf.hasJSActions()) return false;
  if (await pdf.getJSActions()) return false;
  if (await pdf.getAttachments()) return false;
  if (await pdf.getFieldObjects()) return false;
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    if ((await page.getAnnotations({ intent: 'any' })).length > 0) return false;
    if (await page.getJSActions()) return false;
  }
  return true;
}

async function withTimeLimit<T>(work: Promise<T>, onTimeout: () => void): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      onTimeout();
      reject(unreadable());
    }, TIME_LIMIT_MS);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A new PDF with each page of `pdf` as a picture (JPEG) of the same size on paper: what the page
 * looks like, and nothing else. No text, font, annotation, action or script of the original
 * reaches it: only our own encoder's image bytes and pdf-lib's page frame around them.
 */
export async function renderAsPictures(pdf: PDFDocumentProxy): Promise<Buffer> {
  if (pdf.numPages > MAX_RENDERED_PAGES) {
    throw new AppError('PDF_TOO_LONG', undefined, undefined, { max: MAX_RENDERED_PAGES });
  }
  let cancelled = false;
  const work = (async () => {
    const out = await PDFDocument.create();
    for (let n = 1; n <= pdf.numPages && !cancelled; n++) {
      const page = await pdf.getPage(n);
      const paper = page.getViewport({ scale: 1 });
      const scale = Math.min(SCALE, MAX_SIDE_PX / Math.max(paper.width, paper.height));
      const viewport = page.getViewport({ scale });
      const width = Math.max(1, Math.round(viewport.width));
      const height = Math.max(1, Math.round(viewport.height));
      const canvas = createCanvas(width, height);
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, width, height);
      await page.render({
        canvas: canvas as unknown as HTMLCanvasElement,
        canvasContext: context as unknown as CanvasRenderingContext2D,
        viewport,
        annotationMode: 0,
      }).promise;
      const jpeg = await canvas.encode('jpeg', 85);
      page.cleanup();
      const image = await out.embedJpg(jpeg);
      out.addPage([paper.width, paper.height]).drawImage(image, {
        x: 0,
        y: 0,
        width: paper.width,
        height: paper.height,
      });
    }
    out.setProducer('Khulna Driving School');
    out.setCreator('Khulna Driving School');
    return Buffer.from(await out.save());
  })();
  return withTimeLimit(work, () => {
    cancelled = true;
  });
}
