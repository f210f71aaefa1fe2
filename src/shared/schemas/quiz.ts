import { z } from 'zod';
import { LANGUAGES } from '#shared/language.ts';

/**
 * The theory-test question bank and the quizzes built from it. Staff edit questions in both
 * languages; students practise by topic and take mock tests and viva drills, scored on the server.
 * A question sent to a student never carries its answer (QuizQuestionSchema has no such field, and
 * every route's response schema strips what it does not name).
 */

/** The written test's subjects; `vehicle` is the engine and vehicle mechanism the BRTA test always asks about. */
export const QUESTION_TOPICS = ['signs', 'rules', 'vehicle', 'safety', 'licence'] as const;
export type QuestionTopic = (typeof QUESTION_TOPICS)[number];

export const ATTEMPT_KINDS = ['mock', 'viva'] as const;
export type AttemptKind = (typeof ATTEMPT_KINDS)[number];

const text = (max: number) => z.string().trim().min(1, 'Write this text in this language.').max(max);

export const QuestionOptionSchema = z.object({ en: text(300), bn: text(300) });
export type QuestionOption = z.infer<typeof QuestionOptionSchema>;

/** What staff send to add or change a question: both languages, 3 or 4 options, which one is right. */
export const QuestionInputSchema = z
  .object({
    topic: z.enum(QUESTION_TOPICS, 'Choose a topic.'),
    textEn: text(500),
    textBn: text(500),
    options: z.array(QuestionOptionSchema).min(3, 'Give 3 or 4 options.').max(4, 'Give 3 or 4 options.'),
    correct: z.number().int().min(0).max(3),
    explanationEn: text(1000),
    explanationBn: text(1000),
    /** A picture beside the question: a sign (/signs/<id>.svg), a site image or an upload under /files/. */
    image: z
      .string()
      .trim()
      .max(300)
      .regex(/^\/(images|files|signs)\/[\w./-]+$/, 'A picture is an address on this site, such as /signs/stop.svg.')
      .nullable()
      .optional()
      .transform((v) => v || null),
  })
  .superRefine((q, ctx) => {
    if (q.correct >= q.options.length) {
      ctx.addIssue({ code: 'custom', path: ['correct'], message: 'The right answer must be one of the options.' });
    }
  });
export type QuestionInput = z.infer<typeof QuestionInputSchema>;
export type QuestionInputRaw = z.input<typeof QuestionInputSchema>;

/** A question as staff see it: with its answer and explanation. */
export const QuestionSchema = z.object({
  id: z.string(),
  topic: z.enum(QUESTION_TOPICS),
  textEn: z.string(),
  textBn: z.string(),
  options: z.array(QuestionOptionSchema),
  correct: z.number().int(),
  explanationEn: z.string(),
  explanationBn: z.string(),
  image: z.string().nullable(),
  updatedAt: z.string(),
});
export type Question = z.infer<typeof QuestionSchema>;

export const LanguageQuerySchema = z.object({ lang: z.enum(LANGUAGES).default('en') });

/** A question as a student gets it: one language, no answer, no explanation. */
export const QuizQuestionSchema = z.object({
  id: z.string(),
  topic: z.enum(QUESTION_TOPICS),
  text: z.string(),
  options: z.array(z.string()),
  image: z.string().optional(),
});
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

export const PracticeQuerySchema = z.object({
  lang: z.enum(LANGUAGES).default('en'),
  topic: z.enum(QUESTION_TOPICS).optional(),
  count: z.coerce.number().int().min(1).max(50).default(10),
});

export const CheckAnswerSchema = z.object({
  option: z.number().int().min(0).max(3),
  lang: z.enum(LANGUAGES).optional(),
});
/** The answer to one practice question, once the student has chosen. */
export const CheckResultSchema = z.object({
  correct: z.boolean(),
  correctOption: z.number().int(),
  explanation: z.string(),
});
export type CheckResult = z.infer<typeof CheckResultSchema>;

export const AttemptStartSchema = z.object({
  attemptId: z.string(),
  kind: z.enum(ATTEMPT_KINDS),
  questions: z.array(QuizQuestionSchema),
  endsAt: z.string(),
  passMark: z.number().int(),
});
export type AttemptStart = z.infer<typeof AttemptStartSchema>;

export const AnswersSchema = z.object({
  answers: z
    .array(z.object({ questionId: z.string().min(1).max(64), option: z.number().int().min(0).max(3) }))
    .max(100),
});
export type Answers = z.infer<typeof AnswersSchema>;

export const AttemptResultSchema = z.object({
  score: z.number().int(),
  total: z.number().int(),
  passed: z.boolean(),
  late: z.boolean(),
});
export type AttemptResult = z.infer<typeof AttemptResultSchema>;

/**
 * A question the student got wrong (or left unanswered) in a finished test: as the test showed it
 * (its reference, its options in the test's order), the option chosen (null: none), the right one
 * and why. Given only once the test is submitted, never while it runs.
 */
export const ReviewItemSchema = z.object({
  questionId: z.string(),
  text: z.string(),
  options: z.array(z.string()),
  /** The road sign's picture, when the question shows one. */
  image: z.string().optional(),
  chosen: z.number().int().nullable(),
  correct: z.number().int(),
  explanation: z.string(),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

/** POST /api/quiz/attempts/:id/answers: the score, and the review of every wrong answer. */
export const SubmittedResultSchema = AttemptResultSchema.extend({ review: z.array(ReviewItemSchema) });
export type SubmittedResult = z.infer<typeof SubmittedResultSchema>;

export const AttemptSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(ATTEMPT_KINDS),
  startedAt: z.string(),
  endsAt: z.string(),
  submittedAt: z.string().nullable(),
  score: z.number().int().nullable(),
  total: z.number().int(),
  passMark: z.number().int(),
  passed: z.boolean().nullable(),
  late: z.boolean(),
});
export type AttemptSummary = z.infer<typeof AttemptSummarySchema>;

export const WeakTopicSchema = z.object({
  topic: z.enum(QUESTION_TOPICS),
  asked: z.number().int(),
  wrong: z.number().int(),
});

export const QuizProgressSchema = z.object({
  best: AttemptResultSchema.omit({ late: true }).nullable(),
  /** Topics the student got wrong most often in their submitted tests, worst first. */
  weakTopics: z.array(WeakTopicSchema),
  /** The school's tests as configured: what the test page tells a student before they start. */
  rules: z.object({
    mock: z.object({ questions: z.number(), minutes: z.number(), passMark: z.number(), vehicle: z.number() }),
    viva: z.object({ questions: z.number(), minutes: z.number(), passMark: z.number() }),
  }),
});
export type QuizProgress = z.infer<typeof QuizProgressSchema>;
