import { Link, useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '#web/config/paths.ts';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { fieldsOf, submitWith } from '#web/lib/form.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { useWeakPasswordAtField } from '#web/features/auth/weak-password.ts';
import { useResetPassword } from '#web/features/auth/api/auth.ts';
import { AuthCard } from '#web/features/auth/components/auth-card.tsx';
import { NewPasswordFields } from '#web/features/auth/components/new-password-fields.tsx';
import { newPasswordFormSchema, type NewPasswordForm } from '#web/features/auth/schemas.ts';
import { authTexts } from '#web/features/auth/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [authTexts];

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
