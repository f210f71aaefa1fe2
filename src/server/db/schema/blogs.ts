import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/**
 * A blog post with three sections, addressed by its unique bid. Titles and texts are in English
 * under the spec's names and in Bengali in their `_bn` twins, empty until written.
 */
export const blogs = pgTable('blogs', {
  id: uuid('id').primaryKey().defaultRandom(),
  bid: text('bid').notNull().unique(),
  title1: text('title1').notNull(),
  title1Bn: text('title1_bn').notNull().default(''),
  details1: text('details1').notNull(),
  details1Bn: text('details1_bn').notNull().default(''),
  image1: text('image1').notNull(),
  title2: text('title2').notNull(),
  title2Bn: text('title2_bn').notNull().default(''),
  details2: text('details2').notNull(),
  details2Bn: text('details2_bn').notNull().default(''),
  image2: text('image2').notNull(),
  title3: text('title3').notNull(),
  title3Bn: text('title3_bn').notNull().default(''),
  details3: text('details3').notNull(),
  details3Bn: text('details3_bn').notNull().default(''),
  image3: text('image3').notNull(),
  /** Publish date, YYYY-MM-DD */
  date: text('date').notNull(),
  createdBy: text('created_by'),
  ...timestamps,
});

export type BlogRow = typeof blogs.$inferSelect;
