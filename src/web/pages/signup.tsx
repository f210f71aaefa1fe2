import { useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '#web/config/paths.ts';
import { EmailField, ImageField, PasswordField, TextField } from '#web/components/ui/field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { fieldsOf, submitWith } from '#web/lib/form.ts';
import { useWeakPasswordAtField } from '#web/features/auth/weak-password.ts';
import { useSignUp } from '#web/features/auth/api/auth.ts';
import { AuthCard } from '#web/features/auth/components/auth-card.tsx';
import { OtherWays } from '#web/features/auth/components/google-button.tsx';
import { signupFormSchema, type SignupForm } from '#web/features/auth/schemas.ts';
import { returnTo } from '#web/features/auth/return-to.ts';
import { authTexts } from '#web/features/auth/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [authTexts];

export function SignupPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const target = returnTo(location);
  const form = useForm<SignupForm>({ resolver: zodResolver(signupFormSchema()) });
  const field = fieldsOf(form);

  const weakAtField = useWeakPasswordAtField(form);

  const onSubmit = submitWith(
    form,
    async ({ image, ...account }) => {
      await signUp.mutateAsync({ ...account, image: image[0]! });
      toast.success(t('toast.signupSuccess'));
      await navigate(target, { replace: true });
    },
    weakAtField,
  );

  return (
    <AuthCard title={t('auth.signupTitle')} intro={t('auth.signupIntro')}>
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField label={t('auth.nameOptional')} autoComplete="name" {...field('name')} />
        <ImageField label={t('auth.photo')} hint={t('auth.photoHint')} {...field('image')} />
        <EmailField label={t('auth.email')} {...field('email')} />
        <PasswordField
          label={t('auth.password')}
          hint={t('auth.passwordRules')}
          autoComplete="new-password"
          {...field('password')}
        />
        <SubmitButton busy={form.formState.isSubmitting}>{t('auth.continue')}</SubmitButton>
      </form>
      <OtherWays googleReturnTo="/" question={t('auth.haveAccount')} to={paths.login} linkText={t('auth.login')} />
    </AuthCard>
  );
}
