import { Link, useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '#web/config/paths.ts';
import { EmailField } from '#web/components/ui/field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { fieldsOf, submitWith } from '#web/lib/form.ts';
import { useRequestReset } from '#web/features/auth/api/auth.ts';
import { AuthCard } from '#web/features/auth/components/auth-card.tsx';
import { resetFormSchema, type ResetForm } from '#web/features/auth/schemas.ts';
import { returnTo } from '#web/features/auth/return-to.ts';
import { authTexts } from '#web/features/auth/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [authTexts];

/** /reset, outside the common layout: one e-mail field and "Send Link". */
export function ResetPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const request = useRequestReset();
  const form = useForm<ResetForm>({ resolver: zodResolver(resetFormSchema()) });
  const field = fieldsOf(form);

  const onSubmit = submitWith(form, async ({ email }) => {
    await request.mutateAsync(email);
    toast.success(t('toast.resetSent'));
    await navigate(returnTo(location, paths.login), { replace: true });
  });

  return (
    <AuthCard title={t('auth.resetTitle')} intro={t('auth.resetIntro')} standalone>
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <EmailField label={t('auth.email')} {...field('email')} />
        <SubmitButton busy={form.formState.isSubmitting}>{t('auth.sendLink')}</SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login} className="font-semibold text-brand-800 hover:underline">
          {t('auth.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
