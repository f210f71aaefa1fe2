import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '#web/config/paths.ts';
import { EmailField, PasswordField } from '#web/components/ui/field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { fieldsOf, submitWith } from '#web/lib/form.ts';
import { useSignIn } from '#web/features/auth/api/auth.ts';
import { useQueryClient } from '@tanstack/react-query';
import { sessionQueryOptions, useSession } from '#web/features/auth/api/session.ts';
import { AuthCard } from '#web/features/auth/components/auth-card.tsx';
import { OtherWays } from '#web/features/auth/components/google-button.tsx';
import { loginFormSchema, type LoginForm } from '#web/features/auth/schemas.ts';
import { landingFor, returnTo, safePath } from '#web/features/auth/return-to.ts';
import { authTexts } from '#web/features/auth/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [authTexts];

export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const signIn = useSignIn();
  const session = useSession();
  const qc = useQueryClient();
  const target = returnTo(location);
  const form = useForm<LoginForm>({ resolver: zodResolver(loginFormSchema()) });
  const field = fieldsOf(form);
  const handled = useRef(false);

  // Back from Google: finish with the spec's toast, or show why it failed.
  useEffect(() => {
    if (handled.current) return;
    const social = params.get('social');
    if (social === 'done' && session.isSuccess) {
      handled.current = true;
      const to = safePath(params.get('to'));
      if (session.data?.secondFactor) {
        // Google does not ask for the authenticator code: the app does, before anything else.
        const next = session.data.secondFactor === 'enrol' ? paths.twoFactorSetup : paths.twoFactorCode;
        void navigate(next, { replace: true, state: { from: { pathname: to } } });
      } else if (session.data) {
        toast.success(t('toast.loginSuccess'));
        void navigate(to === '/' && session.data.role !== 'student' ? paths.dashboard : to, { replace: true });
      } else toast.error(t('auth.googleFailed'));
    } else if (social === 'error') {
      handled.current = true;
      toast.error(params.get('error') === 'account_not_linked' ? t('auth.accountNotLinked') : t('auth.googleFailed'));
    }
  }, [params, session.isSuccess, session.data, navigate, t]);

  const onSubmit = submitWith(form, async (values) => {
    const result = await signIn.mutateAsync(values);
    if (result.twoFactorRedirect) {
      await navigate(paths.twoFactorCode, { replace: true, state: location.state });
      return;
    }
    toast.success(t('toast.loginSuccess'));
    const user = await qc.fetchQuery(sessionQueryOptions());
    if (user?.secondFactor === 'enrol') await navigate(paths.twoFactorSetup, { replace: true, state: location.state });
    else await navigate(landingFor(location, user?.role), { replace: true });
  });

  return (
    <AuthCard title={t('auth.loginTitle')} intro={t('auth.loginIntro')}>
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <EmailField label={t('auth.email')} {...field('email')} />
        <PasswordField label={t('auth.password')} autoComplete="current-password" {...field('password')} />
        <div className="-mt-1 text-right text-sm">
          <Link
            to={paths.reset}
            state={location.state}
            className="inline-flex min-h-11 items-center font-medium text-brand-800 hover:underline"
          >
            {t('auth.forgotPassword')}
          </Link>
        </div>
        <SubmitButton busy={form.formState.isSubmitting}>{t('auth.continue')}</SubmitButton>
      </form>
      <OtherWays googleReturnTo={target} question={t('auth.noAccount')} to={paths.signup} linkText={t('auth.signUp')} />
    </AuthCard>
  );
}
