import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/** The element holding what the server drew a page with (JSON, never run as a script). */
export const SERVER_STATE_ID = 'server-state';

/** What the browser needs to take over a page the server drew: the router's state and the queries' data. */
export interface ServerState {
  router: HydrationState;
  queries: DehydratedState;
}

/** The state the server left in the page, or null for a page the browser draws alone. */
export function readServerState(): ServerState | null {
  const el = document.getElementById(SERVER_STATE_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as ServerState;
  } catch {
    return null;
  } finally {
    el.remove(); // read once; the page's data lives in the app from here on
  }
}
