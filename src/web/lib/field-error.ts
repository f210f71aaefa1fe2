import type { FieldError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { FIELD_MESSAGES } from '#shared/schemas/course.ts';

const KEYS = Object.fromEntries(Object.entries(FIELD_MESSAGES).map(([key, message]) => [message, key])) as Record<
  string,
  keyof typeof FIELD_MESSAGES
>;

/**
 * The UI text for a field error from a shared schema: the schema's English message (the same one
 * the API sends in `fields`) is mapped to the catalogue; a message that is already the UI's own
 * (a file check) is shown as it is.
 */
export function fieldErrorText(t: TFunction, error: Pick<FieldError, 'message' | 'type'> | undefined) {
  if (!error) return undefined;
  const message = error.message ?? '';
  const key = KEYS[message];
  if (key) return t(`formErrors.${key}`);
  const [, max, chars] = /^At most (\d+)( characters)?$/.exec(message) ?? [];
  if (max) return chars ? t('formErrors.maxChars', { max }) : t('formErrors.maxNumber', { max });
  return message || t('formErrors.invalid');
}
