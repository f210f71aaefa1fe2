import { api } from './api';
import { shrinkImage } from './shrink-image';

/**
 * POST /api/upload: one image, answered with its address. `public` pictures (profile photos,
 * course and blog images, the sign-up photo before the account exists) are served to anyone;
 * `private` ones (NID and birth-certificate images, or a PDF of one) only to their owner and
 * admins. Every upload goes through here, so every image is shrunk in the browser first (a phone
 * photo of 7 MB leaves as a few hundred KB); a PDF is sent as it is.
 */
export async function uploadImage(file: File, kind: 'public' | 'private' = 'public'): Promise<string> {
  const form = new FormData();
  form.append('image', await shrinkImage(file));
  const res = await api<{ data: { display_url: string } }>('/upload', {
    method: 'POST',
    body: form,
    query: kind === 'private' ? { kind } : undefined,
  });
  return res.data.display_url;
}

/**
 * Uploads each chosen file once, so a save that the server refuses, say for a taken id, can be
 * retried without sending the same pictures again. A failed upload is forgotten and tried again.
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

/** A public picture for a course or a blog, uploaded once per chosen file. */
export const uploadPublicImageOnce = uploadOnce((file) => uploadImage(file, 'public'));
