import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '../config/paths';
import { ButtonSpinner } from '../components/ui/spinner';
import { buttonStyles } from '../components/ui/button-styles';
import { toastError } from '../lib/toast-error';
import { isWeakPasswordError } from '../features/auth/weak-password';
import { useResetPassword } from '../features/auth/api/auth';
import { AuthCard } from '../features/auth/components/auth-card';
import { PasswordField } from '../features/auth/components/password-input';
import { newPasswordFormSchema, type NewPasswordForm } from '../features/auth/schemas';

/** /reset/new?token=…: where the e-mailed link lands; the user chooses a new password. */
export function ResetNewPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const token = params.get('token');
  const form = useForm<NewPasswordForm>({ resolver: zodResolver(newPasswordFormSchema()) });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await reset.mutateAsync({ token: token!, newPassword: password });
      toast.success(t('auth.passwordSaved'));
      await navigate(paths.login, { replace: true });
    } catch (err) {
      if (isWeakPasswordError(err)) form.setError('password', { message: t('auth.errors.passwordGuessable') });
      else toastError(err);
    }
  });

  return (
    <main className="min-h-dvh bg-slate-50">
      <title>{`${t('auth.newPasswordTitle')} | ${t('school.shortName')}`}</title>
      <AuthCard title={t('auth.newPasswordTitle')}>
        {!token || params.get('error') ? (
          <div role="alert" className="flex flex-col gap-4">
            <p className="text-slate-700">{t('auth.resetLinkInvalid')}</p>
            <Link to={paths.reset} className={buttonStyles.primary}>
              {t('auth.askNewLink')}
            </Link>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <PasswordField
              label={t('auth.newPassword')}
              hint={t('auth.passwordRules')}
              error={errors.password?.message}
              autoComplete="new-password"
              {...form.register('password')}
            />
            <PasswordField
              label={t('auth.confirmPassword')}
              error={errors.confirm?.message}
              autoComplete="new-password"
              {...form.register('confirm')}
            />
            <button type="submit" className={buttonStyles.primary} disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting && <ButtonSpinner />}
              {t('auth.savePassword')}
            </button>
          </form>
        )}
      </AuthCard>
    </main>
  );
}
