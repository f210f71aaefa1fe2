import type { TFunction } from 'i18next';
import { en } from '#shared/i18n/en.ts';
import type { CashUpMessageKey, CashUpMessages } from '#shared/schemas/cash-up.ts';
import i18n from '#web/lib/i18n.ts';

/** The cash-up's rules in the page's language (the same schema the route uses). */
export const cashUpMessages =
  (t: TFunction): CashUpMessages =>
  (key) =>
    t(`cashUp.errors.${key}`);

/** The English texts the server sends in `fields`, back to their catalogue keys. */
const KEY_OF_MESSAGE = new Map(
  Object.entries(en.cashUp.errors).map(([key, text]) => [text as string, key as CashUpMessageKey]),
);

/** A field the server refused, in the page's language (the catalogue's words for its rule). */
export function serverFieldText(t: TFunction, message: string): string {
  const key = KEY_OF_MESSAGE.get(message);
  if (key) return t(`cashUp.errors.${key}`);
  return i18n.language === 'en' ? message : t('formErrors.invalid');
}
