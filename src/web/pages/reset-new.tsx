import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '../config/paths';
import { SubmitButton } from '../components/ui/submit-button';
import { fieldsOf, submitWith } from '../lib/form';
import { buttonStyles } from '../components/ui/button-styles';
import { useWeakPasswordAtField } from '../features/auth/weak-password';
import { useResetPassword } from '../features/auth/api/auth';
import { AuthCard } from '../features/auth/components/auth-card';
import { NewPasswordFields } from '../features/auth/components/new-password-fields';
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

  const weakAtField = useWeakPasswordAtField(form);

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
        <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <NewPasswordFields field={field} />
          <SubmitButton busy={form.formState.isSubmitting}>{t('auth.savePassword')}</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
