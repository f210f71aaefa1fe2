import { and, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { blogs, courses, orders, profiles, uploads, users, type UploadRow } from '#server/db/schema/index.ts';
import type { Storage } from '#server/lib/storage.ts';
import { AppError } from '#server/lib/errors.ts';
import { PDF_TYPE, uploadKeyFromUrl } from '#shared/uploads.ts';
import { isAcceptedImageType, processImage, type ProcessedUpload } from './image-upload';
import { processPdf } from './pdf-upload';

export type Visibility = 'public' | 'private';

/** Public files are served at /files/<key>; private ones at /files/private/<key> behind a check. */
export function urlOf(row: Pick<UploadRow, 'storageKey'>): string {
  return `/files/${row.storageKey}`;
}

/**
 * What the bytes are decides what is kept: a JPEG, PNG or WebP image is re-encoded (image-upload.ts); a
 * PDF is kept as sent when it can do nothing when opened, else as pictures of its pages (pdf-upload.ts),
 * and only as a private upload, an identity document: a public upload is shown on pages, and a
 * page shows pictures. Anything else is refused with 415.
 */
export async function processUpload(input: Buffer, visibility: Visibility): Promise<ProcessedUpload> {
  const mime = (await fileTypeFromBuffer(input))?.mime;
  if (mime === PDF_TYPE) {
    if (visibility !== 'private') {
      throw new AppError('UNSUPPORTED_MEDIA_TYPE', undefined, undefined, { accepted: 'image' });
    }
    return processPdf(input);
  }
  if (!mime || !isAcceptedImageType(mime)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', undefined, undefined, {
      accepted: visibility === 'private' ? 'imageOrPdf' : 'image',
    });
  }
  return processImage(input, mime);
}

/**
 * Stores a processed upload: the row first, then the file. A crash in between leaves a row without
 * a file, which nothing uses and the sweeper removes; the other order could leave a file that no
 * row names, which nobody would ever find again.
 */
export async function saveUpload(
  db: Db,
  storage: Storage,
  input: Buffer,
  opts: { ownerId: string | null; visibility: Visibility },
): Promise<UploadRow> {
  const image = await processUpload(input, opts.visibility);
  const folder = opts.visibility === 'private' ? 'private' : 'public';
  const key = `${folder}/${crypto.randomUUID()}.${image.ext}`;
  const [row] = await db
    .insert(uploads)
    .values({
      ownerId: opts.ownerId,
      visibility: opts.visibility,
      mime: image.mime,
      size: image.data.length,
      width: image.width,
      height: image.height,
      sha256: image.sha256,
      storageKey: key,
    })
    .returning();
  try {
    await storage.put(key, image.data, { contentType: image.mime });
  } catch (err) {
    await db.delete(uploads).where(eq(uploads.id, row!.id));
    throw err;
  }
  return row!;
}

export async function findUploadByKey(db: Db, key: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, key)).limit(1);
  return row;
}

/** An account claims the anonymous upload it was created with (the sign-up photo). */
export async function claimUpload(db: Db, url: string | null | undefined, ownerId: string): Promise<void> {
  const key = uploadKeyFromUrl(url);
  if (!key) return;
  await db
    .update(uploads)
    .set({ ownerId })
    .where(and(eq(uploads.storageKey, key), isNull(uploads.ownerId)));
}

export interface ImageRule {
  visibility: Visibility;
  /**
   * Whose uploads may be used: the caller (and, when an admin saves someone's profile, that
   * person). `null` stands for an upload nobody has claimed yet: the sign-up photo, uploaded
   * before its account exists.
   */
  owners: ReadonlyArray<string | null>;
  /** The images already in place here: keeping one is always allowed. */
  current?: ReadonlyArray<string | null | undefined>;
}

/**
 * THE rule for every place an image is set (account photo, profile, course, blog, booking): it is
 * one of this site's uploads, of the right visibility, uploaded by one of `owners`, or it is the
 * image already there. Anything else (another person's photo, an outside address) is refused, so
 * nobody can show someone else's picture as their own.
 *
 * An accepted upload is touched (updated_at), so the sweeper, which removes uploads untouched and
 * unused for a day, cannot take it while it is being attached (see sweepUploads).
 */
export async function mayUseImage(db: Db, url: string, rule: ImageRule): Promise<boolean> {
  if (rule.current?.some((c) => c && c === url)) return true;
  const touch = touchUsableImage(db, url, rule);
  if (!touch) return false;
  const [row] = await touch;
  return row !== undefined;
}

/**
 * mayUseImage's one statement (an update returning the upload's id when the image may be used),
 * for a caller that makes it part of its own statement; null when the URL names no upload at all.
 */
export function touchUsableImage(db: Db, url: string, rule: ImageRule) {
  const key = uploadKeyFromUrl(url);
  if (!key) return null;
  const ids = rule.owners.filter((o): o is string => o !== null);
  const byOwner = [
    ...(ids.length ? [inArray(uploads.ownerId, ids)] : []),
    ...(rule.owners.includes(null) ? [isNull(uploads.ownerId)] : []),
  ];
  if (byOwner.length === 0) return null;
  return db
    .update(uploads)
    .set({ updatedAt: new Date() })
    .where(and(eq(uploads.storageKey, key), eq(uploads.visibility, rule.visibility), or(...byOwner)))
    .returning({ id: uploads.id });
}

/** An upload is in use while any of these columns names its URL. */
const inUse = (url: SQL) => sql`(
  exists (select 1 from ${users} where ${users.image} = ${url})
  or exists (select 1 from ${profiles} where ${profiles.image} = ${url})
  or exists (select 1 from ${courses} where ${courses.image} = ${url})
  or exists (select 1 from ${blogs} where ${url} in (${blogs.image1}, ${blogs.image2}, ${blogs.image3}))
  or exists (select 1 from ${orders} where ${url} in (${orders.nidImage}, ${orders.courseImage}))
)`;

export const UNUSED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Removes uploads that nothing uses: files first, then their rows, so a crash part-way leaves a
 * row the next sweep finds again, never a file nobody can find. Covers the sign-up photo never
 * claimed, a replaced profile photo, an NID uploaded for a booking never made, and the NID of a
 * deleted order whose removal was cut short.
 *
 * Only uploads untouched for `ttlMs` are candidates (a form may be half filled in), unless `key`
 * names one upload to remove now if unused (an order's NID as the order is deleted). Safe with
 * several app processes on one database: each candidate row is locked (FOR UPDATE SKIP LOCKED) and
 * re-checked under the lock, and attaching an upload touches it first (mayUseImage), so a sweep
 * never removes an upload that is being attached at that moment.
 */
export async function sweepUploads(
  db: Db,
  storage: Storage,
  opts: { now?: Date; ttlMs?: number; key?: string; log?: Pick<FastifyBaseLogger, 'warn'> } = {},
): Promise<number> {
  const url = sql`'/files/' || ${uploads.storageKey}`;
  const cutoff = new Date((opts.now ?? new Date()).getTime() - (opts.ttlMs ?? UNUSED_UPLOAD_TTL_MS));
  return db.transaction(async (tx) => {
    const stale = await tx
      .select({ id: uploads.id, storageKey: uploads.storageKey })
      .from(uploads)
      .where(and(opts.key ? eq(uploads.storageKey, opts.key) : lt(uploads.updatedAt, cutoff), sql`not ${inUse(url)}`))
      .orderBy(uploads.updatedAt)
      .limit(500)
      .for('update', { skipLocked: true });
    const removed: string[] = [];
    for (const row of stale) {
      try {
        await storage.remove(row.storageKey);
        removed.push(row.id);
      } catch (err) {
        // The row stays, so the next sweep tries this file again.
        opts.log?.warn({ err, key: row.storageKey }, 'could not remove an unused upload');
      }
    }
    if (removed.length) await tx.delete(uploads).where(inArray(uploads.id, removed));
    return removed.length;
  });
}
