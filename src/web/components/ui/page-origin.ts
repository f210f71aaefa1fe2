import { createContext, useContext } from 'react';

/**
 * The site's origin (`https://school.example`), for the absolute addresses search engines want
 * (hreflang twins). In the browser it is the page's own; the server draws with the origin the
 * visitor asked it by, which is the same.
 */
export const PageOriginContext = createContext<string | undefined>(undefined);

export function usePageOrigin(): string {
  const origin = useContext(PageOriginContext);
  return origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
