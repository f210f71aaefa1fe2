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
 * The pieces of a name or e-mail address a person might build a password from: each word of the
 * name, the whole name without spaces, and the address's part before the @ (whole and in pieces).
 * The domain is left out: gmail is nobody's own. Pieces shorter than 3 letters say nothing.
 */
export function personalPieces(personal: readonly string[]): string[] {
  const pieces = new Set<string>();
  for (const raw of personal) {
    const value = raw.trim().toLowerCase();
    const local = value.includes('@') ? value.slice(0, value.indexOf('@')) : value;
    const words = local.split(/[\s@.+_-]+/u).filter(Boolean);
    for (const piece of [local, local.replace(/[\s.+_-]+/gu, ''), ...words]) {
      if (piece.length >= 3) pieces.add(piece);
    }
  }
  return [...pieces].sort((a, b) => b.length - a.length);
}

/** `text` with every occurrence of `piece` taken out, whatever its case. */
function without(text: string, piece: string): string {
  const lower = text.toLowerCase();
  // Lower-casing keeps the length for the letters people use; if not, compare nothing.
  if (lower.length !== text.length) return text;
  let out = '';
  let from = 0;
  for (let at = lower.indexOf(piece); at >= 0; at = lower.indexOf(piece, from)) {
    out += text.slice(from, at);
    from = at + piece.length;
  }
  return out + text.slice(from);
}

/**
 * True when the password meets the shared rule (length, a letter and a digit) and is not easy to
 * guess: common passwords, keyboard walks, dictionary words with digits all score low. The
 * person's own name and e-mail (`personal`) are given to zxcvbn as words it knows, and on top of
 * that the password with every piece of them taken out must still be hard to guess on its own:
 * zxcvbn alone let `RahimUddin1` and `Akter-Farhana-1` through for Rahim Uddin and Farhana Akter,
 * since it scores an unusual name as if nobody knew it.
 */
export function isHardToGuess(password: string, personal: readonly string[] = []): boolean {
  if (!isStrongPassword(password)) return false;
  const pieces = personalPieces(personal);
  const checker = getChecker();
  const known = pieces.filter((p) => p.length <= password.length);
  if (checker.check(password, known).score < MIN_SCORE) return false;
  let rest = password;
  // A piece longer than the password cannot be in it (and a name may be anything before it is checked).
  for (const piece of pieces) if (piece.length <= rest.length) rest = without(rest, piece);
  return rest === password || checker.check(rest, known).score >= MIN_SCORE;
}
