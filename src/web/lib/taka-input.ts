import { asciiDigits } from '#shared/digits.ts';

/**
 * An amount as people type it: in Bengali or ASCII digits, with thousands separators, spaces or
 * a taka sign. Anything else is left for the shared rule to refuse (a number box would refuse
 * Bengali digits, so the box is text and this reads it).
 */
export function takaFromText(typed: unknown): unknown {
  if (typeof typed !== 'string') return typed;
  const plain = asciiDigits(typed)
    .replace(/[\s,৳]/g, '')
    .replace(/^tk\.?|tk\.?$/i, '');
  return plain === '' ? undefined : Number(plain);
}
