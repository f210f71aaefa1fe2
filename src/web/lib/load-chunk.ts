/**
 * A page's code arrives in its own file the first time the page is opened. On a phone that file
 * can fail to arrive (the connection dropped), or no longer exist (a new version was deployed and
 * its files have new names). Either way the fix is the same: load the page again, once, which
 * fetches the current index and its current files. A second failure soon after is not retried
 * (that would loop): the error page shows, with its way back.
 */
const RELOADED_AT = 'chunk-reload-at';
const RETRY_WINDOW_MS = 10_000;

function reloadedRecently(): boolean {
  try {
    return Date.now() - Number(sessionStorage.getItem(RELOADED_AT) ?? 0) < RETRY_WINDOW_MS;
  } catch {
    return true; // no storage: never risk a reload loop
  }
}

/**
 * Loads the page once more for a file that did not arrive: `to`, the address being opened when a
 * link was followed (the browser still shows the previous one), else the current one. Answers
 * whether it did.
 */
export function reloadOnce(to?: string): boolean {
  if (reloadedRecently()) return false;
  try {
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false;
  }
  if (to) window.location.assign(to);
  else window.location.reload();
  return true;
}

/**
 * Loads a page's file; if it does not arrive, loads the address being opened (`target()`) afresh
 * once instead of failing.
 */
export async function loadChunk<T>(load: () => Promise<T>, target?: () => string | undefined): Promise<T> {
  try {
    return await load();
  } catch (err) {
    // The new load replaces this page; until it does, nothing is drawn (never half a page).
    if (reloadOnce(target?.())) return new Promise<T>(() => {});
    throw err;
  }
}
