import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider, type DataRouter } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import { config as zodConfig } from 'zod/v4/core';
import { loadPageLanguage } from '#web/lib/i18n.ts';
import { AppProviders } from './providers';
import { createAppRouter, createHydratingRouter } from './router';
import { FIRST_TEXTS } from './routes';
import { queryClient } from './query-client';
import { readServerState } from './server-state';
import { schoolQueryOptions } from '#web/features/school/api/get-school.ts';

// The site's security policy allows no eval. Zod builds its fastest parsers with it, and even its
// check for whether it may is reported by the browser as a policy violation: in the browser it
// parses without (the forms' checks are small; the server keeps the fast parsers).
zodConfig({ jitless: true });

/** Starts the app: takes over the page the server drew, or draws it from nothing. */
export async function startApp(): Promise<void> {
  const root = document.getElementById('root')!;
  const state = readServerState();
  if (!state) {
    // The school's name heads every page and its facts fill the footer: fetched alongside the
    // page's language, before the first render, so the page does not show without them and then
    // jump. One try only: if it fails, the page shows anyway and the facts follow with the query's
    // own retries.
    const school = queryClient.prefetchQuery({ ...schoolQueryOptions(), retry: false });
    // The router starts fetching the page's file (and with it the page's texts) at once, alongside.
    const router = createAppRouter();
    await Promise.all([loadPageLanguage(FIRST_TEXTS), school]);
    createRoot(root).render(app(router));
    return;
  }
  // The server drew this page: take it over with the same data and the same page code (fetched
  // alongside the language), so the first render is what is already on screen.
  hydrate(queryClient, state.queries);
  const [router] = await Promise.all([createHydratingRouter(state.router), loadPageLanguage(FIRST_TEXTS)]);
  // As a transition, taking over is done in small slices between which the phone answers taps and
  // scrolls, instead of one long freeze while the whole page is wired up.
  startTransition(() => {
    hydrateRoot(root, app(router));
  });
}

function app(router: DataRouter) {
  return (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}
