import { useLocation } from 'react-router';
import { LANGUAGES, pathIn } from '#shared/language.ts';
import { usePageOrigin } from './page-origin';
import { pageTitle, useSiteName } from './site-name';

/**
 * The page's <title> and meta description. React 19 hoists both into <head> and removes them when
 * the page unmounts, so each page owns its own.
 */
export function PageMeta({ title, description }: { title?: string; description: string }) {
  const site = useSiteName();
  return (
    <>
      <title>{title ? pageTitle(title, site) : site.name}</title>
      <meta name="description" content={description} />
    </>
  );
}

/**
 * The page's twins for search engines: the same page in each language (hreflang), English as the
 * default. Every public page has one in both languages, so the public layout names them once.
 */
export function LanguageTwins() {
  const { pathname } = useLocation();
  const origin = usePageOrigin();
  return (
    <>
      {LANGUAGES.map((language) => (
        <link key={language} rel="alternate" hrefLang={language} href={`${origin}${pathIn(language, pathname)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${pathname}`} />
    </>
  );
}
