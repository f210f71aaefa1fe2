import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { blogs, type BlogRow } from '#server/db/schema/index.ts';
import {
  BLOG_IMAGE_KEYS,
  type Blog,
  type BlogInput,
  type BlogListQuery,
  type BlogSaveBody,
  type BlogText,
} from '#shared/schemas/blog.ts';
import { FIELD_MESSAGES, type SaveMode } from '#shared/schemas/course.ts';
import { pageWindow } from '#shared/schemas/paging.ts';
import { parseSort } from '#shared/schemas/list.ts';
import { anyContains } from '#server/lib/list-query.ts';
import { AppError, assertSameId, validationError } from '#server/lib/errors.ts';
import { assertSiteImages } from '#server/features/uploads/index.ts';

export function toBlog(row: BlogRow): Blog {
  return {
    _id: row.id,
    bid: row.bid,
    title1: row.title1,
    title1Bn: row.title1Bn,
    details1: row.details1,
    details1Bn: row.details1Bn,
    image1: row.image1,
    title2: row.title2,
    title2Bn: row.title2Bn,
    details2: row.details2,
    details2Bn: row.details2Bn,
    image2: row.image2,
    title3: row.title3,
    title3Bn: row.title3Bn,
    details3: row.details3,
    details3Bn: row.details3Bn,
    image3: row.image3,
    date: row.date,
  };
}

/**
 * Newest first by default: by publish date, then by when it was added (several posts on one day);
 * or by the first title. `bid` finds one exact id, `q` every post whose id or a title (in either
 * language) contains it.
 */
export async function listBlogs(db: Db, q: BlogListQuery): Promise<{ items: Blog[]; total: number }> {
  const where = and(
    q.bid === undefined ? undefined : eq(blogs.bid, q.bid),
    q.q === undefined
      ? undefined
      : anyContains(q.q, [
          blogs.bid,
          blogs.title1,
          blogs.title2,
          blogs.title3,
          blogs.title1Bn,
          blogs.title2Bn,
          blogs.title3Bn,
        ]),
  );
  const { limit, offset } = pageWindow(q);
  const { field, descending } = parseSort(q.sort);
  const direction = descending ? desc : asc;
  const order =
    field === 'date'
      ? [direction(blogs.date), direction(blogs.createdAt), direction(blogs.bid)]
      : [direction(blogs.title1), direction(blogs.bid)];
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(blogs)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(blogs).where(where),
  ]);
  return { items: rows.map(toBlog), total: counted?.n ?? 0 };
}

export async function findBlogByBid(db: Db, bid: string): Promise<Blog> {
  const [row] = await db.select().from(blogs).where(eq(blogs.bid, bid)).limit(1);
  if (!row) throw new AppError('BLOG_NOT_FOUND');
  return toBlog(row);
}

/** Adds a post; one INSERT … ON CONFLICT DO NOTHING, so an existing bid is never overwritten. */
export async function createBlog(db: Db, input: BlogInput, createdBy: string): Promise<Blog> {
  await assertSiteImages(db, { image1: input.image1, image2: input.image2, image3: input.image3 }, createdBy);
  const [row] = await db
    .insert(blogs)
    .values({ ...input, createdBy })
    .onConflictDoNothing({ target: blogs.bid })
    .returning();
  if (!row) throw new AppError('BLOG_EXISTS', undefined, undefined, { bid: input.bid });
  return toBlog(row);
}

export type BlogChanges = BlogText & Partial<Pick<BlogInput, 'image1' | 'image2' | 'image3'>>;

/**
 * Changes an existing post (never its bid); images and Bengali texts not sent stay as they are (an
 * empty Bengali text is removed). One UPDATE.
 */
export async function updateBlog(db: Db, bid: string, changes: BlogChanges, ownerId: string): Promise<Blog> {
  const images: Record<string, string> = {};
  for (const key of BLOG_IMAGE_KEYS) if (changes[key] !== undefined) images[key] = changes[key];
  const [current] = await db
    .select({ image1: blogs.image1, image2: blogs.image2, image3: blogs.image3 })
    .from(blogs)
    .where(eq(blogs.bid, bid))
    .limit(1);
  await assertSiteImages(db, images, ownerId, current ? Object.values(current) : []);
  const [row] = await db.update(blogs).set(changes).where(eq(blogs.bid, bid)).returning();
  if (!row) throw new AppError('BLOG_NOT_FOUND');
  return toBlog(row);
}

/**
 * PUT /api/blog?bid=…&mode=… (docs/decisions/0040): `create` needs all three images and never
 * overwrites; `update` must find the post and keeps the images it is not sent.
 */
export async function saveBlog(
  db: Db,
  ownerId: string,
  { bid, mode }: { bid: string; mode: SaveMode },
  { bid: bodyBid, ...body }: BlogSaveBody,
): Promise<{ blog: Blog; created: boolean }> {
  assertSameId('bid', bodyBid, bid);
  if (mode === 'update') return { blog: await updateBlog(db, bid, body, ownerId), created: false };
  const { image1, image2, image3 } = body;
  if (!image1 || !image2 || !image3) {
    throw validationError(
      Object.fromEntries(BLOG_IMAGE_KEYS.filter((k) => !body[k]).map((k) => [k, FIELD_MESSAGES.required])),
    );
  }
  return { blog: await createBlog(db, { ...body, image1, image2, image3, bid }, ownerId), created: true };
}

export async function deleteBlog(db: Db, bid: string): Promise<void> {
  const deleted = await db.delete(blogs).where(eq(blogs.bid, bid)).returning({ id: blogs.id });
  if (deleted.length === 0) throw new AppError('BLOG_NOT_FOUND');
}
