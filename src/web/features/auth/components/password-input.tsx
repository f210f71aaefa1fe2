import { forwardRef, useState, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Field, inputClass, type FieldText } from '../../../components/ui/field';

/** A password box with a show/hide toggle (typing a password on a phone is hard enough). */
export const PasswordInput = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(
  function PasswordInput(props, ref) {
    const { t } = useTranslation();
    const [visible, setVisible] = useState(false);
    return (
      <div className="relative">
        <input ref={ref} {...props} type={visible ? 'text' : 'password'} className={`${inputClass} pr-20`} />
        <button
          type="button"
          className="absolute inset-y-0 right-0 px-3 text-xs font-semibold text-brand-800 hover:underline"
          onClick={() => setVisible((v) => !v)}
          aria-pressed={visible}
        >
          {visible ? t('auth.hidePassword') : t('auth.showPassword')}
        </button>
      </div>
    );
  },
);

/** A labelled password box wired to its hint and error. */
export function PasswordField({
  label,
  error,
  hint,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & FieldText & { ref?: Ref<HTMLInputElement> }) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(ids) => <PasswordInput id={ids.id} aria-describedby={ids.describedBy} aria-invalid={ids.invalid} {...input} />}
    </Field>
  );
}
