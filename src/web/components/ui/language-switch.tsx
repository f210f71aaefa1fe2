import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, pathIn, type Language } from '#shared/language.ts';
import { SWITCH_ATTRIBUTE } from '#web/lib/language-choice.ts';

const NAMES: Record<Language, string> = { bn: 'বাংলা', en: 'English' };

/**
 * "বাংলা | English": the same page in the other language (a full page load, so the new page comes
 * with its own language from the start). Each name is written in its own language, so a reader
 * finds theirs whatever the page's language is. Each sits in a box of its own fixed width, so the
 * header does not move when the page's fonts arrive.
 */
export function LanguageSwitch({ className = '' }: { className?: string }) {
  // Inside the router the path has no language prefix: it is the page itself.
  const { pathname, search, hash } = useLocation();
  const current: Language = useTranslation().i18n.language === 'bn' ? 'bn' : 'en';
  return (
    <div className={`flex items-center text-sm ${className}`}>
      {LANGUAGES.toSorted((a) => (a === 'bn' ? -1 : 1)).map((language, i) => (
        <span key={language} className="flex items-center">
          {i > 0 && (
            <span aria-hidden="true" className="px-0.5 text-slate-400">
              |
            </span>
          )}
          {language === current ? (
            <span
              lang={language}
              aria-current="true"
              className="inline-flex min-h-11 min-w-15 items-center justify-center px-1 font-semibold text-brand-800"
            >
              {NAMES[language]}
            </span>
          ) : (
            <a
              href={`${pathIn(language, pathname)}${search}${hash}`}
              hrefLang={language}
              lang={language}
              {...{ [SWITCH_ATTRIBUTE]: language }}
              className="inline-flex min-h-11 min-w-15 items-center justify-center rounded-md px-1 font-medium text-slate-700 underline-offset-2 hover:bg-slate-100 hover:underline"
            >
              {NAMES[language]}
            </a>
          )}
        </span>
      ))}
    </div>
  );
}
