import { z } from 'zod';
import { MAX_UPLOAD_BYTES, isUploadImageType } from '../../shared/uploads';
import i18n from './i18n';

const t = (key: 'auth.errors.imageRequired' | 'auth.errors.imageType' | 'auth.errors.imageSize') => i18n.t(key);

const isFileList = (v: unknown): v is FileList => typeof FileList !== 'undefined' && v instanceof FileList;

/**
 * An image from an <input type="file"> (react-hook-form gives a FileList): JPEG, PNG or WebP up to
 * 5 MB, as POST /api/upload accepts. `required: false` also accepts no file at all.
 */
export function imageFileSchema({ required }: { required: boolean }) {
  // Optional as a key: a form that does not render the input (Edit blog) sends nothing. A rendered
  // input always gives a FileList, which the first check then requires to hold one file.
  return z
    .custom<FileList>(isFileList, t('auth.errors.imageRequired'))
    .optional()
    .refine((files) => !required || files?.length === 1, t('auth.errors.imageRequired'))
    .refine((files) => !files?.[0] || isUploadImageType(files[0].type), t('auth.errors.imageType'))
    .refine((files) => !files?.[0] || files[0].size <= MAX_UPLOAD_BYTES, t('auth.errors.imageSize'));
}

/**
 * Uploads each chosen file once (POST /api/upload), so a save that the server refuses, say for a
 * taken id, can be retried without sending the same pictures again.
 */
export function uploadOnce(upload: (file: File) => Promise<string>): (file: File) => Promise<string> {
  const done = new WeakMap<File, Promise<string>>();
  return (file) => {
    let pending = done.get(file);
    if (!pending) {
      pending = upload(file);
      done.set(file, pending);
      pending.catch(() => done.delete(file));
    }
    return pending;
  };
}
