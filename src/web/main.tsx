import './styles/index.css';
import { followChosenLanguage, rememberSwitchedLanguage } from './lib/language-choice';
import { loadChunk } from './lib/load-chunk';
import { takeOverWhenNeeded } from './app/wake';

// Everything here is small and runs at once; the app itself is a file of its own, fetched when the
// page needs it (app/wake.ts), so a page the server drew reads without waiting for it.
if (!followChosenLanguage(window.location)) {
  rememberSwitchedLanguage(document);
  takeOverWhenNeeded(async () => {
    const { startApp } = await loadChunk(() => import('./app/start'));
    await startApp();
  });
}
