import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { SERVER_REFUSAL, serverFieldTexts } from './field-error';
import i18n from './i18n';
import { toastError } from './toast-error';

/** Turns a field's validation error into the text the form shows (most forms map to the catalogue). */
export type ErrorText<Name extends string = string> = (error: FieldError, name: Name) => string | undefined;

/**
 * The props that connect one of the ui fields to a react-hook-form form: what `register` gives,
 * plus the field's error as text. `<TextField label=… {...field('email')} />` is a whole field. A
 * refusal from the server (atFields) comes already worded; the form's `errorText` words its own.
 */
export function fieldsOf<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'register' | 'formState'>,
  errorText: ErrorText<Path<Values>> = (error) => error.message,
) {
  const errors = form.formState.errors;
  return <Name extends Path<Values>>(name: Name, options?: RegisterOptions<Values, Name>) => {
    const error = get(errors, name) as FieldError | undefined;
    const text = error && (error.type === SERVER_REFUSAL ? error.message : errorText(error, name));
    return { ...form.register(name, options), error: text };
  };
}

/**
 * The form's submit handler: validates, then runs `action`. When it fails, the server's message
 * shows as a toast and the form keeps what was typed, so the user can correct and send again.
 * `showAtField` may instead put an error under the field it concerns; it answers true when it did.
 */
export function submitWith<Values extends FieldValues, Output>(
  form: Pick<UseFormReturn<Values, unknown, Output>, 'handleSubmit'>,
  action: (values: Output) => Promise<unknown>,
  showAtField: (err: unknown) => boolean = () => false,
) {
  return form.handleSubmit(async (values) => {
    try {
      await action(values);
    } catch (err) {
      if (!showAtField(err)) toastError(err);
    }
  });
}

/**
 * For `submitWith`: the server's refusals of single fields shown under those fields instead of in a
 * toast, worded from the answer's field codes (serverFieldTexts); answers whether there were any.
 * Only the form's own `fields` are taken (all, when not given). `focus` moves to the first of them.
 */
export function atFields<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'setError'>,
  { fields, focus = false }: { fields?: readonly string[]; focus?: boolean } = {},
) {
  return (err: unknown): boolean => {
    const entries = serverFieldTexts(i18n.t, err, fields);
    for (const [name, message] of entries)
      form.setError(name as Path<Values>, { type: SERVER_REFUSAL, message }, focus ? { shouldFocus: true } : undefined);
    return entries.length > 0;
  };
}
