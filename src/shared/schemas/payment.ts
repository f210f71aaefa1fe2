import { z } from 'zod';
import { ORDER_ENDINGS, PAYMENT_METHODS, PAYMENT_STATUSES, WALLET_METHODS } from '#shared/constants.ts';
import { asciiDigits } from '#shared/digits.ts';
import en from '#shared/i18n/en.json' with { type: 'json' };
import { OID_PATTERN } from '#shared/ids.ts';
import { optionalPhoneSchema } from '#shared/phone.ts';
import { isCleanText } from '#shared/text.ts';
import { PageQuerySchema } from './paging';
import { ListSearchSchema } from './list';
import { InstalmentStateSchema } from './instalments';

/**
 * Payments on an order, receipts and the order's ledger. The payment form and
 * `POST /api/orders/:oid/payments` validate with the same schema; each side passes its own message
 * lookup (the API answers the English catalogue's text, the UI its current language).
 */
export type PaymentMessageKey = keyof typeof en.payments.errors;
export type PaymentMessages = (key: PaymentMessageKey) => string;
const english: PaymentMessages = (key) => en.payments.errors[key];

/** A wallet's transaction id, after spaces are removed and letters raised: 8 to 12 letters and digits. */
export const TRX_ID_PATTERN = /^[A-Z0-9]{8,12}$/;
/** More than anyone pays for a driving course at once; a larger figure is a typo. */
export const MAX_PAYMENT_TAKA = 1_000_000;
/** `R-2026-000123`: the year (Asia/Dhaka) and the year's running number. */
export const RECEIPT_NUMBER_PATTERN = /^R-\d{4}-\d{6}$/;

const isWallet = (method: string) => (WALLET_METHODS as readonly string[]).includes(method);

/**
 * The TrxID as people copy it from an SMS: spaces anywhere, any case, Bengali digits. Stored as
 * the same id always is, so the unique index sees a re-used id however it was typed.
 */
export const normalizeTrxId = (typed: string) => asciiDigits(typed).replace(/\s+/g, '').toUpperCase();

/**
 * Why the office records or confirms a payment into a school day whose cash-up is closed
 * (docs/decisions/0450): asked only then, refused as 409 `DAY_CLOSED` when missing.
 */
const closedDayReason = (m: PaymentMessages) =>
  z.string(m('reason')).trim().max(500, m('reasonTooLong')).refine(isCleanText, m('invalidChars')).nullish();

/** The office's dialog for a payment into a closed day: the reason, which it must give there. */
export const ClosedDayReasonFormSchema = (m: PaymentMessages = english) =>
  z.object({
    closedDayReason: z
      .string(m('closedDayReason'))
      .trim()
      .min(1, m('closedDayReason'))
      .max(500, m('reasonTooLong'))
      .refine(isCleanText, m('invalidChars')),
  });
export type ClosedDayReasonForm = z.infer<ReturnType<typeof ClosedDayReasonFormSchema>>;

/** `POST /api/payments/:id/confirm`: a body only when the payment's day is closed. */
export const PaymentConfirmSchema = (m: PaymentMessages = english) =>
  z.object({ closedDayReason: closedDayReason(m) }).nullish();
export type PaymentConfirm = z.infer<ReturnType<typeof PaymentConfirmSchema>>;

export const PaymentSubmitSchema = (m: PaymentMessages = english) =>
  z
    .object({
      method: z.enum(PAYMENT_METHODS, m('method')),
      amount: z.number(m('amount')).int(m('amount')).positive(m('amount')).max(MAX_PAYMENT_TAKA, m('amountTooLarge')),
      trxId: z
        .string(m('trxId'))
        .max(40, m('trxId'))
        .transform(normalizeTrxId)
        .refine((v) => v === '' || TRX_ID_PATTERN.test(v), m('trxId'))
        .nullish()
        .transform((v) => v || null),
      payerPhone: optionalPhoneSchema({ required: m('payerPhone'), invalid: m('payerPhone') }),
      closedDayReason: closedDayReason(m),
    })
    .superRefine((body, ctx) => {
      // A wallet payment is checked against the wallet's statement by its TrxID: without one the
      // office has nothing to look for.
      if (isWallet(body.method) && !body.trxId) {
        ctx.addIssue({ code: 'custom', path: ['trxId'], message: m('trxIdRequired') });
      }
    });
export type PaymentSubmit = z.infer<ReturnType<typeof PaymentSubmitSchema>>;
export type PaymentSubmitInput = z.input<ReturnType<typeof PaymentSubmitSchema>>;

export const PaymentRejectSchema = (m: PaymentMessages = english) =>
  z.object({
    reason: z
      .string(m('reason'))
      .trim()
      .min(1, m('reason'))
      .max(500, m('reasonTooLong'))
      .refine(isCleanText, m('invalidChars')),
  });
export type PaymentReject = z.infer<ReturnType<typeof PaymentRejectSchema>>;

export const OrderOidParamsSchema = z.object({
  oid: z.string().regex(OID_PATTERN, 'An order id is "OID" followed by 8 digits'),
});
export const PaymentIdParamsSchema = z.object({ id: z.uuid('A payment id is a UUID') });
export const ReceiptNumberParamsSchema = z.object({
  number: z
    .string()
    .max(20)
    .transform((v) => v.trim().toUpperCase())
    .refine((v) => RECEIPT_NUMBER_PATTERN.test(v), 'A receipt number looks like R-2026-000123'),
});

/** A payment as its student and the office see it. */
export const PaymentSchema = z.object({
  id: z.string(),
  oid: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().int(),
  trxId: z.string().nullable(),
  payerPhone: z.string().nullable(),
  status: z.enum(PAYMENT_STATUSES),
  receiptNumber: z.string().nullable(),
  /** Why the office rejected it: the student reads this. */
  rejectReason: z.string().nullable(),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  rejectedAt: z.string().nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/**
 * An order's money: the price copied at booking, the discount, what confirmed payments add up to,
 * what was refunded or carried by a transfer, what the order holds (net) and what is still due
 * (never below 0) or held beyond the fee (to refund). Submitted and rejected payments are listed,
 * not counted. The arithmetic is `src/shared/order-money.ts`.
 */
export const LedgerSchema = z.object({
  oid: z.string(),
  price: z.number().int(),
  discount: z.number().int(),
  /** Confirmed payments on this order: money the school received for it. */
  paid: z.number().int(),
  /** Approved refunds. */
  refunded: z.number().int(),
  /** Carried in from the order this one was transferred from, and out to the one it moved to. */
  transferredIn: z.number().int(),
  transferredOut: z.number().int(),
  /** paid + transferredIn − transferredOut − refunded: what the school holds for this order. */
  net: z.number().int(),
  due: z.number().int(),
  /** What the order holds beyond its fee: the office's to give back (0 for an ended order). */
  toRefund: z.number().int(),
  /** How the order ended before its course did, if it did. */
  endedAs: z.enum(ORDER_ENDINGS).nullable(),
  /** The OIDs of the order this one was transferred from, and the one it moved to. */
  transferredFrom: z.string().nullable(),
  transferredTo: z.string().nullable(),
  /** Of the due, the taka whose date has passed. */
  overdue: z.number().int(),
  /** When the next part falls due (YYYY-MM-DD); null when all is paid. */
  nextDueDate: z.string().nullable(),
  /**
   * The fee's parts and their dates: the course's instalment plan as fixed at booking, or the
   * whole fee due on the start date. Confirmed money pays them earliest first.
   */
  instalments: z.array(InstalmentStateSchema),
  payments: z.array(PaymentSchema),
});
export type Ledger = z.infer<typeof LedgerSchema>;

/** What the public receipt check shows: only what the paper receipt shows. */
export const PublicReceiptSchema = z.object({
  number: z.string(),
  /** The day of confirmation in Khulna, YYYY-MM-DD. */
  date: z.string(),
  amount: z.number().int(),
  schoolName: z.string(),
  schoolNameBn: z.string(),
  /** The payer's initials (`N. J.`), never the name. */
  payerInitials: z.string(),
});
export type PublicReceipt = z.infer<typeof PublicReceiptSchema>;

/**
 * The office's list of payments (`GET /api/payments`): optionally only one status; without one,
 * the payments waiting for a decision come first. `q` finds payments by their order's OID, a TrxID,
 * a phone (the sender's or the order's, in any spelling, Bengali digits too) or the student's
 * name. Paged like every staff list.
 */
export const PaymentListQuerySchema = PageQuerySchema.extend({
  status: z.enum(PAYMENT_STATUSES).optional(),
  q: ListSearchSchema.optional(),
});
export type PaymentListQuery = z.infer<typeof PaymentListQuerySchema>;

/** A payment in the office's list: with the order's student and course, so it can be checked at a glance. */
export const StaffPaymentSchema = PaymentSchema.extend({
  studentName: z.string(),
  courseTitle: z.string(),
  /** The course's Bengali title ('' when it has none). */
  courseTitleBn: z.string(),
});
export type StaffPayment = z.infer<typeof StaffPaymentSchema>;
export const StaffPaymentListSchema = z.array(StaffPaymentSchema);
