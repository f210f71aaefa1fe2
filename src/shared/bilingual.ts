import type { Language } from './language';

/**
 * Content in two languages. A record keeps its English text under the field's own name (`title`,
 * the name every client has always read) and its Bengali text beside it with `Bn` added
 * (`titleBn`). A page shows the text in its own language; when that one is empty, it shows the
 * other one, so a translation nobody wrote yet never leaves an empty box.
 */

/** The Bengali twin of an English field's name: `title` → `titleBn`. */
export type BengaliKey<K extends string> = `${K}Bn`;

/** A record holding `K` in English and `${K}Bn` in Bengali. */
export type Bilingual<K extends string> = { [P in K]: string } & { [P in BengaliKey<K>]: string };

/** A text as a page shows it, and the language it is really in (for the element's `lang`). */
export interface ShownText {
  text: string;
  language: Language;
}

const present = (s: string | null | undefined): s is string => typeof s === 'string' && s.trim() !== '';

/**
 * The text for a page in `language`: its own language's when there is one, else the other's (a
 * text of only spaces counts as missing). Both missing: an empty text, in the page's language.
 */
export function pickText(language: Language, en: string | null | undefined, bn: string | null | undefined): ShownText {
  const own = language === 'bn' ? bn : en;
  const other = language === 'bn' ? en : bn;
  if (present(own)) return { text: own, language };
  if (present(other)) return { text: other, language: language === 'bn' ? 'en' : 'bn' };
  return { text: '', language };
}

/** Just the text of `pickText`. */
export function textIn(language: Language, en: string | null | undefined, bn: string | null | undefined): string {
  return pickText(language, en, bn).text;
}

/** One field of a bilingual record as a page in `language` shows it, with its real language. */
export function fieldIn<K extends string>(record: Bilingual<K>, field: K, language: Language): ShownText {
  return pickText(language, record[field] as string, record[`${field}Bn` as BengaliKey<K>] as string);
}

/**
 * A copy of `record` whose `fields` hold the text a page in `language` shows (each falls back to
 * the other language when its own is empty). Components read `course.title` as they always did;
 * the `…Bn` fields are left as they were.
 */
export function localize<T extends Bilingual<K>, K extends string>(
  record: T,
  fields: readonly K[],
  language: Language,
): T {
  const copy = { ...record };
  for (const field of fields) (copy as Record<K, string>)[field] = fieldIn(record, field, language).text;
  return copy;
}
