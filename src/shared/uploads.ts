/**
 * What POST /api/upload accepts and the addresses it answers, shared by the forms (which check a
 * chosen file before sending it) and the server (which checks the bytes again and every address a
 * body names). An image lives at `/files/<public|private>/<uuid>.<jpg|png|webp>`; an identity
 * document sent as a PDF only ever at `/files/private/<uuid>.pdf`.
 */

/**
 * The most one upload may carry, whatever it is. A phone camera's photo is often 6-12 MB; the
 * browser shrinks an image before sending it, but it may not manage to (an old browser), and the
 * server then shrinks it itself. The pixel cap (server side) bounds what decoding costs.
 */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;

/** Longest side of a stored image: enough for a sharp NID photo or a course picture, small for phones. */
export const MAX_IMAGE_SIDE = 2000;

/** The accepted image types and the extension each is stored with. */
export const UPLOAD_IMAGE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type UploadImageType = keyof typeof UPLOAD_IMAGE_TYPES;
/** For `<input type="file" accept=…>` of a picture. */
export const UPLOAD_ACCEPT = Object.keys(UPLOAD_IMAGE_TYPES).join(',');

/**
 * An identity document (NID, birth certificate) may also be a PDF, as many people keep theirs. A
 * PDF is a private upload only: it is never shown on a public page.
 */
export const PDF_TYPE = 'application/pdf';
/** For `<input type="file" accept=…>` of an identity document: an image or a PDF. */
export const DOCUMENT_ACCEPT = `${UPLOAD_ACCEPT},${PDF_TYPE}`;

export const isUploadImageType = (type: string): type is UploadImageType => Object.hasOwn(UPLOAD_IMAGE_TYPES, type);

const ID = '[a-z0-9-]+';
const IMAGE_NAME = `${ID}\\.(?:jpg|png|webp)`;
const DOCUMENT_NAME = `${ID}\\.(?:jpg|png|webp|pdf)`;
/** A stored file's name: a random uuid and the extension of its real type. */
export const UPLOAD_FILE_NAME = new RegExp(`^${DOCUMENT_NAME}$`);
/** A public upload's address (a photo, a course picture): the only kind a page may show to anyone. Never a PDF. */
export const PUBLIC_UPLOAD_URL = new RegExp(`^/files/public/${IMAGE_NAME}$`);
/** A storage key: a public image, or a private image or PDF. */
const UPLOAD_KEY = `public/${IMAGE_NAME}|private/${DOCUMENT_NAME}`;
const UPLOAD_URL = new RegExp(`^/files/(${UPLOAD_KEY})$`);
const UPLOAD_KEY_EXACT = new RegExp(`^(?:${UPLOAD_KEY})$`);

/** The storage key (`public/….jpg`) of one of our own upload addresses, exactly as answered; else null. */
export function uploadKeyFromUrl(url: string | null | undefined): string | null {
  return (url && UPLOAD_URL.exec(url)?.[1]) || null;
}

/** Whether `key` (`<folder>/<name>`) can name a stored upload: a PDF only in the private folder. */
export const isUploadKey = (key: string): boolean => UPLOAD_KEY_EXACT.test(key);

/** Whether an upload address names a PDF (an identity document), which a page links to rather than shows. */
export const isPdfUrl = (url: string | null | undefined): boolean => !!url && /\.pdf$/.test(url);
