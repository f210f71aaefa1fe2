import { asciiDigits } from '#shared/digits.ts';
import { isRealDay } from '#shared/dates.ts';
import type { Language } from '#shared/language.ts';

/**
 * A day as a person types and reads it: day/month/year ("15/03/2026", on a Bengali page
 * "১৫/০৩/২০২৬"), while forms and the API keep `YYYY-MM-DD`. Either digit set is read, and a dash,
 * dot or space may stand for the slash (docs/decisions/0473).
 */
const TYPED_DAY = /^\s*(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4})\s*$/;

/**
 * What a date box's text means: its `YYYY-MM-DD` when it names a real day, '' when empty, and
 * otherwise the text as typed (digits in ASCII), which the form's rule then refuses as not a date.
 * A text already written `YYYY-MM-DD` is taken as it is.
 */
export function dayFromText(text: string): string {
  const ascii = asciiDigits(text).trim();
  if (!ascii) return '';
  if (isRealDay(ascii)) return ascii;
  const m = TYPED_DAY.exec(ascii);
  if (!m) return ascii;
  const day = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  return isRealDay(day) ? day : ascii;
}

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯';

/** ASCII digits in the page's digits: Bengali on a Bengali page. */
export function pageDigits(text: string, language: Language): string {
  return language === 'bn' ? text.replace(/\d/g, (d) => BENGALI_DIGITS[Number(d)]!) : text;
}

/** `YYYY-MM-DD` as the box shows it ("15/03/2026", "১৫/০৩/২০২৬"); anything else is left as it is. */
export function dayToText(day: string, language: Language): string {
  if (!isRealDay(day)) return day;
  const [y, m, d] = day.split('-');
  return pageDigits(`${d}/${m}/${y}`, language);
}
