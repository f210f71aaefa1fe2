/**
 * The site's two languages. English pages live at their plain addresses, Bengali ones under `/bn`
 * (`/bn`, `/bn/courses`, `/bn/course/car-basic`, `/bn/dashboard`…): the language is part of the
 * address, so a link shared or bookmarked opens in the language it was in, and a search engine
 * sees both.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

export const BENGALI_PREFIX = '/bn';

const BENGALI_PATH = /^\/bn(?=\/|$)/i;

/** The language an address is in. */
export function languageOfPath(pathname: string): Language {
  return BENGALI_PATH.test(pathname) ? 'bn' : 'en';
}

/** The page an address shows, whatever its language: `/bn/courses` → `/courses`, `/bn` → `/`. */
export function pageOfPath(pathname: string): string {
  return pathname.replace(BENGALI_PATH, '') || '/';
}

/** The address of a page (`/courses`) in a language. */
export function pathIn(language: Language, page: string): string {
  if (language === 'en') return page;
  return page === '/' ? BENGALI_PREFIX : `${BENGALI_PREFIX}${page}`;
}

/** How dates and numbers are written in each language: Bengali digits and month names in `bn`. */
export const LOCALES: Record<Language, string> = { en: 'en-GB', bn: 'bn-BD' };
