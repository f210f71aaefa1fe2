import { z } from 'zod';
import { MAX_UPLOAD_BYTES, UPLOAD_ACCEPT, isUploadImageType } from '../../shared/uploads';
import i18n from './i18n';

/** The `accept` of every image input: the types POST /api/upload takes. */
export const IMAGE_ACCEPT = UPLOAD_ACCEPT;

/** Says why a chosen file cannot be uploaded, or nothing when it can: JPEG, PNG or WebP up to 5 MB. */
export function imageFileProblem(file: File): 'type' | 'size' | undefined {
  if (!isUploadImageType(file.type)) return 'type';
  if (file.size > MAX_UPLOAD_BYTES) return 'size';
  return undefined;
}

export interface ImageFileMessages {
  required: string;
  type: string;
  size: string;
}

const accountMessages = (): ImageFileMessages => ({
  required: i18n.t('auth.errors.imageRequired'),
  type: i18n.t('auth.errors.imageType'),
  size: i18n.t('auth.errors.imageSize'),
});

const isFileList = (v: unknown): v is FileList => typeof FileList !== 'undefined' && v instanceof FileList;

/** One image from an <input type="file"> (react-hook-form gives a FileList) that POST /api/upload takes. */
const imageFiles = (m: ImageFileMessages) =>
  z
    .custom<FileList>(isFileList, m.required)
    .refine((list) => !list[0] || imageFileProblem(list[0]) !== 'type', m.type)
    .refine((list) => !list[0] || imageFileProblem(list[0]) !== 'size', m.size);

/** Exactly one image (the messages default to the account forms' wording). */
export const requiredImageFile = (messages = accountMessages()) =>
  imageFiles(messages).refine((list) => list.length === 1, messages.required);

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
