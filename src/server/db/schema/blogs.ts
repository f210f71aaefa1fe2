import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** A blog post with three sections, addressed by its unique bid. */
export const blogs = pgTable('blogs', {
  id: uuid('id').primaryKey().defaultRandom(),
  bid: text('bid').notNull().unique(),
  title1: text('title1').notNull(),
  details1: text('details1').notNull(),
  image1: text('image1').notNull(),
  title2: text('title2').notNull(),
  details2: text('details2').notNull(),
  image2: text('image2').notNull(),
  title3: text('title3').notNull(),
  details3: text('details3').notNull(),
  image3: text('image3').notNull(),
  /** Publish date, YYYY-MM-DD */
  date: text('date').notNull(),
  createdBy: text('created_by'),
  ...timestamps,
});

export type BlogRow = typeof blogs.$inferSelect;
