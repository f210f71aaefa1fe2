import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { toastError } from '#web/lib/toast-error.ts';
import { ButtonSpinner } from '#web/components/ui/spinner.tsx';
import { useResendVerification } from '#web/features/auth/api/auth.ts';
import { useSessionUser } from '#web/features/auth/api/session.ts';

/**
 * A gentle reminder while the signed-in user's address is unconfirmed. Nothing is blocked: the
 * address matters for password resets and for joining Google sign-in to the account.
 */
export function VerifyEmailBanner({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const resend = useResendVerification();
  if (!user || user.emailVerified) return null;
  return (
    <div
      role="status"
      className={`flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between ${className}`}
    >
      <p className="break-words">{t('auth.verifyBanner', { email: user.email })}</p>
      <button
        type="button"
        className="inline-flex shrink-0 items-center justify-center gap-2 rounded-md border border-amber-400 bg-white px-3 py-1.5 font-semibold text-amber-900 hover:bg-amber-100 disabled:opacity-60"
        disabled={resend.isPending || resend.isSuccess}
        onClick={() =>
          resend.mutate(user.email, {
            onSuccess: () => toast.success(t('auth.verifySent')),
            onError: (err) => toastError(err),
          })
        }
      >
        {resend.isPending && <ButtonSpinner />}
        {t('auth.verifyResend')}
      </button>
    </div>
  );
}
