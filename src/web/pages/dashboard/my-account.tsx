import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '#web/config/paths.ts';
import { ButtonSpinner } from '#web/components/ui/spinner.tsx';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { PasswordField } from '#web/components/ui/field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { toastError } from '#web/lib/toast-error.ts';
import { fieldsOf, submitWith } from '#web/lib/form.ts';
import { useSessionUser } from '#web/features/auth/api/session.ts';
import { NewPasswordFields } from '#web/features/auth/components/new-password-fields.tsx';
import { useChangePassword, useDisableTwoFactor, useRevokeOtherSessions } from '#web/features/auth/api/two-factor.ts';
import { useWeakPasswordAtField } from '#web/features/auth/weak-password.ts';
import { changePasswordFormSchema, type ChangePasswordForm } from '#web/features/auth/schemas.ts';
import { authTexts } from '#web/features/auth/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [authTexts];

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function TwoFactorSection() {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useSessionUser();
  const disable = useDisableTwoFactor();
  const form = useForm<{ password: string }>();
  if (!user) return null;
  const onDisable = submitWith(form, async ({ password }) => {
    await disable.mutateAsync(password);
    form.reset();
    toast.success(t('security.turnedOff'));
  });
  return (
    <Section title={t('security.twoFactorTitle')}>
      <p className="text-sm text-slate-700" data-testid="two-factor-status">
        {user.twoFactorEnabled ? t('security.statusOn') : t('security.statusOff')}
      </p>
      {user.role === 'admin' ? (
        <p className="mt-2 text-sm text-slate-600">{t('security.requiredForStaff')}</p>
      ) : user.twoFactorEnabled ? (
        <form method="post" onSubmit={onDisable} noValidate className="mt-4 flex flex-col gap-3 sm:max-w-sm">
          <PasswordField
            label={t('security.yourPassword')}
            hint={t('security.yourPasswordHint')}
            autoComplete="current-password"
            {...form.register('password')}
          />
          <button type="submit" className={buttonStyles.secondary} disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting && <ButtonSpinner />}
            {t('security.turnOff')}
          </button>
        </form>
      ) : (
        <Link to={paths.twoFactorSetup} state={{ from: location }} className={`${buttonStyles.primary} mt-4`}>
          {t('security.turnOn')}
        </Link>
      )}
    </Section>
  );
}

function ChangePasswordSection() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({ resolver: zodResolver(changePasswordFormSchema()) });
  const field = fieldsOf(form);
  const weakAtField = useWeakPasswordAtField(form);
  const onSubmit = submitWith(
    form,
    async ({ current, password }) => {
      await change.mutateAsync({ currentPassword: current, newPassword: password });
      form.reset();
      toast.success(t('security.passwordChanged'));
    },
    weakAtField,
  );
  return (
    <Section title={t('security.changePasswordTitle')} intro={t('security.changePasswordIntro')}>
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4 sm:max-w-sm">
        <PasswordField label={t('security.currentPassword')} autoComplete="current-password" {...field('current')} />
        <NewPasswordFields field={field} />
        <SubmitButton busy={form.formState.isSubmitting}>{t('security.changePassword')}</SubmitButton>
      </form>
    </Section>
  );
}

function OtherDevicesSection() {
  const { t } = useTranslation();
  const revoke = useRevokeOtherSessions();
  return (
    <Section title={t('security.devicesTitle')} intro={t('security.devicesIntro')}>
      <button
        type="button"
        className={buttonStyles.secondary}
        disabled={revoke.isPending}
        onClick={() =>
          revoke.mutate(undefined, {
            onSuccess: () => toast.success(t('security.othersSignedOut')),
            onError: (err) => toastError(err),
          })
        }
      >
        {revoke.isPending && <ButtonSpinner />}
        {t('security.signOutOthers')}
      </button>
    </Section>
  );
}

/** /dashboard/my-account: two-step sign-in, change password, sign out other devices. */
export function MyAccountPage() {
  const { t } = useTranslation();
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <h2 className="text-2xl font-bold text-slate-900">{t('security.accountTitle')}</h2>
      <TwoFactorSection />
      <ChangePasswordSection />
      <OtherDevicesSection />
    </div>
  );
}
