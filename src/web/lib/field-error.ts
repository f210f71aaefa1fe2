import type { TFunction } from 'i18next';
import { fieldCodeOf, type FieldCode } from '#shared/field-codes.ts';
import { ApiError } from './api';
import i18n from './i18n';

/**
 * The one way a field's refusal reaches the screen: a catalogue code and its values (`FieldCode`,
 * docs/decisions/0490), worded by `t` in the page's language (its catalogue writes a number in the page's digits). The
 * server sends the codes (`fieldCodes`); a form's own check of a shared rule finds its code with the
 * very function the server uses (`fieldCodeOf`), so a field reads the same whichever side refused it.
 */
export function fieldCodeText(t: TFunction, { code, params = {} }: FieldCode): string {
  return t(code as 'formErrors.invalid', { ...params, defaultValue: t('formErrors.invalid') });
}

/**
 * A refusal the server sent for a field without a code (none does: every server test fails on one,
 * docs/decisions/0513; an older server might): the words of the answer's own code where it names the
 * refusal (a TrxID in use), else the general words.
 */
function uncodedText(t: TFunction, code: string): string {
  const key = `errors.${code}`;
  return code !== 'VALIDATION_FAILED' && i18n.exists(key) ? t(key as 'errors.generic') : t('formErrors.invalid');
}

/**
 * The server's refusals of single fields in the page's words, field by field, from the answer's
 * `fieldCodes` alone (its English `fields` only say which fields there are). Empty for any other
 * error. `only` keeps the fields a form shows.
 */
export function serverFieldTexts(t: TFunction, err: unknown, only?: readonly string[]): Array<[string, string]> {
  if (!(err instanceof ApiError)) return [];
  const names = new Set([...Object.keys(err.fields ?? {}), ...Object.keys(err.fieldCodes ?? {})]);
  return [...names]
    .filter((name) => !only || only.includes(name))
    .map((name) => {
      const code = err.fieldCodes?.[name];
      return [name, code ? fieldCodeText(t, code) : uncodedText(t, err.code)];
    });
}

/** The `type` of a field error the server's refusal put there, already in the page's words. */
export const SERVER_REFUSAL = 'server';

/**
 * A field error on screen: the server's, as it was worded (`SERVER_REFUSAL`); a shared rule's,
 * by its code; a text the form worded itself (a file check), as it is.
 */
export function fieldErrorText(t: TFunction, error: { message?: string; type?: string } | undefined) {
  if (!error) return undefined;
  const message = error.message ?? '';
  if (error.type === SERVER_REFUSAL) return message || t('formErrors.invalid');
  const code = fieldCodeOf(message, { code: String(error.type) });
  if (code) return fieldCodeText(t, code);
  return message || t('formErrors.invalid');
}
