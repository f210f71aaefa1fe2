import type { TFunction } from 'i18next';
import {
  RefundApproveSchema,
  RefundDeclineSchema,
  RefundRequestSchema,
  type RefundApprove,
  type RefundMessageKey,
  type RefundRequest,
} from '#shared/schemas/refund.ts';
import { numbersRead } from '#web/lib/form-schema.ts';

/** The shared refund rules, with messages in the UI's language. */
export const refundMessages = (t: TFunction) => (key: RefundMessageKey) => t(`refunds.errors.${key}`);

/** What the ask form's boxes hold. */
export interface AskFormInput {
  amount: string;
  reason: string;
  cancelOrder: boolean;
}

/** The ask form: the route's own rules (RefundRequestSchema), after the typed amount is read as a number. */
export const askFormSchema = (t: TFunction) =>
  numbersRead<RefundRequest, AskFormInput>(RefundRequestSchema(refundMessages(t)), ['amount']);

/** What the owner's approve dialog holds. */
export interface ApproveFormInput {
  amount: string;
  method: string;
  reference: string;
  cancelOrder: boolean;
  /** Asked only once the server says today's cash-up is closed. */
  closedDayReason: string;
}

/** The approve dialog: the route's own rules (RefundApproveSchema), after the typed amount is read. */
export const approveFormSchema = (t: TFunction) =>
  numbersRead<RefundApprove, ApproveFormInput>(RefundApproveSchema(refundMessages(t)), ['amount']);

export const declineFormSchema = (t: TFunction) => RefundDeclineSchema(refundMessages(t));
