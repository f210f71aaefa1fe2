/**
 * The one rule for what a typed name or text may hold (docs/decisions/0100-hidden-characters.md).
 * Any letter, mark, digit, punctuation, symbol or space of any script passes. Refused:
 * - control characters (C0, DEL, C1), except tab and line breaks in multi-line text; PostgreSQL
 *   refuses a NUL byte outright, and the rest are never typed;
 * - format characters (Unicode Cf) that hide or reorder text: bidi embeddings, overrides and
 *   isolates (U+202A–202E, U+2066–2069), LRM/RLM/ALM, zero-width space, word joiner, BOM, soft
 *   hyphen, tags. They let "evil‮gpj.exe" read as something else on a certificate or an admin list;
 * - line and paragraph separators (U+2028/2029), and lone surrogates (not text at all).
 * Zero-width non-joiner and joiner (U+200C/U+200D) are how Bengali and other scripts are written
 * (র‍্য) and how emoji combine (👩‍🚀): allowed between two letters, marks or emoji, refused elsewhere.
 */
const REFUSED = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}]/u;
const MULTILINE_WHITESPACE = new Set(['\t', '\n', '\r']);
const JOINERS = new Set(['\u200C', '\u200D']);
const JOINS_AFTER = /^[\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}]$/u;
const JOINS_BEFORE = /^[\p{L}\p{M}\p{Extended_Pictographic}]$/u;

function refusedAt(chars: string[], i: number, multiline: boolean): boolean {
  const ch = chars[i]!;
  if (JOINERS.has(ch)) return !(JOINS_AFTER.test(chars[i - 1] ?? '') && JOINS_BEFORE.test(chars[i + 1] ?? ''));
  if (multiline && MULTILINE_WHITESPACE.has(ch)) return false;
  return REFUSED.test(ch);
}

/** A one-line value (a name, a coupon): no line break, tab, control or hiding character. */
export function isCleanLine(text: string): boolean {
  const chars = Array.from(text);
  return !chars.some((_, i) => refusedAt(chars, i, false));
}

/** A free text (a message, an address): tabs and line breaks allowed, nothing hidden. */
export function isCleanText(text: string): boolean {
  const chars = Array.from(text);
  return !chars.some((_, i) => refusedAt(chars, i, true));
}
