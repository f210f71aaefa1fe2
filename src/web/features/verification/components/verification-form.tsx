import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { VerifyRequestSchema, type VerifyFormValues, type VerifyRequest } from '#shared/schemas/verification.ts';
import { DateField } from '#web/components/ui/date-field.tsx';
import { TextField } from '#web/components/ui/field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { fieldErrorText } from '#web/lib/field-error.ts';
import { fieldsOf } from '#web/lib/form.ts';

const todayIso = () => new Date().toISOString().slice(0, 10);

/** SID and date of birth, both required; the server does the comparing. */
export function VerificationForm({
  initialSid,
  busy,
  onVerify,
}: {
  initialSid: string;
  busy: boolean;
  onVerify: (values: VerifyRequest) => void;
}) {
  const { t } = useTranslation();
  const form = useForm<VerifyFormValues, unknown, VerifyRequest>({
    resolver: zodResolver(VerifyRequestSchema),
    defaultValues: { sid: initialSid, dob: '' },
  });
  // The shared rule's refusals by their codes (the server's words, in the page's language); a date
  // of birth that is there but wrong reads as one sentence, whichever rule refused it.
  const field = fieldsOf(form, (error, name) =>
    name === 'dob' && error.type !== 'too_small' ? t('verification.errors.dobInvalid') : fieldErrorText(t, error),
  );

  return (
    <form
      method="post"
      onSubmit={form.handleSubmit(onVerify)}
      noValidate
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-start sm:p-6"
    >
      <TextField
        label={t('verification.sid')}
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={t('verification.sidPlaceholder')}
        {...field('sid')}
      />
      <DateField label={t('verification.dob')} required min="1900-01-01" max={todayIso()} {...field('dob')} />
      <SubmitButton busy={busy} busyLabel={t('verification.checking')} className="sm:mt-[1.625rem]">
        {t('verification.submit')}
      </SubmitButton>
    </form>
  );
}
