import type { Location } from 'react-router';

export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Where to go back to after login/sign-up: the page that sent the user here, or `fallback`. */
export function returnTo(location: Location, fallback = '/'): string {
  const from = (location.state as FromState | null)?.from;
  if (!from?.pathname || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) return fallback;
  if (['/login', '/signup', '/logout', '/reset'].includes(from.pathname)) return fallback;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/** Only same-site paths are followed, so a crafted link cannot send someone elsewhere. */
export function safePath(p: string | null, fallback = '/'): string {
  return p && p.startsWith('/') && !p.startsWith('//') && !p.startsWith('/\\') ? p : fallback;
}
