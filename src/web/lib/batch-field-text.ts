import type { TFunction } from 'i18next';
import { en } from '#shared/i18n/en.ts';
import { formatCount } from './format';

// The teaching loop's forms (a batch, a vehicle, a BRTA test, a skill checklist) share the rules of
// src/shared/schemas/batch.ts and road-test.ts, and so the words of their refusals.

type MessageKey = keyof typeof en.batchesAdmin.errors;

/**
 * The shared rules' and the server's English texts, back to their catalogue keys: the catalogue's
 * English for each key is that very text, so the two cannot drift apart unnoticed (a test feeds
 * the forms every kind of bad answer and finds each text here).
 */
const KEY_OF_MESSAGE = new Map<string, MessageKey>(
  Object.entries(en.batchesAdmin.errors).map(([key, text]) => [text, key as MessageKey]),
);

/**
 * A field's refusal (from the form's rules, or the server's `fields` with the answer's `code` as
 * its type) in the page's language: a known text maps to the catalogue; "Required" and "At most N
 * …" to the forms' general texts; an unknown text from the server to the catalogue's text for the
 * answer's code, so a Bengali page never shows the server's English.
 */
export function batchFieldText(t: TFunction, message: string | undefined, type = ''): string {
  const key = KEY_OF_MESSAGE.get(message ?? '');
  if (key) return t(`batchesAdmin.errors.${key}`);
  if (message === 'Required') return t('formErrors.required');
  const [, max, chars] = /^At most (\d+)( characters)?/.exec(message ?? '') ?? [];
  if (max)
    return chars
      ? t('formErrors.maxChars', { max: formatCount(+max) })
      : t('formErrors.maxNumber', { max: formatCount(+max) });
  // The server's codes are capitals (BATCH_CLASH); a rule's own types are not (too_small).
  if (/^[A-Z_]+$/.test(type) && type !== 'VALIDATION_FAILED')
    return t(`errors.${type}` as 'errors.generic', { defaultValue: t('formErrors.invalid') });
  return t('formErrors.invalid');
}
