import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * Every upload: an image, or (private only) a PDF. `private` ones (NID / birth-certificate photos
 * or PDFs) are served only to their owner and admins. A PDF has no size in pixels (null). Anonymous uploads (the sign-up photo) have no owner until an account claims
 * them. An upload nothing uses is removed once untouched (`updated_at`) for a day.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: text('owner_id'),
    visibility: text('visibility', { enum: ['public', 'private'] }).notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    ...timestamps,
  },
  (t) => [
    index('uploads_owner_idx').on(t.ownerId),
    check('uploads_visibility_known', sql`${t.visibility} in ('public', 'private')`),
  ],
);

export type UploadRow = typeof uploads.$inferSelect;
