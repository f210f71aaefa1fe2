import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { SKILL_KINDS } from '#shared/constants.ts';
import type { InstalmentPlan } from '#shared/schemas/instalments.ts';
import { timestamps } from './columns';

/**
 * The catalogue. Each text is in English under the spec's name and in Bengali in its `_bn` twin,
 * empty until written (a page then shows the English one).
 */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cid: text('cid').notNull().unique(),
    title: text('title').notNull(),
    titleBn: text('title_bn').notNull().default(''),
    details: text('details').notNull(),
    detailsBn: text('details_bn').notNull().default(''),
    price: integer('price').notNull(),
    lesson: integer('lesson').notNull(),
    duration: text('duration').notNull().default(''),
    durationBn: text('duration_bn').notNull().default(''),
    dt: text('dt').notNull(),
    dtBn: text('dt_bn').notNull().default(''),
    practical: text('practical').notNull(),
    practicalBn: text('practical_bn').notNull().default(''),
    mechanical: text('mechanical').notNull(),
    mechanicalBn: text('mechanical_bn').notNull().default(''),
    image: text('image').notNull().default(''),
    /**
     * How the fee may be paid in parts: each part a share of the fee due so many days after booking.
     * Null: the whole fee is due by the course's start date.
     */
    instalmentPlan: jsonb('instalment_plan').$type<InstalmentPlan>(),
    /** Which skill checklist its lessons tick: car, motorcycle or mechanics. */
    skillKind: text('skill_kind', { enum: SKILL_KINDS }).notNull().default('car'),
    createdBy: text('created_by'),
    ...timestamps,
  },
  (t) => [
    check('courses_numbers', sql`${t.price} >= 0 and ${t.lesson} >= 0`),
    check('courses_skill_kind_known', sql`${t.skillKind} in ('car', 'motorcycle', 'mechanics')`),
  ],
);

export type CourseRow = typeof courses.$inferSelect;
export type NewCourseRow = typeof courses.$inferInsert;
