import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

/**
 * A labelled form control with its error underneath. `children` receives the ids to wire up
 * (`id` for the input, `aria-describedby` for hint and error).
 */
export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (ids: { id: string; describedBy?: string; invalid: boolean }) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children({ id, describedBy, invalid: !!error })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-500 disabled:bg-slate-100 disabled:text-slate-500';

type InputProps = InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

/** A labelled text input wired to its hint and error (spread react-hook-form's `register` into it). */
export function TextField({ label, error, hint, className, ...input }: InputProps & FieldText) {
  return (
    <Field label={label} error={error} hint={hint}>
      {(ids) => (
        <input
          id={ids.id}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid}
          className={className ?? inputClass}
          {...input}
        />
      )}
    </Field>
  );
}

export interface FieldText {
  label: string;
  error?: string;
  hint?: string;
}
