import { useForm, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import {
  ContactMessageSchema,
  type ContactMessage,
  type ContactMessageInput,
} from '../../../../shared/schemas/contact';
import { ButtonSpinner } from '../../../components/ui/spinner';
import { buttonStyles } from '../../../components/ui/button-styles';
import { ApiError } from '../../../lib/api';
import { useSendContactMessage } from '../api/send-contact-message';

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600';

/** The contact form: name, e-mail (an e-mail input) and message, all required; a toast says how it went. */
export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(ContactMessageSchema),
    defaultValues: { user_name: '', user_email: '', message: '' },
  });

  // The shared schema's messages are the API's English; the form shows the catalogue's text.
  const errorText = (error?: FieldError) => {
    if (!error) return undefined;
    if (error.type === 'too_small') return t('contact.form.required');
    if (error.type === 'invalid_format') return t('contact.form.invalidEmail');
    if (error.type === 'too_big') return t('contact.form.tooLong');
    return t('contact.form.invalid');
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      toast.success(t('toast.contactSuccess'));
      reset();
    } catch (err) {
      // A refusal by the rate limit says how long to wait (the server's text, as Retry-After).
      toast.error(err instanceof ApiError && err.code === 'RATE_LIMITED' ? err.message : t('toast.contactFailure'));
    }
  });

  const fields = [
    { name: 'user_name', label: t('contact.form.name'), type: 'text', autoComplete: 'name' },
    { name: 'user_email', label: t('contact.form.email'), type: 'email', autoComplete: 'email' },
  ] as const;

  return (
    <section
      aria-labelledby="contact-form-heading"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <h2 id="contact-form-heading" className="text-2xl font-bold text-slate-900">
        {t('contact.form.heading')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        {fields.map((f) => {
          const message = errorText(errors[f.name]);
          return (
            <div key={f.name}>
              <label htmlFor={`contact-${f.name}`} className="block text-sm font-medium text-slate-800">
                {f.label}
              </label>
              <input
                id={`contact-${f.name}`}
                type={f.type}
                autoComplete={f.autoComplete}
                required
                aria-invalid={message ? true : undefined}
                aria-describedby={message ? `contact-${f.name}-error` : undefined}
                className={inputClass}
                {...register(f.name)}
              />
              {message && (
                <p id={`contact-${f.name}-error`} className="mt-1 text-sm text-red-700">
                  {message}
                </p>
              )}
            </div>
          );
        })}
        <div>
          <label htmlFor="contact-message" className="block text-sm font-medium text-slate-800">
            {t('contact.form.message')}
          </label>
          <textarea
            id="contact-message"
            rows={6}
            required
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? 'contact-message-error' : undefined}
            className={inputClass}
            {...register('message')}
          />
          {errors.message && (
            <p id="contact-message-error" className="mt-1 text-sm text-red-700">
              {errorText(errors.message)}
            </p>
          )}
        </div>
        <button type="submit" className={`${buttonStyles.primary} w-full sm:w-auto`} disabled={send.isPending}>
          {send.isPending && <ButtonSpinner />}
          {send.isPending ? t('contact.form.sending') : t('contact.form.submit')}
        </button>
      </form>
    </section>
  );
}
