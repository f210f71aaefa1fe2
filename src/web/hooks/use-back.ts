import { useLocation, useNavigate, type To } from 'react-router';

/**
 * Whether the browser's previous entry is a page of this app, so going back stays in it. React
 * Router gives the first entry of a visit the key 'default' and numbers the entries (`idx` in the
 * history state, 0 for the first); a redirect replaces the entry and keeps its number, so a page
 * opened from a link in an SMS that went through the sign-in page first is still entry 0.
 */
function cameFromApp(key: string): boolean {
  if (key === 'default') return false;
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx !== 'number' || idx > 0;
}

/**
 * A Back button's action: back to the page before, when the visitor came from one of the app's
 * pages; otherwise (a link from an SMS or a mail, a new tab) to `fallback`, which takes this
 * page's place in the history, as if the visitor had come from there.
 */
export function useBack(fallback: To): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => void (cameFromApp(key) ? navigate(-1) : navigate(fallback, { replace: true }));
}
