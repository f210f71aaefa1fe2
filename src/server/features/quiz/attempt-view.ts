import { createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { siteMeta } from '#server/db/schema/index.ts';
import type { QuizQuestion } from '#shared/schemas/quiz.ts';

/**
 * How a mock test or viva drill shows its questions (docs/decisions/0392). Practice is public and
 * answers any bank question by its id at once, so a test that showed bank ids and the bank's order
 * of options could be answered by asking the practice check for each of its questions. A test
 * therefore shows each question under a reference of its own, and its options in an order of its
 * own; the server, which keeps the bank ids, turns both back when it scores.
 *
 * Both come from an HMAC of the attempt's id and the question's id under a key only the server
 * holds (kept in `site_meta`, made once, shared by every app process on the database), so nothing
 * needs storing per attempt and nobody can work them out from what the test shows.
 */
const KEY = 'quiz.attempt-key';
const keys = new WeakMap<Db, Promise<Buffer>>();

function attemptKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      await db
        .insert(siteMeta)
        .values({ key: KEY, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing({ target: siteMeta.key });
      const [row] = await db.select({ value: siteMeta.value }).from(siteMeta).where(eq(siteMeta.key, KEY));
      return Buffer.from(String(row!.value), 'base64url');
    })();
    // A failed read is tried again next time rather than remembered.
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

export interface AttemptView {
  /** The reference this attempt shows for a bank question. */
  ref(questionId: string): string;
  /** The bank's order of a question's options, as this attempt shows them: shown place → bank option. */
  order(questionId: string, count: number): number[];
  /** The bank option at `place` as this attempt showed the question's `count` options. */
  bankOption(questionId: string, count: number, place: number): number;
  /** A question as this attempt shows it: its reference, its options in this attempt's order. */
  show(question: QuizQuestion): QuizQuestion;
}

/** The view of one attempt. */
export async function attemptView(db: Db, attemptId: string): Promise<AttemptView> {
  const key = await attemptKey(db);
  const mac = (what: string, questionId: string) =>
    createHmac('sha256', key).update(`${what}\0${attemptId}\0${questionId}`).digest();
  const ref = (questionId: string) => `q${mac('ref', questionId).subarray(0, 12).toString('base64url')}`;
  const order = (questionId: string, count: number) => {
    const bytes = mac('order', questionId);
    const places = Array.from({ length: count }, (_, i) => i);
    // Fisher–Yates on the MAC's bytes: a fresh order per attempt; with at most 4 options the bias
    // of `byte % (i + 1)` is under 2 %, far below anything a person could use.
    for (let i = count - 1; i > 0; i--) {
      const j = bytes[i]! % (i + 1);
      [places[i], places[j]] = [places[j]!, places[i]!];
    }
    return places;
  };
  return {
    ref,
    order,
    bankOption: (questionId, count, place) => order(questionId, count)[place]!,
    show: (question) => ({
      ...question,
      id: ref(question.id),
      options: order(question.id, question.options.length).map((i) => question.options[i]!),
    }),
  };
}
