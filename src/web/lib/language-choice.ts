import { languageOfPath, pageOfPath, pathIn, type Language } from '#shared/language.ts';

const KEY = 'language';

/** Remembers the language a person switched to, for the pages they open without one (the dashboard). */
export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // No storage (a private mode that refuses it): the address alone decides.
  }
}

/** The attribute that marks a link to the same page in another language (the header's switch). */
export const SWITCH_ATTRIBUTE = 'data-switch-language';

/**
 * Remembers the language of a followed switch link. Listened for on the whole document, so it
 * holds before the app runs (the switch is a plain link, and works as one) and after.
 */
export function rememberSwitchedLanguage(doc: Document): void {
  doc.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest(`a[${SWITCH_ATTRIBUTE}]`) : null;
      const language = link?.getAttribute(SWITCH_ATTRIBUTE);
      if (language === 'bn' || language === 'en') rememberLanguage(language);
    },
    true,
  );
}

function chosenLanguage(): Language | null {
  try {
    const value = localStorage.getItem(KEY);
    return value === 'bn' || value === 'en' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The dashboard is opened from bookmarks, mails and the sign-in page at its plain address; someone
 * who chose Bengali is taken to its Bengali address instead. Public pages keep the language their
 * address says (a shared link opens as it was shared). Answers whether the page is being replaced.
 */
export function followChosenLanguage(location: Pick<Location, 'pathname' | 'search' | 'hash' | 'replace'>): boolean {
  const { pathname } = location;
  if (languageOfPath(pathname) !== 'en' || !/^\/dashboard(\/|$)/.test(pageOfPath(pathname))) return false;
  if (chosenLanguage() !== 'bn') return false;
  location.replace(`${pathIn('bn', pathname)}${location.search}${location.hash}`);
  return true;
}
