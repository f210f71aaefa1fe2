import { z } from 'zod';
import {
  DOCUMENT_ACCEPT as UPLOAD_DOCUMENT_ACCEPT,
  MAX_UPLOAD_BYTES,
  PDF_TYPE,
  UPLOAD_ACCEPT,
  isUploadImageType,
} from '#shared/uploads.ts';
import i18n from './i18n';

/** The `accept` of every image input: the types POST /api/upload takes. */
export const IMAGE_ACCEPT = UPLOAD_ACCEPT;
/** The `accept` of an identity document's input (NID, birth certificate): an image or a PDF. */
export const DOCUMENT_ACCEPT = UPLOAD_DOCUMENT_ACCEPT;

/**
 * Says why a chosen file cannot be uploaded, or nothing when it can: JPEG, PNG or WebP (or, for
 * an identity document, `pdf: true`, a PDF) up to MAX_UPLOAD_BYTES. The size is the chosen file's:
 * what is sent is usually much smaller (uploadImage shrinks an image first), but when the browser
 * cannot shrink it the original goes, and the server takes that much.
 */
export function imageFileProblem(file: File, { pdf = false } = {}): 'type' | 'size' | undefined {
  if (!isUploadImageType(file.type) && !(pdf && file.type === PDF_TYPE)) return 'type';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  return undefined;
}

export interface ImageFileMessages {
  required: string;
  type: string;
  size: string;
}

const accountMessages = (): ImageFileMessages => ({
  required: i18n.t('common.imageRequired'),
  type: i18n.t('common.imageType'),
  size: i18n.t('common.imageSize'),
});

const isFileList = (v: unknown): v is FileList => typeof FileList !== 'undefined' && v instanceof FileList;

/** One image from an <input type="file"> (react-hook-form gives a FileList) that POST /api/upload takes. */
const imageFiles = (m: ImageFileMessages, pdf = false) =>
  z
    .custom<FileList>(isFileList, m.required)
    .refine((list) => !list[0] || imageFileProblem(list[0], { pdf }) !== 'type', m.type)
    .refine((list) => !list[0] || imageFileProblem(list[0], { pdf }) !== 'size', m.size);

/** Exactly one image (the messages default to the account forms' wording). */
export const requiredImageFile = (messages = accountMessages()) =>
  imageFiles(messages).refine((list) => list.length === 1, messages.required);

/** Exactly one identity document: an image or a PDF (uploaded as a private upload). */
export const requiredDocumentFile = (messages: ImageFileMessages) =>
  imageFiles(messages, true).refine((list) => list.length === 1, messages.required);

/**
 * An image that a form may ask for or not: `required: false` also accepts no file, or no input at
 * all (Edit blog does not render its image inputs).
 */
export const imageFileSchema = ({
  required,
  messages = accountMessages(),
}: {
  required: boolean;
  messages?: ImageFileMessages;
}) =>
  imageFiles(messages)
    .optional()
    .refine((list) => !required || list?.length === 1, messages.required);
