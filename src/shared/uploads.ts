/**
 * What POST /api/upload accepts and the addresses it answers, shared by the forms (which check a
 * chosen file before sending it) and the server (which checks the bytes again and every address a
 * body names). An upload lives at `/files/<public|private>/<uuid>.<jpg|png|webp>`.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The accepted image types and the extension each is stored with. */
export const UPLOAD_IMAGE_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type UploadImageType = keyof typeof UPLOAD_IMAGE_TYPES;
/** For `<input type="file" accept=…>`. */
export const UPLOAD_ACCEPT = Object.keys(UPLOAD_IMAGE_TYPES).join(',');

export const isUploadImageType = (type: string): type is UploadImageType => Object.hasOwn(UPLOAD_IMAGE_TYPES, type);

const NAME = '[a-z0-9-]+\\.(?:jpg|png|webp)';
/** A stored file's name: a random uuid and the extension of its real type. */
export const UPLOAD_FILE_NAME = new RegExp(`^${NAME}$`);
/** A public upload's address (a photo, a course picture): the only kind a page may show to anyone. */
export const PUBLIC_UPLOAD_URL = new RegExp(`^/files/public/${NAME}$`);
const UPLOAD_URL = new RegExp(`^/files/((?:public|private)/${NAME})$`);

/** The storage key (`public/….jpg`) of one of our own upload addresses, exactly as answered; else null. */
export function uploadKeyFromUrl(url: string | null | undefined): string | null {
  return (url && UPLOAD_URL.exec(url)?.[1]) || null;
}
