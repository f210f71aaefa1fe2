import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeOverWhenNeeded } from './wake';
import { SERVER_STATE_ID } from './server-state';

/** A page as the server sends it: a button, and the state element saying when the app starts. */
function drawnPage(wake: 'now' | 'intent' | null) {
  document.body.innerHTML = `<div id="root"><button id="menu">Menu</button></div>${
    wake ? `<script type="application/json" id="${SERVER_STATE_ID}" data-wake="${wake}">{}</script>` : ''
  }`;
}

const appRuns = () => {
  document.documentElement.dataset.hydrated = '';
};
const flush = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  delete document.documentElement.dataset.hydrated;
  document.body.innerHTML = '';
});

describe('when the app takes a page over', () => {
  it('a page the browser draws alone, and a drawn page with a form, start it at once', () => {
    for (const wake of [null, 'now'] as const) {
      drawnPage(wake);
      const start = vi.fn(async () => {});
      takeOverWhenNeeded(start);
      expect(start, String(wake)).toHaveBeenCalledOnce();
    }
  });

  it('a page to read starts it on the first sign of use, once', () => {
    drawnPage('intent');
    const start = vi.fn(async () => {});
    takeOverWhenNeeded(start);
    expect(start).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    window.dispatchEvent(new Event('keydown'));
    expect(start).toHaveBeenCalledOnce();
  });

  it('a tap on a button before the app runs is held, then done once it runs', async () => {
    drawnPage('intent');
    const start = vi.fn(async () => {});
    takeOverWhenNeeded(start);
    const taps = vi.fn();
    const menu = document.getElementById('menu')!;
    menu.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(start).toHaveBeenCalledOnce();

    // The app's own handler, attached as it takes over: it must not see the early tap twice.
    menu.addEventListener('click', taps);
    menu.click();
    expect(taps).not.toHaveBeenCalled();
    appRuns();
    await flush();
    expect(taps).toHaveBeenCalledOnce();
    menu.click();
    expect(taps).toHaveBeenCalledTimes(2);
  });
});
