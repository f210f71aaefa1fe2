import type { AttemptResult, AttemptStart, ReviewItem } from '#shared/schemas/quiz.ts';

/**
 * A mock test or viva drill as the phone keeps it: once its questions have arrived, every answer is
 * written here as it is chosen, so a lost connection, a reload or a closed tab loses nothing, and a
 * submission waits here until it reaches the server.
 */
export interface StoredTest {
  attempt: AttemptStart;
  /** Question id → the chosen option. */
  answers: Record<string, number>;
  /** The student sent the test (or its time ran out): it goes to the server as soon as it can. */
  submitting: boolean;
  /** The score, and (kept since the review came in) the wrong answers with the right ones. */
  result?: AttemptResult & { review?: ReviewItem[] };
}

/** One key per account: a phone may be shared by brothers and sisters. */
const keyFor = (userId: string) => `kds.theory.test.${userId}`;

export function readStoredTest(userId: string): StoredTest | null {
  try {
    const raw = window.localStorage.getItem(keyFor(userId));
    if (!raw) return null;
    const test = JSON.parse(raw) as StoredTest;
    return test?.attempt?.attemptId && Array.isArray(test.attempt.questions) ? test : null;
  } catch {
    return null;
  }
}

export function writeStoredTest(userId: string, test: StoredTest | null): void {
  try {
    if (test) window.localStorage.setItem(keyFor(userId), JSON.stringify(test));
    else window.localStorage.removeItem(keyFor(userId));
  } catch {
    // Storage full or refused (private mode): the test goes on in memory.
  }
}
