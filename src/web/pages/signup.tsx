import { Link, useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '../config/paths';
import { Field, TextField, inputClass } from '../components/ui/field';
import { ButtonSpinner } from '../components/ui/spinner';
import { buttonStyles } from '../components/ui/button-styles';
import { toastError } from '../lib/toast-error';
import { isWeakPasswordError } from '../features/auth/weak-password';
import { useSignUp } from '../features/auth/api/auth';
import { AuthCard } from '../features/auth/components/auth-card';
import { GoogleButton, OrDivider } from '../features/auth/components/google-button';
import { PasswordField } from '../features/auth/components/password-input';
import { signupFormSchema, type SignupForm } from '../features/auth/schemas';
import { returnTo } from '../features/auth/return-to';

export function SignupPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const signUp = useSignUp();
  const target = returnTo(location);
  const form = useForm<SignupForm>({ resolver: zodResolver(signupFormSchema()) });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync({
        name: values.name,
        email: values.email,
        password: values.password,
        image: values.image[0]!,
      });
      toast.success(t('toast.signupSuccess'));
      await navigate(target, { replace: true });
    } catch (err) {
      if (isWeakPasswordError(err)) form.setError('password', { message: t('auth.errors.passwordGuessable') });
      else toastError(err);
    }
  });

  return (
    <AuthCard title={t('auth.signupTitle')} intro={t('auth.signupIntro')}>
      <title>{`${t('auth.signupTitle')} | ${t('school.shortName')}`}</title>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          label={t('auth.nameOptional')}
          error={errors.name?.message}
          type="text"
          autoComplete="name"
          {...form.register('name')}
        />
        <Field label={t('auth.photo')} hint={t('auth.photoHint')} error={errors.image?.message}>
          {(ids) => (
            <input
              id={ids.id}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid}
              className={`${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800`}
              {...form.register('image')}
            />
          )}
        </Field>
        <TextField
          label={t('auth.email')}
          error={errors.email?.message}
          type="email"
          autoComplete="email"
          {...form.register('email')}
        />
        <PasswordField
          label={t('auth.password')}
          hint={t('auth.passwordRules')}
          error={errors.password?.message}
          autoComplete="new-password"
          {...form.register('password')}
        />
        <button type="submit" className={buttonStyles.primary} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting && <ButtonSpinner />}
          {t('auth.continue')}
        </button>
      </form>
      <OrDivider />
      <GoogleButton returnTo="/" />
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('auth.haveAccount')}{' '}
        <Link to={paths.login} state={location.state} className="font-semibold text-brand-800 hover:underline">
          {t('auth.login')}
        </Link>
      </p>
    </AuthCard>
  );
}
