import { createHash } from 'node:crypto';
import { AppError } from '#server/lib/errors.ts';
import { PDF_TYPE } from '#shared/uploads.ts';
import type { ProcessedUpload } from './image-upload';

/** PDF readers look for the end-of-file marker within the last 1024 bytes; so do we. */
const EOF_WINDOW = 1024;
const HEADER = /^%PDF-[12]\.\d/;

/**
 * An NID or birth certificate kept as a PDF. file-type already said the bytes start as a PDF;
 * here the header names a PDF version and the file ends as a PDF does, so a file cut off on the
 * way or a different file that merely starts with "%PDF" is refused. The bytes are stored as
 * sent: nothing on the server renders a PDF, and it is only ever served to its owner and admins,
 * as `application/pdf` with `nosniff`, so a browser opens it in its PDF viewer and nowhere else.
 */
export function processPdf(input: Buffer): ProcessedUpload {
  const header = input.subarray(0, 16).toString('latin1');
  const tail = input.subarray(Math.max(0, input.length - EOF_WINDOW)).toString('latin1');
  if (!HEADER.test(header) || !tail.includes('%%EOF')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'This PDF could not be read. Please choose another file.');
  }
  return {
    data: input,
    mime: PDF_TYPE,
    ext: 'pdf',
    width: null,
    height: null,
    sha256: createHash('sha256').update(input).digest('hex'),
  };
}
