import { z } from 'zod';
import { en } from '#shared/i18n/en.ts';
import {
  PaymentSubmitSchema,
  type PaymentMessageKey,
  type PaymentMessages,
  type PaymentSubmit,
} from '#shared/schemas/payment.ts';
import type { TFunction } from 'i18next';
import i18n from '#web/lib/i18n.ts';
import { takaFromText } from '#web/lib/taka-input.ts';

/** The shared payment rules, with messages in the UI's language. */
export const paymentMessages =
  (t: TFunction): PaymentMessages =>
  (key: PaymentMessageKey) =>
    t(`payments.errors.${key}`);

/** What the payment form's boxes hold: text, as typed. */
export interface PaymentFormInput {
  method: string;
  amount: string;
  trxId: string;
  payerPhone: string;
}

/**
 * The payment form: exactly the route's rules (PaymentSubmitSchema), after the typed amount is
 * read as a number.
 */
export const paymentFormSchema = (t: TFunction) =>
  z.preprocess(
    (values) =>
      values && typeof values === 'object'
        ? { ...values, amount: takaFromText((values as { amount?: unknown }).amount) }
        : values,
    PaymentSubmitSchema(paymentMessages(t)),
  ) as unknown as z.ZodType<PaymentSubmit, PaymentFormInput>;

/** The English texts the server sends in `fields`, back to their catalogue keys. */
const KEY_OF_MESSAGE = new Map<string, PaymentMessageKey>(
  Object.entries(en.payments.errors).map(([key, text]) => [text, key as PaymentMessageKey]),
);

/**
 * A field's refusal from the server in the page's language: a payment rule's text maps to the
 * catalogue's; a refusal with its own code (a TrxID already used) is the catalogue's text for that
 * code, so a Bengali page never shows the server's English.
 */
export function serverFieldText(t: TFunction, code: string, message: string): string {
  const key = KEY_OF_MESSAGE.get(message);
  if (key) return t(`payments.errors.${key}`);
  if (code !== 'VALIDATION_FAILED') return t(`errors.${code}` as 'errors.generic', { defaultValue: message });
  return i18n.language === 'en' ? message : t('formErrors.invalid');
}
