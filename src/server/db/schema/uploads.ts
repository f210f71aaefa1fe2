import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * Every uploaded image. `private` ones (NID / birth-certificate photos) are served only to their
 * owner and admins. Anonymous uploads (the sign-up photo) have no owner until an account claims
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
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    ...timestamps,
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
);

export type UploadRow = typeof uploads.$inferSelect;
