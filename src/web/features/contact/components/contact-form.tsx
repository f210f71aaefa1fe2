import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { ContactMessageSchema, type ContactMessage, type ContactMessageInput } from '#shared/schemas/contact.ts';
import { CardSection } from '#web/components/ui/card-section.tsx';
import { EmailField, PhoneField, TextAreaField, TextField } from '#web/components/ui/field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { ApiError } from '#web/lib/api.ts';
import { errorText } from '#web/lib/error-text.ts';
import { fieldsOf } from '#web/lib/form.ts';
import { useSendContactMessage } from '#web/features/contact/api/send-contact-message.ts';

/**
 * Contact: name, e-mail (an e-mail input) and message, all required, and an optional phone to call
 * back on; a toast tells how it went.
 */
export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const form = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(ContactMessageSchema),
    defaultValues: { user_name: '', user_email: '', phone: '', message: '' },
  });

  // The shared schema's messages are the API's English; the form shows the catalogue's text.
  const field = fieldsOf(form, (error, name) => {
    if (name === 'phone') return t('contact.form.phoneInvalid');
    if (error.type === 'too_small') return t('contact.form.required');
    if (error.type === 'invalid_format') return t('contact.form.invalidEmail');
    if (error.type === 'too_big') return t('contact.form.tooLong');
    return t('contact.form.invalid');
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast.success(t('toast.contactSuccess'));
      form.reset();
    } catch (err) {
      // A refusal by the rate limit says how long to wait (the server's text, as Retry-After).
      toast.error(err instanceof ApiError && err.code === 'RATE_LIMITED' ? errorText(err) : t('toast.contactFailure'));
    }
  });

  return (
    <CardSection title={t('contact.form.heading')}>
      <form method="post" onSubmit={onSubmit} noValidate className="mt-6 flex flex-col gap-5">
        <TextField label={t('contact.form.name')} autoComplete="name" required {...field('user_name')} />
        <EmailField label={t('contact.form.email')} required {...field('user_email')} />
        <PhoneField label={t('contact.form.phone')} hint={t('contact.form.phoneHint')} {...field('phone')} />
        <TextAreaField label={t('contact.form.message')} rows={6} required {...field('message')} />
        <div>
          <SubmitButton busy={send.isPending} busyLabel={t('contact.form.sending')} className="w-full sm:w-auto">
            {t('contact.form.submit')}
          </SubmitButton>
        </div>
      </form>
    </CardSection>
  );
}
