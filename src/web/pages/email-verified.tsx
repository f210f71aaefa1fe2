import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { AuthCard } from '#web/features/auth/components/auth-card.tsx';
import { sessionQueryOptions } from '#web/features/auth/api/session.ts';
import { PageTitle } from '#web/components/ui/site-name.tsx';
import { authTexts } from '#web/features/auth/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [authTexts];

/** Where the "confirm your e-mail" link lands: better-auth verified it (or added `?error=`). */
export function EmailVerifiedPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const qc = useQueryClient();
  const failed = params.has('error');

  // The link may have signed the user in, and the banner must disappear: reload the session.
  useEffect(() => {
    void qc.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
  }, [qc]);

  const title = failed ? t('auth.verifyFailedTitle') : t('auth.verifiedTitle');
  return (
    <AuthCard title={title}>
      <PageTitle title={title} />
      <div role={failed ? 'alert' : 'status'} className="flex flex-col gap-4">
        <p className="text-slate-700">{failed ? t('auth.verifyFailedText') : t('auth.verifiedText')}</p>
        <Link to={failed ? paths.login : paths.dashboard} className={buttonStyles.primary}>
          {failed ? t('auth.login') : t('auth.toDashboard')}
        </Link>
      </div>
    </AuthCard>
  );
}
