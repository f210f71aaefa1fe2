import { z } from 'zod';
import { ORDER_ENDINGS, PAYMENT_METHODS, REFUND_REASON_CODES, REFUND_STATUSES } from '#shared/constants.ts';
import { isRealDay } from '#shared/dates.ts';
import { asciiDigits } from '#shared/digits.ts';
import en from '#shared/i18n/en.json' with { type: 'json' };
import { OID_PATTERN } from '#shared/ids.ts';
import { LANGUAGES } from '#shared/language.ts';
import { isCleanText } from '#shared/text.ts';
import { PageQuerySchema } from './paging';
import { MAX_PAYMENT_TAKA } from './payment';

/**
 * Refunds and transfers (docs/decisions/0440, 0441). The ask form, the owner's approve and decline
 * dialogs and the transfer form validate with the same schemas as their routes; each side passes
 * its own message lookup (the API answers the English catalogue's text, the UI its language).
 */
export type RefundMessageKey = keyof typeof en.refunds.errors;
export type RefundMessages = (key: RefundMessageKey) => string;
const english: RefundMessages = (key) => en.refunds.errors[key];

/** `RF-2026-000123`: the year (Asia/Dhaka) and the year's running number, like receipts' `R-…`. */
export const REFUND_NUMBER_PATTERN = /^RF-\d{4}-\d{6}$/;

const taka = (m: RefundMessages) =>
  z.number(m('amount')).int(m('amount')).positive(m('amount')).max(MAX_PAYMENT_TAKA, m('amount'));
const words = (m: RefundMessages, max: number) =>
  z.string(m('reason')).trim().min(1, m('reason')).max(max, m('reasonTooLong')).refine(isCleanText, m('invalidChars'));

/** `POST /api/orders/:oid/refunds`: how much, why, and whether the student is leaving the course. */
export const RefundRequestSchema = (m: RefundMessages = english) =>
  z.object({
    amount: taka(m),
    reason: words(m, 500),
    /**
     * End the order with the refund (its seat is freed). Optional: a refund that takes back money
     * the fee needs ends the order anyway.
     */
    cancelOrder: z.boolean().optional(),
  });
export type RefundRequest = z.infer<ReturnType<typeof RefundRequestSchema>>;

/** `POST /api/refunds/:id/approve`: the owner gives back all that was asked, or part of it. */
export const RefundApproveSchema = (m: RefundMessages = english) =>
  z.object({
    /** Without it, the amount asked. */
    amount: taka(m).optional(),
    method: z.enum(PAYMENT_METHODS, m('method')),
    /** The TrxID of the money sent back, a bank reference or a voucher number. */
    reference: z
      .string(m('reference'))
      .trim()
      .max(60, m('reference'))
      .refine(isCleanText, m('invalidChars'))
      .nullish()
      .transform((v) => v || null),
    cancelOrder: z.boolean().optional(),
    /**
     * Why the money is paid out of a day whose cash-up is closed: asked only then, refused as 409
     * `REFUND_DAY_CLOSED` when missing (docs/decisions/0519).
     */
    closedDayReason: z
      .string(m('closedDayReason'))
      .trim()
      .max(500, m('reasonTooLong'))
      .refine(isCleanText, m('invalidChars'))
      .nullish()
      .transform((v) => v || null),
  });
export type RefundApprove = z.infer<ReturnType<typeof RefundApproveSchema>>;
export type RefundApproveInput = z.input<ReturnType<typeof RefundApproveSchema>>;

/** `POST /api/refunds/:id/decline`: the reason the student reads. */
export const RefundDeclineSchema = (m: RefundMessages = english) => z.object({ reason: words(m, 500) });
export type RefundDecline = z.infer<ReturnType<typeof RefundDeclineSchema>>;

export const RefundIdParamsSchema = z.object({ id: z.uuid('A refund id is a UUID') });
export const RefundNumberParamsSchema = z.object({
  number: z
    .string()
    .max(20)
    .transform((v) => v.trim().toUpperCase())
    .refine((v) => REFUND_NUMBER_PATTERN.test(v), 'A refund number looks like RF-2026-000123'),
});

/** `GET /api/refunds?status=&oid=`: the office sees every order's, anyone else their own orders'. */
export const RefundListQuerySchema = PageQuerySchema.extend({
  status: z.enum(REFUND_STATUSES).optional(),
  oid: z.string().regex(OID_PATTERN, 'An order id is "OID" followed by 8 digits').optional(),
});
export type RefundListQuery = z.infer<typeof RefundListQuerySchema>;

/** A refund as its student and the office see it. */
export const RefundSchema = z.object({
  id: z.string(),
  oid: z.string(),
  status: z.enum(REFUND_STATUSES),
  requestedAmount: z.number().int(),
  /** Why, in the asker's words; null when the app asked (`reasonCode`). */
  reason: z.string().nullable(),
  /**
   * Why, when the app itself asked: the key of its words under `refunds.reasons` in the web's
   * catalogues. `transferDifference` (a transfer to a course that costs less) names `movedFrom`.
   */
  reasonCode: z.enum(REFUND_REASON_CODES).nullable(),
  /** The order a transfer's difference came from (its OID), else null. */
  movedFrom: z.string().nullable(),
  /** Whether it ends (or, once approved, ended) the order. */
  cancelOrder: z.boolean(),
  /** Asked by the office on the student's behalf (or offered by a transfer), not by the student. */
  askedByOffice: z.boolean(),
  /** What was given back (approved only). */
  amount: z.number().int().nullable(),
  method: z.enum(PAYMENT_METHODS).nullable(),
  reference: z.string().nullable(),
  number: z.string().nullable(),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
  studentName: z.string(),
  courseTitle: z.string(),
  /** The course's Bengali title ('' when it has none): a Bengali page shows it (docs/decisions/0471). */
  courseTitleBn: z.string(),
});
export type Refund = z.infer<typeof RefundSchema>;
export const RefundListSchema = z.array(RefundSchema);

/**
 * A money paper's (a receipt's, a refund's) `?lang=`: a Bengali page asks `bn`, and the paper names
 * the course in Bengali; its other words are in both languages whatever is asked.
 */
export const PaperQuerySchema = z.object({ lang: z.enum(LANGUAGES).optional() });

/** What the public check of a refund number shows: only what the paper shows. */
export const PublicRefundSchema = z.object({
  number: z.string(),
  /** The day it was approved, in Khulna (YYYY-MM-DD). */
  date: z.string(),
  amount: z.number().int(),
  schoolName: z.string(),
  schoolNameBn: z.string(),
  /** The student's initials (`N. J.`), never the name. */
  payeeInitials: z.string(),
});
export type PublicRefund = z.infer<typeof PublicRefundSchema>;

// ── Transfers ──

/** `POST /api/orders/:oid/transfer`: the new course, and optionally a batch of it and a start date. */
export const TransferSchema = (m: RefundMessages = english) =>
  z.object({
    cid: z.string(m('course')).trim().min(1, m('course')).max(100, m('course')),
    /** A batch of the new course to seat the student in; without one, the new order has no seat yet. */
    batchId: z.uuid(m('batch')).nullish(),
    /** The new order's start date; without one, the old order's. */
    sdate: z
      .string(m('sdate'))
      .overwrite(asciiDigits)
      .refine(isRealDay, m('sdate'))
      .nullish()
      .transform((v) => v || undefined),
  });
export type Transfer = z.infer<ReturnType<typeof TransferSchema>>;

export const TransferResultSchema = z.object({
  /** The old order (now transferred) and the new one. */
  from: z.string(),
  to: z.string(),
  /** What was carried over from the old order. */
  credit: z.number().int(),
  /** The new course's price at the time of the transfer. */
  price: z.number().int(),
  /** What the new order still needs. */
  due: z.number().int(),
  /** The difference offered back when the new course costs less: a refund request for the owner. */
  refund: z.object({ id: z.string(), amount: z.number().int() }).nullable(),
  /** The batch the new order is seated in, if one was chosen. */
  batchId: z.string().nullable(),
});
export type TransferResult = z.infer<typeof TransferResultSchema>;

export const OrderEndingSchema = z.enum(ORDER_ENDINGS);
