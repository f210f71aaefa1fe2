import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './styles/index.css';
import { loadPageLanguage } from './lib/i18n';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import { followChosenLanguage } from './lib/language-choice';

if (!followChosenLanguage(window.location))
  void loadPageLanguage().then(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
