import { useEffect, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { ButtonSpinner, Spinner } from '#web/components/ui/spinner.tsx';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { AuthCard } from '#web/features/auth/components/auth-card.tsx';
import { useLogout } from '#web/features/auth/use-logout.ts';
import { isConfirmedLogout } from '#web/features/auth/logout-state.ts';
import { PageTitle } from '#web/components/ui/site-name.tsx';
import { authTexts } from '#web/features/auth/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [authTexts];

/**
 * /logout signs out, goes to /login and says "Logout Sucessfully". Opened from the app's own
 * Logout link it signs out at once; opened any other way (a link on another site, a typed
 * address) it asks first, so no other site can sign a visitor out by sending them here.
 */
export function LogoutPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { logout, pending } = useLogout();
  const confirmed = isConfirmedLogout(location.state);
  const started = useRef(false);

  useEffect(() => {
    if (!confirmed || started.current) return;
    started.current = true;
    logout();
  }, [confirmed, logout]);

  if (confirmed) return <Spinner label={t('auth.signingOut')} />;
  return (
    <AuthCard title={t('auth.logoutTitle')}>
      <PageTitle title={t('auth.logoutTitle')} />
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">{t('auth.logoutConfirm')}</p>
        <button type="button" className={buttonStyles.primary} disabled={pending} onClick={logout}>
          {pending && <ButtonSpinner />}
          {t('nav.logout')}
        </button>
        <Link to={paths.home} className={buttonStyles.secondary}>
          {t('auth.logoutCancel')}
        </Link>
      </div>
    </AuthCard>
  );
}
