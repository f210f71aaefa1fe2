import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/field';

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
