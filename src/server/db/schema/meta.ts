import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Small key/value store for facts about the installation itself: which one-off seeds have run. */
export const siteMeta = pgTable('site_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  ...timestamps,
});
