import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import {
  InviteTeacherSchema,
  type InviteResult,
  type InviteTeacher as InviteValues,
  type InviteTeacherInput,
} from '#shared/schemas/account.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { EmailField, TextField } from '#web/components/ui/field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { ApiError } from '#web/lib/api.ts';
import { fieldsOf, submitWith } from '#web/lib/form.ts';
import { SERVER_REFUSAL } from '#web/lib/field-error.ts';
import { useInviteTeacher } from '#web/features/accounts/api/invite-teacher.ts';

/**
 * "Invite a teacher" (the owner): a button that opens a small form, name and e-mail. The server
 * makes the teacher's account and mails the set-password link; an address that already has an
 * account is refused at the e-mail field. If the mail could not go out, the dialog says what to do.
 */
export function InviteTeacher() {
  const { t } = useTranslation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [unsent, setUnsent] = useState<InviteResult['account'] | null>(null);
  const invite = useInviteTeacher();
  const form = useForm<InviteTeacherInput, unknown, InviteValues>({
    resolver: zodResolver(InviteTeacherSchema),
    defaultValues: { name: '', email: '' },
  });
  const field = fieldsOf(form, (error) => {
    if (error.type === 'too_small') return t('accounts.invite.errors.required');
    if (error.type === 'invalid_format') return t('accounts.invite.errors.invalidEmail');
    if (error.type === 'too_big') return t('accounts.invite.errors.tooLong');
    return t('accounts.invite.errors.invalid');
  });

  const close = () => {
    setOpen(false);
    setUnsent(null);
    form.reset();
  };

  // The address's own refusals belong under the e-mail field; anything else is a toast.
  const atEmail = (err: unknown) => {
    if (!(err instanceof ApiError)) return false;
    const text =
      err.code === 'ACCOUNT_EXISTS'
        ? t('accounts.invite.errors.exists')
        : err.code === 'OWNER_ADDRESS_RESERVED'
          ? t('accounts.invite.errors.reserved')
          : null;
    if (text) form.setError('email', { type: SERVER_REFUSAL, message: text }, { shouldFocus: true });
    return text !== null;
  };
  const onSubmit = submitWith(
    form,
    async (values) => {
      const result = await invite.mutateAsync(values);
      if (result.mailed) {
        toast.success(t('accounts.invite.sent', { email: result.account.email }));
        close();
      } else {
        setUnsent(result.account);
      }
    },
    atEmail,
  );

  return (
    <>
      <button type="button" className={buttonStyles.primary} onClick={() => setOpen(true)}>
        {t('accounts.invite.open')}
      </button>
      <ModalDialog open={open} busy={invite.isPending} onClose={close} titleId={titleId} width="narrow">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {t('accounts.invite.title')}
        </h2>
        {unsent ? (
          <div className="mt-4 flex flex-col gap-4">
            <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              {t('accounts.invite.notMailed', { email: unsent.email, name: unsent.name })}
            </p>
            <div className="flex justify-end">
              <button type="button" className={buttonStyles.secondary} onClick={close}>
                {t('dashboard.close')}
              </button>
            </div>
          </div>
        ) : (
          <form method="post" onSubmit={onSubmit} noValidate className="mt-2 flex flex-col gap-4">
            <p className="text-sm text-slate-600">{t('accounts.invite.intro')}</p>
            <TextField label={t('accounts.invite.name')} autoComplete="off" required {...field('name')} />
            <EmailField label={t('accounts.invite.email')} autoComplete="off" required {...field('email')} />
            <div className="flex flex-wrap justify-end gap-3">
              <button type="button" className={buttonStyles.secondary} onClick={close} disabled={invite.isPending}>
                {t('accounts.invite.cancel')}
              </button>
              <SubmitButton busy={invite.isPending} busyLabel={t('accounts.invite.sending')}>
                {t('accounts.invite.submit')}
              </SubmitButton>
            </div>
          </form>
        )}
      </ModalDialog>
    </>
  );
}
