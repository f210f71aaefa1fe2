import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './auth';
import { ATTEMPT_KINDS, QUESTION_TOPICS, type QuestionOption, type QuestionTopic } from '#shared/schemas/quiz.ts';

/**
 * The theory-test question bank, edited by staff, in both languages. A question is retired, not
 * deleted: attempts keep the ids they asked, and a retired question stays out of new tests and the
 * PDF.
 */
export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topic: text('topic', { enum: QUESTION_TOPICS }).notNull(),
    textEn: text('text_en').notNull(),
    textBn: text('text_bn').notNull(),
    /** 3 or 4 options, each `{en, bn}`. */
    options: jsonb('options').$type<QuestionOption[]>().notNull(),
    /** Index of the right option. */
    correct: integer('correct').notNull(),
    explanationEn: text('explanation_en').notNull(),
    explanationBn: text('explanation_bn').notNull(),
    image: text('image'),
    retiredAt: timestamp('retired_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (t) => [
    check('questions_topic_known', sql`${t.topic} in ('signs', 'rules', 'vehicle', 'safety', 'licence')`),
    check('questions_correct_in_range', sql`${t.correct} >= 0 and ${t.correct} < jsonb_array_length(${t.options})`),
  ],
);
export type QuestionRow = typeof questions.$inferSelect;
export type NewQuestionRow = typeof questions.$inferInsert;

/** One question of a submitted attempt: its topic at the time, so weak topics outlive later edits. */
export interface AttemptMark {
  questionId: string;
  topic: QuestionTopic;
  option: number | null;
  correct: boolean;
}

/**
 * A signed-in student's mock test or viva drill. The server picks the questions and keeps their ids,
 * so an answer to a question it did not ask is refused; it keeps when the test ends, so a late
 * submission is marked late; and it scores the answers itself.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ATTEMPT_KINDS }).notNull(),
    language: text('language').notNull(),
    questionIds: jsonb('question_ids').$type<string[]>().notNull(),
    passMark: integer('pass_mark').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    score: integer('score'),
    passed: boolean('passed'),
    late: boolean('late').notNull().default(false),
    marks: jsonb('marks').$type<AttemptMark[]>(),
    ...timestamps,
  },
  (t) => [
    index('quiz_attempts_user_idx').on(t.userId, t.startedAt),
    check('quiz_attempts_kind_known', sql`${t.kind} in ('mock', 'viva')`),
    check('quiz_attempts_scored_when_submitted', sql`(${t.submittedAt} is null) = (${t.score} is null)`),
  ],
);
export type QuizAttemptRow = typeof quizAttempts.$inferSelect;
