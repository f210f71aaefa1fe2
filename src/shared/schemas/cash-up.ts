import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from '#shared/constants.ts';
import { isRealDay } from '#shared/dates.ts';
import { asciiDigits } from '#shared/digits.ts';
import en from '#shared/i18n/en.json' with { type: 'json' };
import { isCleanText } from '#shared/text.ts';

/**
 * The day's cash-up (docs/decisions/0450): an admin counts each method's money at the end of a
 * school day and closes the day; the app keeps its own confirmed figures beside the counts. The
 * close form and `POST /api/cash-up` validate with the same schema, each with its own message lookup.
 */
export type CashUpMessageKey = keyof typeof en.cashUp.errors;
export type CashUpMessages = (key: CashUpMessageKey) => string;
const english: CashUpMessages = (key) => en.cashUp.errors[key];

/** More than a school counts in a day; a larger figure is a typo. */
export const MAX_COUNTED_TAKA = 100_000_000;
/** The longest note or reason: a few sentences. */
export const MAX_CASH_UP_TEXT = 500;

const day = (m: CashUpMessages) => z.string(m('day')).overwrite(asciiDigits).refine(isRealDay, m('day'));

const taka = (m: CashUpMessages) =>
  z.number(m('counted')).int(m('counted')).min(0, m('counted')).max(MAX_COUNTED_TAKA, m('countedTooLarge'));

const text = (m: CashUpMessages, required: boolean) =>
  z
    .string(m(required ? 'reason' : 'note'))
    .trim()
    .max(MAX_CASH_UP_TEXT, m('tooLong'))
    .refine(isCleanText, m('invalidChars'))
    .refine((v) => !required || v.length > 0, m('reason'));

const perMethod = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(PAYMENT_METHODS.map((method) => [method, value])) as Record<PaymentMethod, T>);

/**
 * `POST /api/cash-up`: the day, each method's counted taka (every method, 0 for none), a note (needed
 * when any count differs from the app's figure; the server says so, since only it knows the figures
 * at the moment of closing), and what the closer saw of each method's expected figure: when payments
 * were confirmed or refunds approved into the day since, the close is refused, so nobody signs
 * figures they never saw.
 */
export const cashUpCloseSchema = (m: CashUpMessages = english) =>
  z.object({
    day: day(m),
    counted: perMethod(taka(m)),
    note: text(m, false).default(''),
    seen: perMethod(z.number().int()).optional(),
  });
export const CashUpCloseSchema = cashUpCloseSchema();
export type CashUpClose = z.infer<typeof CashUpCloseSchema>;
export type CashUpCloseInput = z.input<typeof CashUpCloseSchema>;

/**
 * The close form's fields as typed: each method's count as text (Bengali digits are fine, empty is
 * refused), turned into the whole taka `cashUpCloseSchema` takes, and the note.
 */
export const cashUpFormSchema = (m: CashUpMessages = english) =>
  z.object({
    counted: perMethod(
      z.string(m('counted')).overwrite(asciiDigits).trim().regex(/^\d+$/, m('counted')).transform(Number).pipe(taka(m)),
    ),
    note: text(m, false),
  });
export type CashUpFormInput = z.input<ReturnType<typeof cashUpFormSchema>>;
export type CashUpForm = z.output<ReturnType<typeof cashUpFormSchema>>;

/** `POST /api/cash-ups/:id/reopen`: the owner's reason, kept on the close and in the audit log. */
export const cashUpReopenSchema = (m: CashUpMessages = english) => z.object({ reason: text(m, true) });
export const CashUpReopenSchema = cashUpReopenSchema();
export type CashUpReopen = z.infer<typeof CashUpReopenSchema>;

/**
 * Why a payment is confirmed or recorded into a day already closed. The payment routes take it as
 * `closedDayReason`; without it, such a payment is refused (409 `DAY_CLOSED`).
 */
export const closedDayReasonSchema = (m: CashUpMessages = english) => text(m, true);

export const CashUpDayParamsSchema = z.object({ day: day(english) });
export const CashUpIdParamsSchema = z.object({ id: z.uuid('A cash-up id is a UUID') });

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
/** `?month=YYYY-MM` (this month when left out). */
export const CashUpMonthQuerySchema = z.object({
  month: z.string().overwrite(asciiDigits).regex(monthPattern, 'Write the month as YYYY-MM.').optional(),
});
export type CashUpMonthQuery = z.infer<typeof CashUpMonthQuerySchema>;

/**
 * One method in a close: the app's figure when the day was closed (confirmed less refunded), the
 * count, and counted less expected.
 */
export const CashUpLineSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  payments: z.number().int(),
  expected: z.number().int(),
  counted: z.number().int(),
  difference: z.number().int(),
});
export type CashUpLine = z.infer<typeof CashUpLineSchema>;

const person = z.object({ name: z.string(), email: z.string().nullable() }).nullable();

/** A close as it was made, and, when the owner re-opened it, when, by whom and why. */
export const CashUpSchema = z.object({
  id: z.string(),
  day: z.string(),
  lines: z.array(CashUpLineSchema),
  expected: z.number().int(),
  counted: z.number().int(),
  difference: z.number().int(),
  note: z.string(),
  closedAt: z.string(),
  closedBy: person,
  reopenedAt: z.string().nullable(),
  reopenedBy: person,
  reopenReason: z.string().nullable(),
});
export type CashUp = z.infer<typeof CashUpSchema>;

/** A payment confirmed into a day after it was closed: by the office with its reason, or by bKash. */
export const LateEntrySchema = z.object({
  paymentId: z.string(),
  oid: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().int(),
  receiptNumber: z.string().nullable(),
  confirmedAt: z.string(),
  via: z.enum(['office', 'bkash']),
  reason: z.string().nullable(),
  by: z.string().nullable(),
});
export type LateEntry = z.infer<typeof LateEntrySchema>;

/** A refund approved after its day was closed: money paid out of takings already counted, and why. */
export const LateRefundSchema = z.object({
  refundId: z.string(),
  oid: z.string(),
  number: z.string(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().int(),
  approvedAt: z.string(),
  reason: z.string(),
  by: z.string().nullable(),
});
export type LateRefund = z.infer<typeof LateRefundSchema>;

/**
 * The app's money of one method on a day, as it stands now: what was confirmed coming in, what was
 * paid back by approved refunds, and so what should be in hand (`expected`, which a count is held
 * against).
 */
export const DayMethodSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  payments: z.number().int(),
  amount: z.number().int(),
  refunds: z.number().int(),
  refunded: z.number().int(),
  expected: z.number().int(),
});
export type DayMethod = z.infer<typeof DayMethodSchema>;

/**
 * `GET /api/cash-up/:day`: the day's confirmed money per method now, its standing close (null while
 * open), the payments that came in and the refunds paid out after that close, and the earlier
 * closes the owner re-opened.
 */
export const CashUpDaySchema = z.object({
  day: z.string(),
  today: z.string(),
  methods: z.array(DayMethodSchema),
  /** Confirmed coming in, all methods. */
  total: z.number().int(),
  /** Paid back by refunds approved that day, all methods. */
  refunded: z.number().int(),
  /** What should be in hand: `total` less `refunded`. */
  expected: z.number().int(),
  close: CashUpSchema.nullable(),
  late: z.array(LateEntrySchema),
  /** Refunds approved after the standing close, with the owner's reasons. */
  lateRefunds: z.array(LateRefundSchema),
  reopened: z.array(CashUpSchema),
});
export type CashUpDay = z.infer<typeof CashUpDaySchema>;

/** One day of the owner's month: the money confirmed now, and the standing close's figures. */
export const CashUpListDaySchema = z.object({
  day: z.string(),
  payments: z.number().int(),
  total: z.number().int(),
  /** Paid back that day by approved refunds. */
  refunded: z.number().int(),
  close: CashUpSchema.nullable(),
  /**
   * Since the close: the payments confirmed into the day and their taka, and the refunds paid out of
   * it and theirs.
   */
  late: z.object({
    payments: z.number().int(),
    amount: z.number().int(),
    refunds: z.number().int(),
    refunded: z.number().int(),
  }),
  /** Closes of this day the owner re-opened. */
  reopened: z.number().int(),
});
export type CashUpListDay = z.infer<typeof CashUpListDaySchema>;

/** `GET /api/cash-ups?month=`: every day of the month up to today, newest first. */
export const CashUpMonthSchema = z.object({
  month: z.string(),
  today: z.string(),
  days: z.array(CashUpListDaySchema),
});
export type CashUpMonth = z.infer<typeof CashUpMonthSchema>;
