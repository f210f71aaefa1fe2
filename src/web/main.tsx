import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles/index.css';
import { loadPageLanguage } from './lib/i18n';
import { AppProviders } from './app/providers';
import { queryClient } from './app/query-client';
import { router } from './app/router';
import { followChosenLanguage } from './lib/language-choice';
import { schoolQueryOptions } from './features/school/api/get-school';

if (!followChosenLanguage(window.location)) {
  // The school's name heads every page and its facts fill the footer: fetched alongside the page's
  // language, before the first render, so the page does not show without them and then jump. One
  // try only: if it fails, the page shows anyway and the facts follow with the query's own retries.
  const school = queryClient.prefetchQuery({ ...schoolQueryOptions(), retry: false });
  void Promise.all([loadPageLanguage(), school]).then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
}
