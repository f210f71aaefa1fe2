import { z } from 'zod';
import type { TFunction } from 'i18next';
import {
  RefundApproveSchema,
  RefundDeclineSchema,
  RefundRequestSchema,
  type RefundApprove,
  type RefundMessageKey,
  type RefundMessages,
  type RefundRequest,
} from '#shared/schemas/refund.ts';
import { takaFromText } from '#web/lib/taka-input.ts';

/** The shared refund rules, with messages in the UI's language. */
export const refundMessages =
  (t: TFunction): RefundMessages =>
  (key: RefundMessageKey) =>
    t(`refunds.errors.${key}`);

/** The typed amount read as a number (Bengali digits, separators, a taka sign), then the route's rules. */
const withAmount = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (values) =>
      values && typeof values === 'object'
        ? { ...values, amount: takaFromText((values as { amount?: unknown }).amount) }
        : values,
    schema,
  );

/** What the ask form's boxes hold. */
export interface AskFormInput {
  amount: string;
  reason: string;
  cancelOrder: boolean;
}

/** The ask form: the route's own rules (RefundRequestSchema). */
export const askFormSchema = (t: TFunction) =>
  withAmount(RefundRequestSchema(refundMessages(t))) as unknown as z.ZodType<RefundRequest, AskFormInput>;

/** What the owner's approve dialog holds. */
export interface ApproveFormInput {
  amount: string;
  method: string;
  reference: string;
  cancelOrder: boolean;
}

/** The approve dialog: the route's own rules (RefundApproveSchema). */
export const approveFormSchema = (t: TFunction) =>
  withAmount(RefundApproveSchema(refundMessages(t))) as unknown as z.ZodType<RefundApprove, ApproveFormInput>;

export const declineFormSchema = (t: TFunction) => RefundDeclineSchema(refundMessages(t));
