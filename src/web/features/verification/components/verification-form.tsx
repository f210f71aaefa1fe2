import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  VerifyRequestSchema,
  type VerifyFormValues,
  type VerifyRequest,
} from '../../../../shared/schemas/verification';
import { Field, inputClass } from '../../../components/ui/field';
import { ButtonSpinner } from '../../../components/ui/spinner';
import { buttonStyles } from '../../../components/ui/button-styles';

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
  const errors = form.formState.errors;

  const sidError = (e?: FieldError) =>
    !e ? undefined : e.type === 'too_small' ? t('verification.errors.sidRequired') : t('verification.errors.sidFormat');
  const dobError = (e?: FieldError) =>
    !e
      ? undefined
      : e.type === 'too_small'
        ? t('verification.errors.dobRequired')
        : t('verification.errors.dobInvalid');

  return (
    <form
      onSubmit={form.handleSubmit(onVerify)}
      noValidate
      className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-start sm:p-6"
    >
      <Field label={t('verification.sid')} error={sidError(errors.sid)}>
        {(ids) => (
          <input
            id={ids.id}
            type="text"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t('verification.sidPlaceholder')}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid}
            className={inputClass}
            {...form.register('sid')}
          />
        )}
      </Field>
      <Field label={t('verification.dob')} error={dobError(errors.dob)}>
        {(ids) => (
          <input
            id={ids.id}
            type="date"
            required
            min="1900-01-01"
            max={todayIso()}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.invalid}
            className={inputClass}
            {...form.register('dob')}
          />
        )}
      </Field>
      <button type="submit" className={`${buttonStyles.primary} sm:mt-[1.625rem]`} disabled={busy}>
        {busy && <ButtonSpinner />}
        {busy ? t('verification.checking') : t('verification.submit')}
      </button>
    </form>
  );
}
