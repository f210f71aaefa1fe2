import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '../../shared/constants';
import { queryClient } from './query-client';

/** An error toast stays long enough to read what went wrong; a success toast only confirms. */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster
        position="top-center"
        toastOptions={{ error: { duration: TOAST_ERROR_MS }, success: { duration: TOAST_SUCCESS_MS } }}
      />
    </QueryClientProvider>
  );
}
