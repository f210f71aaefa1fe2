import { z } from 'zod';
import {
  PaymentSubmitSchema,
  type PaymentMessageKey,
  type PaymentMessages,
  type PaymentSubmit,
} from '#shared/schemas/payment.ts';
import type { TFunction } from 'i18next';
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
