import {
  get,
  type FieldError,
  type FieldValues,
  type Path,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';
import { ApiError } from './api';
import { toastError } from './toast-error';

/** Turns a field's validation error into the text the form shows (most forms map to the catalogue). */
export type ErrorText<Name extends string = string> = (error: FieldError, name: Name) => string | undefined;

/**
 * The props that connect one of the ui fields to a react-hook-form form: what `register` gives,
 * plus the field's error as text. `<TextField label=… {...field('email')} />` is a whole field.
 */
export function fieldsOf<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'register' | 'formState'>,
  errorText: ErrorText<Path<Values>> = (error) => error.message,
) {
  const errors = form.formState.errors;
  return <Name extends Path<Values>>(name: Name, options?: RegisterOptions<Values, Name>) => {
    const error = get(errors, name) as FieldError | undefined;
    return { ...form.register(name, options), error: error ? errorText(error, name) : undefined };
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
 * For `submitWith`: the server's refusals of single fields (an API error's `fields`) shown under
 * those fields instead of in a toast; answers whether there were any. Only the form's own `fields`
 * are taken (all, when not given). Each keeps the server's text with the answer's code as its
 * type, for the form's field text to word (`fieldsOf`), unless `word` words it here. `focus` moves
 * to the first of them.
 */
export function atFields<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values, unknown, unknown>, 'setError'>,
  {
    fields,
    word,
    focus = false,
  }: {
    fields?: readonly string[];
    word?: (code: string, message: string) => string;
    focus?: boolean;
  } = {},
) {
  return (err: unknown): boolean => {
    if (!(err instanceof ApiError) || !err.fields) return false;
    const entries = Object.entries(err.fields).filter(([name]) => !fields || fields.includes(name));
    for (const [name, message] of entries)
      form.setError(
        name as Path<Values>,
        word ? { message: word(err.code, message) } : { type: err.code, message },
        focus ? { shouldFocus: true } : undefined,
      );
    return entries.length > 0;
  };
}
