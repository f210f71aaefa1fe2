import { sql } from 'drizzle-orm';
import { check, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const LEGACY_IMPORT_KINDS = ['user', 'profile', 'course', 'blog', 'order', 'image'] as const;
export type LegacyImportKind = (typeof LEGACY_IMPORT_KINDS)[number];

/**
 * What `npm run import:legacy` has brought over from the old site, one row per old record: its
 * kind, its old key (the MongoDB _id, the Firebase uid, or for an image its visibility, owner and
 * source URL) and what it became here (the new row's id, or the upload's /files/ address). A second
 * run finds every old key here and changes nothing: no second account, mail or upload. Nothing
 * else in the app reads or writes this table.
 */
export const legacyImports = pgTable(
  'legacy_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: LEGACY_IMPORT_KINDS }).notNull(),
    legacyKey: text('legacy_key').notNull(),
    target: text('target').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('legacy_imports_key_idx').on(t.kind, t.legacyKey),
    check('legacy_imports_kind_known', sql`${t.kind} in ('user', 'profile', 'course', 'blog', 'order', 'image')`),
  ],
);

export type LegacyImportRow = typeof legacyImports.$inferSelect;
