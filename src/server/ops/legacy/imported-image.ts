import { eq } from 'drizzle-orm';
import { legacyImports, uploads } from '#server/db/schema/index.ts';
import { processUpload, saveUpload, urlOf, type Visibility } from '#server/features/uploads/index.ts';
import { downloadImage, ImageUnavailable, refusalReason } from './image-download';
import { str } from './normalize';
import type { Collection } from './read-export';
import type { ImportRun } from './import-run';

/**
 * The old image at `url` as an upload of this site, or '' when there is none or it cannot be
 * fetched (then listed in the report). Fetched once per source URL, visibility and owner: the
 * ledger maps it to its upload, so a second row or run with the same URL uses the same file. In
 * a dry run the bytes are downloaded and checked, and nothing is stored.
 */
export async function importedImage(
  run: ImportRun,
  where: { collection: Collection; id: string; field: string },
  value: unknown,
  visibility: Visibility,
  ownerId: string | null,
): Promise<string> {
  const url = str(value);
  if (!url) return '';
  const key = `${visibility}:${ownerId ?? '-'}:${url}`;
  const known = run.done('image', key);
  // An upload the ledger names but the app has since removed (its row failed, and the sweep took
  // the unused file) is fetched again.
  if (known !== undefined && (run.dryRun || (await uploadExists(run, known)))) {
    run.report.images.reused++;
    return known;
  }
  const tried = run.tried.get(key);
  if (tried) {
    // Each row with an unreachable image is listed, so the office knows every place to fix.
    if (tried.reason) run.report.images.unreachable.push({ ...where, url, reason: tried.reason });
    else run.report.images.reused++;
    return tried.url;
  }
  let result = '';
  let failure = '';
  try {
    const bytes = await downloadImage(url, run.limits);
    if (run.dryRun) {
      await processUpload(bytes, visibility);
      result = `(${url})`;
    } else {
      // Ownerless public images (course and blog pictures) are in use as soon as their row is
      // written; the unused-upload sweep waits a day, far longer than the row takes.
      const row = await saveUpload(run.db, run.opts.storage, bytes, {
        ownerId: ownerId && !ownerId.startsWith('new:') ? ownerId : null,
        visibility,
      });
      result = urlOf(row);
      await run.db
        .insert(legacyImports)
        .values({ kind: 'image', legacyKey: key, target: result })
        .onConflictDoNothing();
      run.ledger.set(`image:${key}`, result);
    }
    run.report.images.fetched++;
  } catch (err) {
    const reason = err instanceof ImageUnavailable ? err.message : refusalReason(err);
    if (reason === null) throw err;
    failure = reason;
    run.report.images.unreachable.push({ ...where, url, reason });
  }
  run.tried.set(key, { url: result, reason: failure });
  return result;
}

async function uploadExists(run: ImportRun, url: string): Promise<boolean> {
  if (!url.startsWith('/files/')) return false;
  const [row] = await run.db
    .select({ id: uploads.id })
    .from(uploads)
    .where(eq(uploads.storageKey, url.slice('/files/'.length)))
    .limit(1);
  return row !== undefined;
}
