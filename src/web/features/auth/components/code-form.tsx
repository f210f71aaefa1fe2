import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { TextField } from '#web/components/ui/field.tsx';
import { ButtonSpinner } from '#web/components/ui/spinner.tsx';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import type { SecondFactorKind } from '#web/features/auth/api/two-factor.ts';
import { secondFactorFormSchema, type SecondFactorForm } from '#web/features/auth/schemas.ts';

/** One box for a 6-digit app code (or a backup code) and its submit button. */
export function CodeForm({
  kind,
  submitLabel,
  onCode,
}: {
  kind: SecondFactorKind;
  submitLabel: string;
  onCode: (code: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const form = useForm<SecondFactorForm, unknown, { code: string }>({
    resolver: zodResolver(secondFactorFormSchema(kind)),
  });
  const app = kind === 'app';
  return (
    <form
      method="post"
      onSubmit={form.handleSubmit(({ code }) => onCode(code))}
      noValidate
      className="flex flex-col gap-4"
    >
      <TextField
        label={app ? t('security.code') : t('security.backupCode')}
        error={form.formState.errors.code?.message}
        inputMode={app ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={app ? 7 : 24}
        className="w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 font-mono text-lg tracking-widest text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-500"
        {...form.register('code')}
      />
      <button type="submit" className={buttonStyles.primary} disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting && <ButtonSpinner />}
        {submitLabel}
      </button>
    </form>
  );
}
