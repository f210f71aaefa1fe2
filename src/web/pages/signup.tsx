import { useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '../config/paths';
import { ImageField, PasswordField, TextField } from '../components/ui/field';
import { SubmitButton } from '../components/ui/submit-button';
import { fieldsOf, submitWith } from '../lib/form';
import { useWeakPasswordAtField } from '../features/auth/weak-password';
import { useSignUp } from '../features/auth/api/auth';
import { AuthCard } from '../features/auth/components/auth-card';
import { OtherWays } from '../features/auth/components/google-button';
import { signupFormSchema, type SignupForm } from '../features/auth/schemas';
import { returnTo } from '../features/auth/return-to';

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
        <TextField label={t('auth.email')} type="email" autoComplete="email" {...field('email')} />
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
