import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '#web/components/ui/field.tsx';

type PasswordProps = Omit<ComponentProps<typeof PasswordField>, 'label'>;

/**
 * The two fields of a form that sets a new password: the password, with the rules as its hint,
 * and the same again. `field` is the form's `fieldsOf`, so errors show under each box.
 */
export function NewPasswordFields({ field }: { field: (name: 'password' | 'confirm') => PasswordProps }) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={t('auth.newPassword')}
        hint={t('auth.passwordRules')}
        autoComplete="new-password"
        {...field('password')}
      />
      <PasswordField label={t('auth.confirmPassword')} autoComplete="new-password" {...field('confirm')} />
    </>
  );
}
