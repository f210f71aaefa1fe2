import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '../../shared/constants';
import { queryClient } from './query-client';

/**
 * Marks the page as running (`<html data-hydrated>`) once the app has taken over the server's
 * HTML. Until then its buttons do nothing (styles/index.css): they need the app, while links and
 * the text work on their own.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/** An error toast stays long enough to read what went wrong; a success toast only confirms. */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <HydrationMark />
      {children}
      <Toaster
        position="top-center"
        toastOptions={{ error: { duration: TOAST_ERROR_MS }, success: { duration: TOAST_SUCCESS_MS } }}
      />
    </QueryClientProvider>
  );
}
