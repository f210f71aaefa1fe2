import type { Location } from 'react-router';
import { paths } from '#web/config/paths.ts';

export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** Where to go back to after login/sign-up: the page that sent the user here, or `fallback`. */
export function returnTo(location: Location, fallback = '/'): string {
  const from = (location.state as FromState | null)?.from;
  if (!from?.pathname || safePath(from.pathname, '') === '') return fallback;
  if (['/login', '/signup', '/logout', '/reset'].includes(from.pathname)) return fallback;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * Where a sign-in lands: the page that sent the user to sign in, else the staff's and teachers'
 * dashboard (their work is there), else the home page (a student's start, as before).
 */
export function landingFor(location: Location, role: string | undefined): string {
  return returnTo(location, role && role !== 'student' ? paths.dashboard : '/');
}

/** Only same-site paths are followed, so a crafted link cannot send someone elsewhere. */
export function safePath(p: string | null, fallback = '/'): string {
  // No protocol-relative "//host", no backslashes, no control characters (tab, newline…).
  // eslint-disable-next-line no-control-regex
  return p && p.startsWith('/') && !p.startsWith('//') && !/[\\\x00-\x1f\x7f]/.test(p) ? p : fallback;
}
