import { SERVER_STATE_ID } from './server-state';

/**
 * What says the visitor is using the page rather than reading it as it arrived: a touch, a click,
 * a pointer moving over it, a key, a scroll. Listened for on the window, in the capture phase, so
 * that nothing on the page can hide them.
 */
const INTENT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'];

/** Controls that do nothing without the app (links work on their own: they load the next page). */
const NEEDS_APP = 'button, [role="button"], input[type="submit"], input[type="button"]';

/** Whether the app has taken the page over (app/providers.tsx marks `<html data-hydrated>`). */
const running = () => 'hydrated' in document.documentElement.dataset;

/**
 * Starts the app when the page needs it. A page the browser draws alone needs it at once, and so
 * does a page the server drew with a form on it (its `data-wake` says `now`). A page to read
 * (`intent`) is complete as the server sent it: the app, the larger part of what a page costs a
 * phone, is fetched and started on the visitor's first sign of using the page. Either way a tap
 * on a button before the app runs is not lost: it is held and done once the app is running.
 */
export function takeOverWhenNeeded(start: () => Promise<void>): void {
  const state = document.getElementById(SERVER_STATE_ID);
  if (!state) {
    void start();
    return;
  }
  holdClicksUntilRunning();
  if (state.dataset.wake !== 'intent') {
    void start();
    return;
  }
  const options = { capture: true, passive: true };
  const wake = () => {
    for (const type of INTENT_EVENTS) window.removeEventListener(type, wake, options);
    void start();
  };
  for (const type of INTENT_EVENTS) window.addEventListener(type, wake, options);
}

/**
 * Until the app runs, a click on a button is kept instead of being dropped (or, for a form's
 * button, sending the form the old way); once the app runs, the last one is clicked again.
 */
function holdClicksUntilRunning(): void {
  let held: HTMLElement | null = null;
  const hold = (event: MouseEvent) => {
    if (running()) return;
    const control = event.target instanceof Element ? event.target.closest(NEEDS_APP) : null;
    if (!(control instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = control;
  };
  document.addEventListener('click', hold, true);
  const watch = new MutationObserver(() => {
    if (!running()) return;
    watch.disconnect();
    document.removeEventListener('click', hold, true);
    const control = held as HTMLElement | null;
    held = null;
    if (control?.isConnected) control.click();
  });
  watch.observe(document.documentElement, { attributes: true, attributeFilter: ['data-hydrated'] });
}
