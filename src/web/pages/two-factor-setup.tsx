import { useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '#web/config/paths.ts';
import { Spinner, ButtonSpinner } from '#web/components/ui/spinner.tsx';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { QrCode } from '#web/components/ui/qr-code.tsx';
import { toastError } from '#web/lib/toast-error.ts';
import { useSession } from '#web/features/auth/api/session.ts';
import { useEnableTwoFactor, useVerifySecondFactor, type TwoFactorSetup } from '#web/features/auth/api/two-factor.ts';
import { AuthCard } from '#web/features/auth/components/auth-card.tsx';
import { CodeForm } from '#web/features/auth/components/code-form.tsx';
import { PasswordField } from '#web/components/ui/field.tsx';
import { returnTo } from '#web/features/auth/return-to.ts';
import { PageTitle } from '#web/components/ui/site-name.tsx';
import { authTexts } from '#web/features/auth/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [authTexts];

/** The key inside an otpauth:// address, in groups of four for typing into an app by hand. */
function manualKey(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/** Copies the key (without the spaces that group it) for pasting into an app on the same phone. */
function CopyKeyButton({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret);
      toast.success(t('security.keyCopied'));
    } catch {
      toast.error(t('security.copyFailed'));
    }
  };
  return (
    <button
      type="button"
      onClick={() => void copy()}
      className={`${buttonStyles.secondary} shrink-0 px-3`}
      data-testid="totp-copy"
    >
      {t('security.copyKey')}
    </button>
  );
}

/**
 * /two-factor/setup: add an authenticator app. Admins are sent here until they have one; anyone
 * else comes from the account page. Password, then QR code and key, then a code to confirm, then
 * the backup codes, shown once.
 */
export function TwoFactorSetupPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  const enable = useEnableTwoFactor();
  const verify = useVerifySecondFactor();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const form = useForm<{ password: string }>();

  if (session.isPending) return <Spinner />;
  const user = session.data;
  if (!user) return <Navigate to={paths.login} replace state={{ from: location }} />;
  if (user.twoFactorEnabled && !setup) return <Navigate to={paths.myAccount} replace />;

  const start = form.handleSubmit(async ({ password }) => {
    try {
      setSetup(await enable.mutateAsync(password));
    } catch (err) {
      toastError(err);
    }
  });

  const onCode = async (code: string) => {
    try {
      await verify.mutateAsync({ code, kind: 'app' });
      setConfirmed(true);
      toast.success(t('security.enabled'));
    } catch (err) {
      toastError(err);
    }
  };

  const intro =
    user.role === 'admin'
      ? t('security.setupIntroStaff')
      : user.role === 'teacher' && user.secondFactor === 'enrol'
        ? t('security.setupIntroTeacher')
        : t('security.setupIntro');
  return (
    <AuthCard
      title={confirmed ? t('security.backupTitle') : t('security.setupTitle')}
      intro={confirmed ? t('security.backupCodesIntro') : intro}
    >
      <PageTitle title={t('security.setupTitle')} />
      {!setup ? (
        <form method="post" onSubmit={start} noValidate className="flex flex-col gap-4">
          <PasswordField
            label={t('security.yourPassword')}
            hint={t('security.yourPasswordHint')}
            autoComplete="current-password"
            {...form.register('password')}
          />
          <button type="submit" className={buttonStyles.primary} disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting && <ButtonSpinner />}
            {t('security.start')}
          </button>
        </form>
      ) : !confirmed ? (
        <div className="flex flex-col gap-5">
          <div className="flex flex-col items-center gap-3">
            <p className="self-start text-sm font-medium text-slate-800">{t('security.scan')}</p>
            <QrCode
              value={setup.totpURI}
              label={t('security.qrAlt')}
              className="size-48 rounded-lg border border-slate-200"
              testId="totp-qr"
            />
            {/* On the phone that holds the app the QR code cannot be scanned: the otpauth:// address
                opens the app itself, which offers to add the account. */}
            <a href={setup.totpURI} className={`${buttonStyles.secondary} w-full`} data-testid="totp-link">
              {t('security.openInApp')}
            </a>
            <p className="self-start text-xs text-slate-500">{t('security.openInAppHint')}</p>
            <p className="self-start text-sm text-slate-600">{t('security.manualKey')}</p>
            <div className="flex w-full items-stretch gap-2">
              <code
                data-testid="totp-key"
                className="flex-1 break-words rounded-lg bg-slate-100 px-3 py-2 text-center font-mono text-sm text-slate-900"
              >
                {manualKey(setup.totpURI)}
              </code>
              <CopyKeyButton secret={manualKey(setup.totpURI).replace(/ /g, '')} />
            </div>
          </div>
          <p className="text-sm font-medium text-slate-800">{t('security.enterCode')}</p>
          <CodeForm kind="app" submitLabel={t('security.confirm')} onCode={onCode} />
        </div>
      ) : (
        <div className="flex flex-col gap-5">
          <ol
            data-testid="backup-codes"
            className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-sm text-slate-900"
          >
            {setup.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ol>
          <button
            type="button"
            className={buttonStyles.primary}
            onClick={() => void navigate(returnTo(location, paths.dashboard), { replace: true })}
          >
            {t('security.saved')}
          </button>
        </div>
      )}
    </AuthCard>
  );
}
