import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  questions,
  quizAttempts,
  type AttemptMark,
  type QuestionRow,
  type QuizAttemptRow,
} from '#server/db/schema/index.ts';
import { attemptView, type AttemptView } from './attempt-view';
import type { QuizSettings } from '#server/config.ts';
import type { Language } from '#shared/language.ts';
import {
  QUESTION_TOPICS,
  type AttemptKind,
  type AttemptResult,
  type AttemptStart,
  type AttemptSummary,
  type Answers,
  type CheckResult,
  type Question,
  type QuestionInput,
  type QuestionTopic,
  type QuizProgress,
  type QuizQuestion,
  type ReviewItem,
  type SubmittedResult,
} from '#shared/schemas/quiz.ts';
import { AppError, fieldRefusals } from '#server/lib/errors.ts';
import { recordAudit, type AuditActor } from '#server/lib/audit.ts';

/**
 * The theory-test question bank and the tests built from it. The rules that make a score mean
 * something live here: a student gets a question without its answer; the server picks a test's
 * questions and keeps their ids, so an answer to anything else is refused; the server keeps the
 * end time, so a late submission is marked late and does not pass; and the server scores.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const toQuestion = (row: QuestionRow): Question => ({
  id: row.id,
  topic: row.topic,
  textEn: row.textEn,
  textBn: row.textBn,
  options: row.options,
  correct: row.correct,
  explanationEn: row.explanationEn,
  explanationBn: row.explanationBn,
  image: row.image,
  updatedAt: row.updatedAt.toISOString(),
});

/** A question as a student sees it: in one language, without the answer or the explanation. */
export function toQuizQuestion(row: QuestionRow, lang: Language): QuizQuestion {
  return {
    id: row.id,
    topic: row.topic,
    text: lang === 'bn' ? row.textBn : row.textEn,
    options: row.options.map((o) => (lang === 'bn' ? o.bn : o.en)),
    ...(row.image ? { image: row.image } : {}),
  };
}

const active = isNull(questions.retiredAt);

// ── The bank, as staff keep it ──

/** Every question in use, in the bank's order (oldest first, so the PDF keeps its order). */
export async function listQuestions(db: Db): Promise<Question[]> {
  const rows = await db.select().from(questions).where(active).orderBy(asc(questions.createdAt), asc(questions.id));
  return rows.map(toQuestion);
}

/** What the audit log keeps of a question: its English text, topic and right answer. */
const auditedQuestion = (row: QuestionRow) => ({
  title: row.textEn,
  topic: row.topic,
  correct: row.correct,
});

/** Adds a question; the audit log records who did, in the same transaction. */
export async function createQuestion(db: Db, input: QuestionInput, actor: AuditActor): Promise<Question> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(questions).values(input).returning();
    await recordAudit(tx, {
      actor,
      action: 'question.created',
      entityType: 'question',
      entityId: row!.id,
      after: auditedQuestion(row!),
    });
    return toQuestion(row!);
  });
}

/**
 * Changes a question, read under a lock: the audit log records its text, topic and right answer
 * before and after (a changed answer key changes what counts as right in later tests).
 */
export async function updateQuestion(db: Db, id: string, input: QuestionInput, actor: AuditActor): Promise<Question> {
  if (!UUID.test(id)) throw new AppError('QUESTION_NOT_FOUND');
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(questions)
      .where(and(eq(questions.id, id), active))
      .for('update');
    if (!before) throw new AppError('QUESTION_NOT_FOUND');
    const [row] = await tx.update(questions).set(input).where(eq(questions.id, id)).returning();
    await recordAudit(tx, {
      actor,
      action: 'question.updated',
      entityType: 'question',
      entityId: id,
      before: auditedQuestion(before),
      after: auditedQuestion(row!),
    });
    return toQuestion(row!);
  });
}

/**
 * Takes a question out of practice, new tests and the PDF. The row stays: attempts that asked it
 * keep their scores and topics.
 */
export async function retireQuestion(db: Db, id: string, now: Date, actor: AuditActor): Promise<void> {
  if (!UUID.test(id)) throw new AppError('QUESTION_NOT_FOUND');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(questions)
      .set({ retiredAt: now })
      .where(and(eq(questions.id, id), active))
      .returning();
    if (!row) throw new AppError('QUESTION_NOT_FOUND');
    await recordAudit(tx, {
      actor,
      action: 'question.retired',
      entityType: 'question',
      entityId: id,
      before: auditedQuestion(row),
    });
  });
}

/**
 * A short word that changes whenever the bank does (a question added, changed or retired): it
 * decides, with the school's facts, whether the stored PDF is still the right one.
 */
export async function questionBankVersion(db: Db): Promise<string> {
  const [row] = await db
    .select({
      n: sql<number>`count(*) filter (where ${questions.retiredAt} is null)::int`,
      all: sql<number>`count(*)::int`,
      latest: sql<string | null>`max(${questions.updatedAt})::text`,
    })
    .from(questions);
  return `${row?.n ?? 0}.${row?.all ?? 0}.${row?.latest ?? ''}`;
}

// ── Practice: anyone, nothing saved ──

/** Up to `count` questions in use, in a random order, of one topic or all. */
export async function practiceQuestions(
  db: Db,
  opts: { topic?: QuestionTopic; lang: Language; count: number },
): Promise<QuizQuestion[]> {
  const rows = await db
    .select()
    .from(questions)
    .where(opts.topic ? and(active, eq(questions.topic, opts.topic)) : active)
    .orderBy(sql`random()`)
    .limit(opts.count);
  return rows.map((row) => toQuizQuestion(row, opts.lang));
}

/** Whether `option` answers a practice question, the right one, and why: instant feedback. */
export async function checkAnswer(db: Db, id: string, option: number, lang: Language): Promise<CheckResult> {
  if (!UUID.test(id)) throw new AppError('QUESTION_NOT_FOUND');
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, id), active));
  if (!row) throw new AppError('QUESTION_NOT_FOUND');
  if (option >= row.options.length) throw fieldRefusals({ option: { code: 'quiz.errors.noSuchOption' } });
  return {
    correct: option === row.correct,
    correctOption: row.correct,
    explanation: lang === 'bn' ? row.explanationBn : row.explanationEn,
  };
}

// ── Mock tests and viva drills: signed in, saved ──

async function pick(db: Db, where: ReturnType<typeof and>, count: number): Promise<QuestionRow[]> {
  if (count <= 0) return [];
  return db
    .select()
    .from(questions)
    .where(where)
    .orderBy(sql`random()`)
    .limit(count);
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * Starts a mock test (the written test's shape: so many questions, so many of them on the engine
 * and vehicle) or a viva drill (a few questions from the whole bank). The attempt keeps the ids it
 * asked and when it ends; the questions go out without their answers.
 */
export async function startAttempt(
  db: Db,
  userId: string,
  kind: AttemptKind,
  lang: Language,
  settings: QuizSettings,
  now: Date,
): Promise<AttemptStart> {
  const shape = kind === 'mock' ? settings.mock : settings.viva;
  const vehicle = kind === 'mock' ? settings.mock.vehicle : 0;
  const fromVehicle = await pick(db, and(active, eq(questions.topic, 'vehicle')), vehicle);
  const rest = await pick(
    db,
    vehicle > 0 ? and(active, ne(questions.topic, 'vehicle')) : active,
    shape.questions - fromVehicle.length,
  );
  let chosen = [...fromVehicle, ...rest];
  if (chosen.length < shape.questions) {
    // Too few of one kind: fill from whatever the bank has left, so a small bank still makes a test.
    const taken = chosen.map((q) => q.id);
    const more = await pick(
      db,
      taken.length ? and(active, notInArray(questions.id, taken)) : active,
      shape.questions - chosen.length,
    );
    chosen = [...chosen, ...more];
  }
  if (chosen.length < shape.questions) throw new AppError('QUIZ_BANK_TOO_SMALL');
  chosen = shuffle(chosen);
  const endsAt = new Date(now.getTime() + shape.minutes * 60_000);
  const [attempt] = await db
    .insert(quizAttempts)
    .values({
      userId,
      kind,
      language: lang,
      questionIds: chosen.map((q) => q.id),
      passMark: shape.passMark,
      startedAt: now,
      endsAt,
    })
    .returning({ id: quizAttempts.id });
  // The test names its questions by references of its own and shows their options in an order of
  // its own (attempt-view.ts), so nothing in it can be looked up by id or position elsewhere.
  const view = await attemptView(db, attempt!.id);
  return {
    attemptId: attempt!.id,
    kind,
    questions: chosen.map((q) => view.show(toQuizQuestion(q, lang))),
    endsAt: endsAt.toISOString(),
    passMark: shape.passMark,
  };
}

const resultOf = (row: QuizAttemptRow): AttemptResult => ({
  score: row.score ?? 0,
  total: row.questionIds.length,
  passed: row.passed ?? false,
  late: row.late,
});

/**
 * The review of a submitted attempt: each question it got wrong, in the test's order, as the test
 * showed it, with the option chosen, the right one (both as shown) and the explanation, in the
 * language the test was taken in. Read from the stored marks, so a second submission gets the
 * same review as the first.
 */
async function reviewOf(db: Db, attempt: QuizAttemptRow, view: AttemptView): Promise<ReviewItem[]> {
  const wrong = (attempt.marks ?? []).filter((m) => !m.correct);
  if (wrong.length === 0) return [];
  const rows = await db
    .select()
    .from(questions)
    .where(
      inArray(
        questions.id,
        wrong.map((m) => m.questionId),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const bn = attempt.language === 'bn';
  return wrong.flatMap((m) => {
    const q = byId.get(m.questionId);
    if (!q) return [];
    const order = view.order(q.id, q.options.length);
    const shown = view.show(toQuizQuestion(q, bn ? 'bn' : 'en'));
    return [
      {
        questionId: shown.id,
        text: shown.text,
        options: shown.options,
        ...(shown.image ? { image: shown.image } : {}),
        chosen: m.option === null ? null : order.indexOf(m.option),
        correct: order.indexOf(q.correct),
        explanation: (bn ? q.explanationBn : q.explanationEn) || q.explanationEn || q.explanationBn,
      },
    ];
  });
}

async function ownAttempt(db: Db, userId: string, attemptId: string): Promise<QuizAttemptRow> {
  if (!UUID.test(attemptId)) throw new AppError('QUIZ_ATTEMPT_NOT_FOUND');
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.id, attemptId), eq(quizAttempts.userId, userId)));
  // Someone else's attempt is "not found" too: its id says nothing about whether it exists.
  if (!row) throw new AppError('QUIZ_ATTEMPT_NOT_FOUND');
  return row;
}

/**
 * Scores a submitted test. Answers to questions the test did not ask are refused (422), an answer
 * given twice or an option the question lacks is a 400; an unanswered question counts as wrong.
 * Submitted after its end plus the grace, the attempt is marked late and does not pass.
 *
 * Submitting is idempotent: a phone that lost the answer to its first try sends the same answers
 * again and gets the stored result; the first submission to arrive is the one that counts.
 */
export async function submitAnswers(
  db: Db,
  userId: string,
  attemptId: string,
  { answers }: Answers,
  settings: QuizSettings,
  now: Date,
): Promise<SubmittedResult> {
  const attempt = await ownAttempt(db, userId, attemptId);
  const view: AttemptView = await attemptView(db, attempt.id);
  // The test's references back to the bank's questions; a bank id is not one of them.
  const asked = new Map(attempt.questionIds.map((id) => [view.ref(id), id]));
  const notAsked = answers.filter((a) => !asked.has(a.questionId));
  if (notAsked.length) {
    throw fieldRefusals({ answers: { code: 'errors.QUIZ_NOT_ASKED' } }, 'QUIZ_NOT_ASKED');
  }
  /** Each answered question's option as the test showed it, by the bank's id. */
  const shown = new Map<string, number>();
  for (const a of answers) {
    const id = asked.get(a.questionId)!;
    if (shown.has(id)) throw fieldRefusals({ answers: { code: 'quiz.errors.answeredTwice' } });
    shown.set(id, a.option);
  }
  if (attempt.submittedAt) return { ...resultOf(attempt), review: await reviewOf(db, attempt, view) };

  const rows = await db.select().from(questions).where(inArray(questions.id, attempt.questionIds));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const marks: AttemptMark[] = attempt.questionIds.map((id) => {
    const q = byId.get(id);
    const place = shown.get(id) ?? null;
    if (q && place !== null && place >= q.options.length) {
      throw fieldRefusals({ answers: { code: 'quiz.errors.optionNotOfQuestion' } });
    }
    // Kept as the bank's option, so history and weak topics read the same whatever the order shown.
    const option = q && place !== null ? view.bankOption(id, q.options.length, place) : place;
    return { questionId: id, topic: q?.topic ?? 'rules', option, correct: !!q && option === q.correct };
  });
  const score = marks.filter((m) => m.correct).length;
  const late = now.getTime() > attempt.endsAt.getTime() + settings.graceSeconds * 1000;
  const passed = !late && score >= attempt.passMark;
  const [saved] = await db
    .update(quizAttempts)
    .set({ submittedAt: now, score, passed, late, marks })
    .where(and(eq(quizAttempts.id, attempt.id), isNull(quizAttempts.submittedAt)))
    .returning();
  // Another submission got there first: its result is the attempt's.
  const finished = saved ?? (await ownAttempt(db, userId, attemptId));
  return { ...resultOf(finished), review: await reviewOf(db, finished, view) };
}

const toSummary = (row: QuizAttemptRow): AttemptSummary => ({
  id: row.id,
  kind: row.kind,
  startedAt: row.startedAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  submittedAt: row.submittedAt?.toISOString() ?? null,
  score: row.score,
  total: row.questionIds.length,
  passMark: row.passMark,
  passed: row.passed,
  late: row.late,
});

/** The caller's own attempts, newest first. */
export async function listAttempts(db: Db, userId: string): Promise<AttemptSummary[]> {
  const rows = await db
    .select()
    .from(quizAttempts)
    .where(eq(quizAttempts.userId, userId))
    .orderBy(desc(quizAttempts.startedAt))
    .limit(200);
  return rows.map(toSummary);
}

/**
 * The best mock test a student has submitted on time, or null: the highest score, a pass before a
 * fail at the same score, the earliest of equals. For readiness: whether the student has shown the
 * written test's standard. A late mock does not count.
 */
export async function bestMockScore(
  db: Db,
  userId: string,
): Promise<{ score: number; total: number; passed: boolean } | null> {
  const [row] = await db
    .select()
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.kind, 'mock'),
        isNotNull(quizAttempts.submittedAt),
        eq(quizAttempts.late, false),
      ),
    )
    .orderBy(desc(quizAttempts.score), desc(quizAttempts.passed), asc(quizAttempts.submittedAt))
    .limit(1);
  if (!row) return null;
  return { score: row.score ?? 0, total: row.questionIds.length, passed: row.passed ?? false };
}

/**
 * The mock test's part in being ready for the BRTA test: when the operator requires a passed mock
 * (QUIZ_READINESS_REQUIRES_MOCK), a student is ready only with one; otherwise this never holds
 * anyone back. `best` is shown either way.
 */
export async function mockReadiness(
  db: Db,
  userId: string,
  settings: Pick<QuizSettings, 'readinessRequiresMock'>,
): Promise<{ required: boolean; best: Awaited<ReturnType<typeof bestMockScore>>; ready: boolean }> {
  const best = await bestMockScore(db, userId);
  return { required: settings.readinessRequiresMock, best, ready: !settings.readinessRequiresMock || !!best?.passed };
}

/**
 * The student's best mock score and their weak topics: over their submitted tests, each topic's
 * questions asked and got wrong, worst share first (topics never got wrong are left out).
 */
export async function quizProgress(db: Db, userId: string): Promise<Omit<QuizProgress, 'rules'>> {
  const best = await bestMockScore(db, userId);
  const rows = await db
    .select({ marks: quizAttempts.marks })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), isNotNull(quizAttempts.submittedAt)))
    .orderBy(desc(quizAttempts.submittedAt))
    .limit(50);
  const tally = new Map<QuestionTopic, { asked: number; wrong: number }>();
  for (const { marks } of rows) {
    for (const m of marks ?? []) {
      const t = tally.get(m.topic) ?? { asked: 0, wrong: 0 };
      t.asked++;
      if (!m.correct) t.wrong++;
      tally.set(m.topic, t);
    }
  }
  const weakTopics = QUESTION_TOPICS.flatMap((topic) => {
    const t = tally.get(topic);
    return t && t.wrong > 0 ? [{ topic, ...t }] : [];
  }).sort((a, b) => b.wrong / b.asked - a.wrong / a.asked || b.wrong - a.wrong);
  return { best, weakTopics };
}
