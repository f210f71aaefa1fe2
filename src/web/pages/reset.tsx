import { Link, useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '../config/paths';
import { TextField } from '../components/ui/field';
import { ButtonSpinner } from '../components/ui/spinner';
import { buttonStyles } from '../components/ui/button-styles';
import { toastError } from '../lib/toast-error';
import { useRequestReset } from '../features/auth/api/auth';
import { AuthCard } from '../features/auth/components/auth-card';
import { resetFormSchema, type ResetForm } from '../features/auth/schemas';
import { returnTo } from '../features/auth/return-to';

/** /reset, outside the common layout: one e-mail field and "Send Link". */
export function ResetPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const request = useRequestReset();
  const form = useForm<ResetForm>({ resolver: zodResolver(resetFormSchema()) });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await request.mutateAsync(email);
      toast.success(t('toast.resetSent'));
      await navigate(returnTo(location, paths.login), { replace: true });
    } catch (err) {
      toastError(err);
    }
  });

  return (
    <main className="min-h-dvh bg-slate-50">
      <title>{`${t('auth.resetTitle')} | ${t('school.shortName')}`}</title>
      <AuthCard title={t('auth.resetTitle')} intro={t('auth.resetIntro')}>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            label={t('auth.email')}
            error={form.formState.errors.email?.message}
            type="email"
            autoComplete="email"
            {...form.register('email')}
          />
          <button type="submit" className={buttonStyles.primary} disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting && <ButtonSpinner />}
            {t('auth.sendLink')}
          </button>
        </form>
        <p className="mt-6 text-center text-sm">
          <Link to={paths.login} className="font-semibold text-brand-800 hover:underline">
            {t('auth.backToLogin')}
          </Link>
        </p>
      </AuthCard>
    </main>
  );
}
