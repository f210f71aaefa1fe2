import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '../config/paths';
import { PasswordField } from '../components/ui/field';
import { SubmitButton } from '../components/ui/submit-button';
import { fieldsOf, submitWith } from '../lib/form';
import { buttonStyles } from '../components/ui/button-styles';
import { isWeakPasswordError } from '../features/auth/weak-password';
import { useResetPassword } from '../features/auth/api/auth';
import { AuthCard } from '../features/auth/components/auth-card';
import { newPasswordFormSchema, type NewPasswordForm } from '../features/auth/schemas';

/** /reset/new?token=…: where the e-mailed link lands; the user chooses a new password. */
export function ResetNewPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const token = params.get('token');
  const form = useForm<NewPasswordForm>({ resolver: zodResolver(newPasswordFormSchema()) });
  const field = fieldsOf(form);

  // The server's strength check refused the password: say so under the password field.
  const weakAtField = (err: unknown) => {
    if (!isWeakPasswordError(err)) return false;
    form.setError('password', { message: t('auth.errors.passwordGuessable') });
    return true;
  };

  const onSubmit = submitWith(
    form,
    async ({ password }) => {
      await reset.mutateAsync({ token: token!, newPassword: password });
      toast.success(t('auth.passwordSaved'));
      await navigate(paths.login, { replace: true });
    },
    weakAtField,
  );

  return (
    <AuthCard title={t('auth.newPasswordTitle')} standalone>
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
            autoComplete="new-password"
            {...field('password')}
          />
          <PasswordField label={t('auth.confirmPassword')} autoComplete="new-password" {...field('confirm')} />
          <SubmitButton busy={form.formState.isSubmitting}>{t('auth.savePassword')}</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
