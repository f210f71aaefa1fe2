import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '../../shared/i18n/en';
import { bn } from '../../shared/i18n/bn';
import { LOCALES, languageOfPath, type Language } from '../../shared/language';

/** The page's language comes from its address: `/bn/…` is Bengali, everything else English. */
export const pageLanguage: Language = typeof window === 'undefined' ? 'en' : languageOfPath(window.location.pathname);

if (typeof document !== 'undefined') document.documentElement.lang = pageLanguage;

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, bn: { translation: bn } },
  lng: pageLanguage,
  fallbackLng: 'en',
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
});

/** How the current language writes dates and numbers (`bn-BD`: Bengali digits and month names). */
export function currentLocale(): string {
  return LOCALES[(i18n.language as Language) in LOCALES ? (i18n.language as Language) : 'en'];
}

export default i18n;
