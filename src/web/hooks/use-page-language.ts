import { useTranslation } from 'react-i18next';
import type { Language } from '#shared/language.ts';

/** The language the page is shown in ('bn' under /bn, else 'en'): the one content is shown in. */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return i18n.language === 'bn' ? 'bn' : 'en';
}
