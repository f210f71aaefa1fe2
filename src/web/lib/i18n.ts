import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '#shared/i18n/en.ts';
import { loadChunk } from './load-chunk';
import { LOCALES, languageOfPath, type Language } from '#shared/language.ts';

/** The page's language comes from its address: `/bn/…` is Bengali, everything else English. */
export const pageLanguage: Language = typeof window === 'undefined' ? 'en' : languageOfPath(window.location.pathname);

if (typeof document !== 'undefined') document.documentElement.lang = pageLanguage;

// English is always here (the shared rules carry English messages); Bengali is its own file, fetched
// only by Bengali pages (loadPageLanguage), so English pages never download it.
void i18n.use(initReactI18next).init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});

/** Loads the page's language before the first render, so a Bengali page never shows English first. */
export async function loadPageLanguage(): Promise<void> {
  if (pageLanguage === 'en') return;
  // The Bengali texts are a file of their own; if it cannot arrive, the page loads afresh once, and
  // after that shows in English rather than not at all.
  const loaded = await loadChunk(() => import('#shared/i18n/bn.ts')).catch(() => null);
  if (!loaded) return;
  i18n.addResourceBundle('bn', 'translation', loaded.bn);
  await i18n.changeLanguage('bn');
}

/** How the current language writes dates and numbers (`bn-BD`: Bengali digits and month names). */
export function currentLocale(): string {
  return LOCALES[(i18n.language as Language) in LOCALES ? (i18n.language as Language) : 'en'];
}

export default i18n;
