import {
  useId,
  type FormEvent,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_ACCEPT, IMAGE_ACCEPT } from '#web/lib/image-file.ts';
import { FileInput } from './file-input';

/** What every field shows around its control: the label, an optional hint and the error. */
export interface FieldText {
  label: string;
  error?: string;
  hint?: string;
}

/** The ids a control needs to be announced with its label, hint and error. */
export interface FieldIds {
  id: string;
  describedBy?: string;
  invalid: boolean;
}

/**
 * A labelled form control with its hint and error underneath. `children` receives the ids to wire
 * up, so a screen reader reads the label, then the hint and the error; the error is also announced
 * the moment it appears (role="alert").
 */
export function Field({
  label,
  error,
  hint,
  className = '',
  children,
}: FieldText & { className?: string; children: (ids: FieldIds) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
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

/** Every box is at least 44 px tall, a thumb's target (a select draws a pixel or two shorter than an input). */
export const inputClass =
  'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-500 disabled:bg-slate-100 disabled:text-slate-500';

/** Props of a field whose control is `Element`: its own attributes, the texts, a layout class. */
type FieldProps<Attributes, Element> = Omit<Attributes, 'className'> &
  FieldText & { ref?: Ref<Element>; className?: string };

const controlProps = (ids: FieldIds) => ({
  id: ids.id,
  'aria-describedby': ids.describedBy,
  'aria-invalid': ids.invalid,
});

/**
 * A labelled input wired to its hint and error (spread react-hook-form's `register` into it).
 * `className` places the field in its form's grid; the input itself always looks the same.
 */
export function TextField({
  label,
  error,
  hint,
  className,
  type = 'text',
  ...input
}: FieldProps<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(ids) =>
        type === 'file' ? (
          <FileInput {...controlProps(ids)} {...input} />
        ) : (
          <input type={type} className={inputClass} {...controlProps(ids)} {...input} />
        )
      }
    </Field>
  );
}

type InputFieldProps = Omit<FieldProps<InputHTMLAttributes<HTMLInputElement>, HTMLInputElement>, 'type'>;

/**
 * A count or an amount (seats, taka, an NID): a text box with the phone's number pad, because a
 * number box would refuse Bengali digits (the form's schema reads them), and no autofill.
 */
export function NumberField(props: InputFieldProps) {
  return <TextField inputMode="numeric" autoComplete="off" {...props} />;
}

/** A phone number: the phone's dial pad, and the browser may fill in the person's own. */
export function PhoneField(props: InputFieldProps) {
  return <TextField type="tel" inputMode="tel" autoComplete="tel" {...props} />;
}

/** Letters raised as they are typed, the caret kept where it was. */
function raiseLetters(e: FormEvent<HTMLInputElement>) {
  const input = e.currentTarget;
  const raised = input.value.toUpperCase();
  if (raised === input.value) return;
  const { selectionStart, selectionEnd } = input;
  input.value = raised;
  input.setSelectionRange(selectionStart, selectionEnd);
}

/**
 * A code as it is printed (a coupon's code, a bKash TrxID as in the SMS): its letters raised as
 * they are typed, so it reads as it is stored; capitals on a phone's keyboard, no spelling check and
 * no autofill.
 */
export function CodeField(props: InputFieldProps) {
  return (
    <TextField autoComplete="off" autoCapitalize="characters" spellCheck={false} onInput={raiseLetters} {...props} />
  );
}

/** An e-mail address; the browser may fill in the person's own (`autoComplete="off"` for someone else's). */
export function EmailField(props: InputFieldProps) {
  return <TextField type="email" autoComplete="email" {...props} />;
}

/** An image to upload: JPEG, PNG or WebP, the types the upload endpoint takes. */
export function ImageField(props: InputFieldProps) {
  return <TextField type="file" accept={IMAGE_ACCEPT} {...props} />;
}

/** An identity document to upload (NID, birth certificate): an image as above, or a PDF. */
export function DocumentField(props: InputFieldProps) {
  return <TextField type="file" accept={DOCUMENT_ACCEPT} {...props} />;
}

/** A labelled multi-line text box. */
export function TextAreaField({
  label,
  error,
  hint,
  className,
  rows = 4,
  ...textarea
}: FieldProps<TextareaHTMLAttributes<HTMLTextAreaElement>, HTMLTextAreaElement>) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(ids) => <textarea rows={rows} className={inputClass} {...controlProps(ids)} {...textarea} />}
    </Field>
  );
}

/** A labelled choice from `options`; `placeholder` is a first, unselectable option. */
export function SelectField({
  label,
  error,
  hint,
  className,
  options,
  placeholder,
  ...select
}: FieldProps<SelectHTMLAttributes<HTMLSelectElement>, HTMLSelectElement> & {
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(ids) => (
        <select className={inputClass} {...controlProps(ids)} {...select}>
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A password box with a show/hide toggle (typing a password on a phone is hard enough). */
export function PasswordField({ label, error, hint, className, ...input }: InputFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} error={error} hint={hint} className={className}>
      {(ids) => (
        <div className="relative">
          <input
            type={visible ? 'text' : 'password'}
            className={`${inputClass} pr-20`}
            {...controlProps(ids)}
            {...input}
          />
          <button
            type="button"
            className="absolute inset-y-0 right-0 px-3 text-xs font-semibold text-brand-800 hover:underline"
            onClick={() => setVisible((v) => !v)}
            aria-pressed={visible}
          >
            {visible ? t('common.hidePassword') : t('common.showPassword')}
          </button>
        </div>
      )}
    </Field>
  );
}

/**
 * A record's public id (a course's cid, a post's bid): typed once when adding, shown locked when
 * editing, because links to the record use it. `locked` is the saved id; `lockedHint` says why.
 */
export function IdField({
  locked,
  hint,
  lockedHint,
  ...props
}: InputFieldProps & {
  locked?: string;
  lockedHint: string;
}) {
  if (locked !== undefined) return <TextField label={props.label} hint={lockedHint} value={locked} disabled />;
  return <TextField hint={hint} autoCapitalize="off" spellCheck={false} {...props} />;
}
