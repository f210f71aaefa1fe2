import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { claimUpload, findUploadByKey, keyFromUrl } from '../uploads/service';

/**
 * Course and blog pictures must be public uploads that really exist (or the bundled /images/…):
 * a typo or a private NID scan would otherwise become a broken or leaking picture on a public
 * page. An anonymous upload that is used here is claimed, so the unclaimed-upload sweep keeps it.
 */
export async function assertSiteImages(db: Db, images: Record<string, string>, ownerId: string): Promise<void> {
  const fields: Record<string, string> = {};
  for (const [field, url] of Object.entries(images)) {
    if (!url.startsWith('/files/')) continue; // bundled /images/… (the schema allows nothing else)
    const key = keyFromUrl(url);
    const row = key ? await findUploadByKey(db, key) : undefined;
    if (!row || row.visibility !== 'public') fields[field] = 'There is no such uploaded image. Upload it again.';
  }
  const first = Object.keys(fields)[0];
  if (first) throw new AppError('VALIDATION_FAILED', `${first}: ${fields[first]}`, fields);
  for (const url of Object.values(images)) await claimUpload(db, url, ownerId);
}
