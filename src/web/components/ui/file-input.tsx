import { useId, useState, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A file box that speaks the page's language. The browser draws its own file input with words in
 * the phone's language ("Choose File", "No file chosen") whatever the page's; here they are the
 * page's: a button-like "ফাইল বেছে নিন" and the chosen file's name, or "কোনো ফাইল নেই".
 *
 * The real `<input type="file">` is still there, transparent over the whole box: a tap anywhere on
 * it opens the phone's picker (before the app's script runs too), a file dropped on it is taken,
 * Tab reaches it and Enter or Space opens the picker, its `<label>` (the field's) names it, and
 * form code and tests set files on it as before. The chosen file's name is its description.
 */
export function FileInput({
  className = '',
  onChange,
  ref,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className'> & {
  ref?: Ref<HTMLInputElement>;
  className?: string;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const [chosen, setChosen] = useState('');
  const describedBy = [input['aria-describedby'], nameId].filter(Boolean).join(' ');
  return (
    <div
      className={`relative flex min-h-11 w-full min-w-0 items-center gap-3 rounded-lg border border-slate-300 bg-white px-2 py-1.5 shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 has-[:disabled]:bg-slate-100 has-[[aria-invalid=true]]:border-red-500 ${className}`}
    >
      <input
        {...input}
        ref={ref}
        type="file"
        aria-describedby={describedBy}
        className="absolute inset-0 z-10 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
        onChange={(e: ChangeEvent<HTMLInputElement>) => {
          setChosen([...(e.target.files ?? [])].map((f) => f.name).join(', '));
          onChange?.(e);
        }}
      />
      <span
        aria-hidden="true"
        className="shrink-0 rounded-md bg-brand-50 px-3 py-1.5 text-sm font-semibold text-brand-800"
      >
        {t('common.file.choose')}
      </span>
      <span
        id={nameId}
        data-testid="file-chosen"
        className={`min-w-0 truncate text-base ${chosen ? 'text-slate-900' : 'text-slate-500'}`}
      >
        {chosen || t('common.file.none')}
      </span>
    </div>
  );
}
