import type { TFunction } from 'i18next';
import { PaymentSubmitSchema, type PaymentMessageKey, type PaymentSubmit } from '#shared/schemas/payment.ts';
import { numbersRead } from '#web/lib/form-schema.ts';

/** The shared payment rules, with messages in the UI's language. */
export const paymentMessages = (t: TFunction) => (key: PaymentMessageKey) => t(`payments.errors.${key}`);

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
  numbersRead<PaymentSubmit, PaymentFormInput>(PaymentSubmitSchema(paymentMessages(t)), ['amount']);
