import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { isStrongPassword } from '#shared/password-policy.ts';

/**
 * zxcvbn's score (0–4) a new password must reach: 3 means about 10^8 guesses or more, out of reach
 * of online guessing and costly offline. `password12` and `Qwerty12` score 1.
 * See docs/decisions/0153-password-strength.md.
 */
export const MIN_SCORE = 3;

let checker: ZxcvbnFactory | undefined;

/** Built on first use (the dictionaries take about half a second to index), then kept. */
function getChecker(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return checker;
}

/** Builds the checker ahead of the first sign-up, off the request path. */
export function warmPasswordChecker(): void {
  setImmediate(() => getChecker());
}

/**
 * True when the password meets the shared rule (length, a letter and a digit) and is not easy to
 * guess: common passwords, keyboard walks, dictionary words with digits, and the person's own
 * name or e-mail (`personal`) all score low.
 */
export function isHardToGuess(password: string, personal: readonly string[] = []): boolean {
  if (!isStrongPassword(password)) return false;
  const inputs = personal.flatMap((p) => [p, ...p.split(/[\s@.+_-]+/)]).filter((p) => p.length >= 3);
  return getChecker().check(password, inputs).score >= MIN_SCORE;
}
