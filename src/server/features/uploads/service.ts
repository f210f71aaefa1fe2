import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads, type UploadRow } from '../../db/schema';
import type { Storage } from '../../lib/storage';
import { processImage } from './image';

export type Visibility = 'public' | 'private';

/** Public files are served at /files/<key>; private ones at /files/private/<key> behind a check. */
export function urlOf(row: Pick<UploadRow, 'storageKey'>): string {
  return `/files/${row.storageKey}`;
}

export async function saveImageUpload(
  db: Db,
  storage: Storage,
  input: Buffer,
  opts: { ownerId: string | null; visibility: Visibility },
): Promise<UploadRow> {
  const image = await processImage(input);
  const folder = opts.visibility === 'private' ? 'private' : 'public';
  const key = `${folder}/${crypto.randomUUID()}.${image.ext}`;
  await storage.put(key, image.data);
  try {
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
    return row!;
  } catch (err) {
    await storage.remove(key);
    throw err;
  }
}

export async function findUploadByKey(db: Db, key: string): Promise<UploadRow | undefined> {
  const [row] = await db.select().from(uploads).where(eq(uploads.storageKey, key)).limit(1);
  return row;
}

/** Parses one of our upload URLs ("/files/public/…") back to its storage key. */
export function keyFromUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  // Only our own relative URL, exactly as /api/upload answered it: anything else is not ours.
  const m = /^\/files\/((?:public|private)\/[a-z0-9-]+\.(?:jpg|png|webp))$/.exec(url);
  return m?.[1] ?? null;
}

/** An account claims the anonymous upload it was created with (the sign-up photo). */
export async function claimUpload(db: Db, url: string | null | undefined, ownerId: string): Promise<void> {
  const key = keyFromUrl(url);
  if (!key) return;
  await db
    .update(uploads)
    .set({ ownerId })
    .where(and(eq(uploads.storageKey, key), isNull(uploads.ownerId)));
}

/** Deletes anonymous uploads nobody claimed within a day (files first, then rows). */
export async function deleteUnclaimedUploads(db: Db, storage: Storage, olderThan = new Date(Date.now() - 86_400_000)) {
  const stale = await db
    .select()
    .from(uploads)
    .where(and(isNull(uploads.ownerId), lt(uploads.createdAt, olderThan)));
  for (const row of stale) {
    await storage.remove(row.storageKey);
    await db.delete(uploads).where(eq(uploads.id, row.id));
  }
  return stale.length;
}
