import { Outlet, ScrollRestoration } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Header } from './header';
import { Footer } from './footer';
import { Container } from '#web/components/ui/container.tsx';
import { LanguageTwins } from '#web/components/ui/page-meta.tsx';
import { VerifyEmailBanner } from '#web/features/auth/components/verify-email-banner.tsx';
import { authTexts } from '#web/features/auth/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [authTexts];

export function CommonLayout() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col">
      <LanguageTwins />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('nav.skipToContent')}
      </a>
      <Header />
      <main id="main" className="flex-1">
        <Container>
          <VerifyEmailBanner className="mt-4" />
        </Container>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
