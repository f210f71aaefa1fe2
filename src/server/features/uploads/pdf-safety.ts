import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from 'pdf-lib';

/**
 * Whether a PDF may be shown to staff as it was sent (docs/decisions/0393). A PDF can do things
 * when opened: run JavaScript (`/OpenAction`, `/AA`, `/JS`, the document's JavaScript names),
 * launch programs or open other files and addresses (`/Launch`, `/GoToR`, `/URI`, …), carry
 * attachments, forms that submit somewhere, rich media or XFA. An identity document needs none of
 * that, so a PDF that has any of it, or that cannot be read with certainty, is not kept: the staff
 * see a rendering of its pages instead (pdf-render.ts).
 *
 * Two parsers that read a file differently must both find nothing, so that a file built to show
 * one reader something else still meets the other:
 * - pdf-lib reads the file front to back, every object (also those inside object streams, and
 *   names written with `#xx` escapes decoded), strictly: an object it cannot read, or an encrypted
 *   file, is a refusal. No dictionary anywhere may have an active key, action or object type, an
 *   annotation or an attachment (`isInertByObjects`).
 * - pdf.js, the reader inside Firefox, follows the cross-reference table as a viewer does; it is
 *   asked for the document's and every page's scripts, its open action, attachments, form fields
 *   and annotations (pdf-render.ts, `isInertByViewer`).
 * - And the bytes themselves, read as text, spell none of the longer active names (a plain object
 *   a lenient viewer might find where neither parser looked).
 */

/** Keys whose presence alone makes a PDF active. */
const ACTIVE_KEYS = [
  'OpenAction',
  'AA',
  'A',
  'JS',
  'JavaScript',
  'AcroForm',
  'XFA',
  'Annots',
  'EmbeddedFiles',
  'EmbeddedFile',
  'RichMedia',
  'RichMediaContent',
  'URI',
  'Launch',
];
/** Action types and object types that do something or carry another file. */
const ACTIVE_TYPES = [
  'JavaScript',
  'Launch',
  'URI',
  'SubmitForm',
  'ImportData',
  'ResetForm',
  'GoToR',
  'GoToE',
  'Rendition',
  'Sound',
  'Movie',
  'RichMedia',
  'Filespec',
  'EmbeddedFile',
  'Hide',
  'Named',
  'SetOCGState',
  'Trans',
  'GoTo3DView',
];

const activeKeys = new Set(ACTIVE_KEYS.map((k) => PDFName.of(k)));
const activeTypes = new Set(ACTIVE_TYPES.map((k) => PDFName.of(k)));
const typeKeys = [PDFName.of('S'), PDFName.of('Type'), PDFName.of('Subtype')];

/**
 * The active names of 3 letters or more, as the bytes would spell them. Shorter ones (`/A`, `/AA`,
 * `/JS`) turn up by chance in compressed data, and every action has a type among these anyway;
 * `/Annots` alone does nothing (an empty list of them is common).
 */
const RAW_ACTIVE = new RegExp(
  `/(?:${[...new Set([...ACTIVE_KEYS, ...ACTIVE_TYPES])].filter((n) => n.length >= 3 && n !== 'Annots').join('|')})(?![A-Za-z0-9#])`,
);

const ANNOTS = PDFName.of('Annots');

function dictIsActive(dict: PDFDict): boolean {
  for (const [key, value] of dict.entries()) {
    // pdf-lib itself writes an empty list of annotations on pages it draws on.
    if (key === ANNOTS && value instanceof PDFArray && value.size() === 0) continue;
    if (activeKeys.has(key)) return true;
    if (typeKeys.includes(key) && value instanceof PDFName && activeTypes.has(value)) return true;
  }
  return false;
}

/** Looks through a value and what it holds inline (references are checked as objects of their own). */
function holdsActive(value: PDFObject): boolean {
  if (value instanceof PDFStream) return holdsActive(value.dict);
  if (value instanceof PDFDict) {
    if (dictIsActive(value)) return true;
    for (const [, v] of value.entries()) if (!(v instanceof PDFRef) && holdsActive(v)) return true;
  }
  if (value instanceof PDFArray) {
    for (const v of value.asArray()) if (!(v instanceof PDFRef) && holdsActive(v)) return true;
  }
  return false;
}

/** True when neither the bytes nor any object pdf-lib reads (strictly) has anything active. */
export async function isInertByObjects(bytes: Buffer): Promise<boolean> {
  if (RAW_ACTIVE.test(bytes.toString('latin1'))) return false;
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { throwOnInvalidObject: true, updateMetadata: false });
  } catch {
    return false;
  }
  if (doc.isEncrypted) return false;
  if (holdsActive(doc.catalog)) return false;
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (holdsActive(object)) return false;
  }
  return true;
}
