import { createHash } from 'node:crypto';
import { AppError } from '#server/lib/errors.ts';
import { PDF_TYPE } from '#shared/uploads.ts';
import { imageDecodes, type ProcessedUpload } from './image-upload';
import { isInertByViewer, openPdf, renderAsPictures } from './pdf-render';
import { isInertByObjects } from './pdf-safety';

/** PDF readers look for the end-of-file marker within the last 1024 bytes; so do we. */
const EOF_WINDOW = 1024;
const HEADER = /^%PDF-[12]\.\d/;

/**
 * An NID or birth certificate sent as a PDF. file-type already said the bytes start as a PDF;
 * here the header names a PDF version and the file ends as a PDF does, so a file cut off on the
 * way or a different file that merely starts with "%PDF" is refused.
 *
 * Staff open it in their browser's PDF viewer, so what is kept must be safe to open
 * (docs/decisions/0393): the file as sent only when it can do nothing when opened (no scripts,
 * actions, links, forms, attachments; pdf-safety.ts and pdf-render.ts), otherwise a new PDF of
 * pictures of its pages. Reading and drawing share the image decoders' slots: both cost memory
 * and CPU by the page, not by the file size.
 */
export async function processPdf(input: Buffer): Promise<ProcessedUpload> {
  const header = input.subarray(0, 16).toString('latin1');
  const tail = input.subarray(Math.max(0, input.length - EOF_WINDOW)).toString('latin1');
  if (!HEADER.test(header) || !tail.includes('%%EOF')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  }
  const data = await imageDecodes.run(async () => {
    const pdf = await openPdf(input);
    try {
      if ((await isInertByObjects(input)) && (await isInertByViewer(pdf))) return input;
      return await renderAsPictures(pdf);
    } finally {
      await pdf.destroy();
    }
  });
  return {
    data,
    mime: PDF_TYPE,
    ext: 'pdf',
    width: null,
    height: null,
    sha256: createHash('sha256').update(data).digest('hex'),
  };
}
