import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api.ts';
import { toastError } from '#web/lib/toast-error.ts';
import { useVerifySecondFactor, type SecondFactorKind } from '#web/features/auth/api/two-factor.ts';
import { AuthCard } from '#web/features/auth/components/auth-card.tsx';
import { CodeForm } from '#web/features/auth/components/code-form.tsx';
import { landingFor } from '#web/features/auth/return-to.ts';
import { sessionQueryOptions } from '#web/features/auth/api/session.ts';
import { PageTitle } from '#web/components/ui/site-name.tsx';
import { authTexts } from '#web/features/auth/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [authTexts];

/** The challenge that ends this sign-in attempt; the user must start again with the password. */
const CHALLENGE_GONE = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE']);

/**
 * /login/two-factor: the second step of signing in (after the password), and the code a session
 * made without one must give (e.g. after Google sign-in) before the app serves it.
 */
export function TwoFactorPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const verify = useVerifySecondFactor();
  const [kind, setKind] = useState<SecondFactorKind>('app');
  const qc = useQueryClient();

  const onCode = async (code: string) => {
    try {
      await verify.mutateAsync({ code, kind });
      toast.success(t('toast.loginSuccess'));
      const user = await qc.fetchQuery(sessionQueryOptions());
      await navigate(landingFor(location, user?.role), { replace: true });
    } catch (err) {
      if (err instanceof ApiError && CHALLENGE_GONE.has(err.code)) {
        toast.error(t('security.challengeExpired'));
        await navigate(paths.login, { replace: true, state: location.state });
      } else toastError(err);
    }
  };

  return (
    <AuthCard
      title={t('security.codeTitle')}
      intro={kind === 'app' ? t('security.codeIntro') : t('security.backupIntro')}
    >
      <PageTitle title={t('security.codeTitle')} />
      <CodeForm key={kind} kind={kind} submitLabel={t('security.verify')} onCode={onCode} />
      <button
        type="button"
        className="mt-4 w-full text-center text-sm font-medium text-brand-800 hover:underline"
        onClick={() => setKind(kind === 'app' ? 'backup' : 'app')}
      >
        {kind === 'app' ? t('security.useBackup') : t('security.useApp')}
      </button>
    </AuthCard>
  );
}
