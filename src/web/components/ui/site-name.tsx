import { createContext, useContext } from 'react';

/** The school's names in the page's language, for page titles and headings. */
export interface SiteName {
  name: string;
  shortName: string;
}

/**
 * The school's names are facts the owner edits (the app shell reads them and provides them here),
 * yet almost every page's <title> ends with one: a context saves passing them through every page.
 * Empty until the facts have arrived.
 */
const SiteNameContext = createContext<SiteName>({ name: '', shortName: '' });

export const SiteNameProvider = SiteNameContext.Provider;

export function useSiteName(): SiteName {
  return useContext(SiteNameContext);
}

/** A page's <title> text: "Page | Short name", or the page's own title while the name is not known. */
export function pageTitle(title: string, site: SiteName): string {
  return site.shortName ? `${title} | ${site.shortName}` : title;
}

/** A page's <title>, ending with the school's short name. */
export function PageTitle({ title }: { title: string }) {
  return <title>{pageTitle(title, useSiteName())}</title>;
}
