import type { Db } from '#server/db/client.ts';
import type { FieldCode } from '#shared/field-codes.ts';
import { fieldRefusals } from '#server/lib/errors.ts';
import { mayUseImage } from './uploads.service';

/**
 * Course and blog pictures are a bundled /images/… file or follow the one image rule (mayUseImage):
 * a public upload by the owner saving it, or the picture already there. A typo, a private NID scan
 * or someone else's upload would otherwise become a broken, leaking or borrowed picture on a
 * public page.
 */
export async function assertSiteImages(
  db: Db,
  images: Record<string, string>,
  ownerId: string,
  current: ReadonlyArray<string | null | undefined> = [],
): Promise<void> {
  const refused: Record<string, FieldCode> = {};
  for (const [field, url] of Object.entries(images)) {
    if (!url.startsWith('/files/')) continue; // bundled /images/… (the schema allows nothing else)
    if (!(await mayUseImage(db, url, { visibility: 'public', owners: [ownerId], current }))) {
      refused[field] = { code: 'formErrors.uploadAgain' };
    }
  }
  if (Object.keys(refused).length) throw fieldRefusals(refused);
}
