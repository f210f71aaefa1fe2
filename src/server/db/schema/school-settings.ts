import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * The school's facts (name, address, phones, payment numbers, map, registration numbers, hours,
 * social pages, home-page figures): ONE row, id 1. They are read and saved as a whole, validated by
 * the shared schema (src/shared/schemas/school.ts) on every save and parsed on every read, so they
 * are one JSON document rather than a column each; a fact added later needs no migration.
 * No row yet (a fresh database before its first start, a test database): the sample facts apply.
 */
export const schoolSettings = pgTable(
  'school_settings',
  {
    id: smallint('id').primaryKey().default(1),
    value: jsonb('value').notNull(),
    /** The account that saved them last (null: the seed). */
    updatedBy: text('updated_by'),
    ...timestamps,
  },
  (t) => [check('school_settings_single_row', sql`${t.id} = 1`)],
);

export type SchoolSettingsRow = typeof schoolSettings.$inferSelect;
