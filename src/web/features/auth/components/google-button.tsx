import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonSpinner } from '#web/components/ui/spinner.tsx';
import { toastError } from '#web/lib/toast-error.ts';
import { startGoogleSignIn } from '#web/features/auth/api/auth.ts';
import { useGoogleSignInAvailable } from '#web/features/auth/api/sign-in-options.ts';

export function GoogleButton({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      disabled={busy}
      className="inline-flex min-h-11 w-full items-center justify-center gap-3 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-800 shadow-sm transition hover:bg-slate-50 disabled:opacity-60"
      onClick={async () => {
        setBusy(true);
        try {
          await startGoogleSignIn(returnTo);
        } catch (err) {
          toastError(err);
          setBusy(false);
        }
      }}
    >
      {busy ? (
        <ButtonSpinner />
      ) : (
        <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true">
          <path
            fill="#EA4335"
            d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
          />
          <path
            fill="#4285F4"
            d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.7 6c4.5-4.2 6.9-10.3 6.9-17.7z"
          />
          <path
            fill="#FBBC05"
            d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
          />
          <path
            fill="#34A853"
            d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.7-6c-2.2 1.5-5 2.3-8.2 2.3-6.2 0-11.5-4.1-13.4-9.8l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
          />
        </svg>
      )}
      {t('auth.continueWithGoogle')}
    </button>
  );
}

export function OrDivider() {
  const { t } = useTranslation();
  return (
    <div className="my-5 flex items-center gap-3 text-xs uppercase text-slate-500">
      <span className="h-px flex-1 bg-slate-200" />
      {t('auth.or')}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

/**
 * Below the login and sign-up forms: "or" Google (only when the server can sign in with Google),
 * then the way to the other form. The link keeps where the user was going, so signing up instead
 * of logging in still ends there.
 */
export function OtherWays({
  googleReturnTo,
  question,
  to,
  linkText,
}: {
  googleReturnTo: string;
  question: string;
  to: string;
  linkText: string;
}) {
  const location = useLocation();
  const google = useGoogleSignInAvailable();
  return (
    <>
      {google && (
        <>
          <OrDivider />
          <GoogleButton returnTo={googleReturnTo} />
        </>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        {question}{' '}
        <Link to={to} state={location.state} className="font-semibold text-brand-800 hover:underline">
          {linkText}
        </Link>
      </p>
    </>
  );
}
