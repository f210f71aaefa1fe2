import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { questions, quizAttempts } from '#server/db/schema/index.ts';
import { attemptView } from '#server/features/quiz/index.ts';

/**
 * For the tests that need a mock test of a given score: the right option's place
 * in each question as the attempt shows it, by the attempt's own reference (test code, not part of
 * the app; a student can only learn the answers).
 */
export async function rightAnswerPlaces(db: Db, attemptId: string): Promise<Map<string, number>> {
  const [attempt] = await db.select().from(quizAttempts).where(eq(quizAttempts.id, attemptId));
  if (!attempt) throw new Error(`no attempt ${attemptId}`);
  const view = await attemptView(db, attemptId);
  const rows = await db.select().from(questions).where(inArray(questions.id, attempt.questionIds));
  return new Map(rows.map((q) => [view.ref(q.id), view.order(q.id, q.options.length).indexOf(q.correct)]));
}
