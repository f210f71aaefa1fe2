import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

export const courses = pgTable('courses', {
  id: uuid('id').primaryKey().defaultRandom(),
  cid: text('cid').notNull().unique(),
  title: text('title').notNull(),
  details: text('details').notNull(),
  price: integer('price').notNull(),
  lesson: integer('lesson').notNull(),
  duration: text('duration').notNull().default(''),
  dt: text('dt').notNull(),
  practical: text('practical').notNull(),
  mechanical: text('mechanical').notNull(),
  image: text('image').notNull().default(''),
  createdBy: text('created_by'),
  ...timestamps,
});

export type CourseRow = typeof courses.$inferSelect;
export type NewCourseRow = typeof courses.$inferInsert;
