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

/**
 * A question for the bank, in both languages, its texts made unique (the bank refuses a copy), with
 * `extra` laid on top.
 */
export const newQuestion = <E extends Record<string, unknown> = Record<never, never>>(extra: E = {} as E) => ({
  topic: 'rules' as const,
  textEn: `What must you do at the Rupsha ferry ghat ${Math.random().toString(36).slice(2, 7)}?`,
  textBn: `রূপসা ফেরিঘাটে গাড়ি তোলার আগে কী করবেন ${Math.random().toString(36).slice(2, 7)}?`,
  options: [
    { en: 'Switch off the engine and put on the handbrake', bn: 'ইঞ্জিন বন্ধ করে হ্যান্ডব্রেক টেনে রাখবেন' },
    { en: 'Keep the engine running in gear', bn: 'গিয়ারে রেখে ইঞ্জিন চালু রাখবেন' },
    { en: 'Sound the horn', bn: 'হর্ন বাজাবেন' },
  ],
  correct: 0,
  explanationEn: 'A vehicle on a ferry must not roll.',
  explanationBn: 'ফেরিতে রাখা গাড়ি যেন গড়িয়ে না যায়, তাই হ্যান্ডব্রেক টেনে ইঞ্জিন বন্ধ রাখতে হয়।',
  ...extra,
});
