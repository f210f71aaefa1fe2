import { useEffect, useMemo, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Toaster } from 'react-hot-toast';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '#shared/constants.ts';
import { textIn } from '#shared/bilingual.ts';
import { SiteNameProvider } from '#web/components/ui/site-name.tsx';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { useSchool } from '#web/features/school/api/get-school.ts';
import { queryClient } from './query-client';

/**
 * Marks the page as running (`<html data-hydrated>`) once the app has taken over the server's
 * HTML. Until then a tap on a button is held and done at this point (app/wake.ts): buttons need the
 * app, while links and the text work on their own.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}

/** The school's names, as its facts hold them, in the page's language: for titles and headings everywhere. */
function SchoolName({ children }: { children: ReactNode }) {
  const school = useSchool().data;
  const language = usePageLanguage();
  const name = useMemo(
    () => ({
      name: school ? textIn(language, school.name, school.nameBn) : '',
      shortName: school ? textIn(language, school.shortName, school.shortNameBn) : '',
    }),
    [school, language],
  );
  return <SiteNameProvider value={name}>{children}</SiteNameProvider>;
}

/** An error toast stays long enough to read what went wrong; a success toast only confirms. */
export function AppProviders({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <HydrationMark />
      <SchoolName>{children}</SchoolName>
      <Toaster
        position="top-center"
        // Below the sticky headers (64–69 px), so a toast never sits over the Menu button or the
        // language switch: on a phone those are the only way on while the toast is showing.
        containerStyle={{ top: 76 }}
        toastOptions={{ error: { duration: TOAST_ERROR_MS }, success: { duration: TOAST_SUCCESS_MS } }}
      />
    </QueryClientProvider>
  );
}
