import { z } from 'zod';
import { PAYMENT_METHODS } from '#shared/constants.ts';
import { isRealDay } from '#shared/dates.ts';
import { asciiDigits } from '#shared/digits.ts';
import en from '#shared/i18n/en.json' with { type: 'json' };
import { LANGUAGES } from '#shared/language.ts';

/** The longest span one collections report covers: a year, so one request stays small. */
export const MAX_REPORT_DAYS = 366;

/**
 * What the range rules say, by catalogue key. The collections page and
 * `GET /api/reports/collections` validate with the same schema; each passes its own lookup (the
 * API answers the English catalogue's text, the page its current language).
 */
export type ReportMessageKey = keyof typeof en.reports.errors;
export type ReportMessages = (key: ReportMessageKey) => string;
const english: ReportMessages = (key) => en.reports.errors[key];

/** Whole days from `from` to `to`, both included. */
export const daysInRange = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

const day = (m: ReportMessages) => z.string(m('day')).overwrite(asciiDigits).refine(isRealDay, m('day'));

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`, days in the school's time (Asia/Dhaka), both included. */
const rangeIsSound =
  (m: ReportMessages) => (q: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
    if (!q.from || !q.to) return;
    if (q.from > q.to) ctx.addIssue({ code: 'custom', path: ['to'], message: m('order') });
    else if (daysInRange(q.from, q.to) > MAX_REPORT_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: m('tooLong') });
  };
export const collectionsQuerySchema = (m: ReportMessages = english) =>
  z.object({ from: day(m).optional(), to: day(m).optional() }).superRefine(rangeIsSound(m));
export const CollectionsQuerySchema = collectionsQuerySchema();
export type CollectionsQuery = z.infer<typeof CollectionsQuerySchema>;

/**
 * A CSV download's `?lang=`: the language of its column names (docs/decisions/0491). Without it
 * they are the English ones every download has always had.
 */
const csvLanguage = z.enum(LANGUAGES).optional();
export const CsvQuerySchema = z.object({ lang: csvLanguage });
export const CsvRangeQuerySchema = z
  .object({ from: day(english).optional(), to: day(english).optional(), lang: csvLanguage })
  .superRefine(rangeIsSound(english));

/** An order that still owes money: what it cost, what was taken off, paid, and what is left. */
export const DueRowSchema = z.object({
  oid: z.string(),
  sid: z.string(),
  name: z.string(),
  phone: z.string(),
  courseTitle: z.string(),
  /** The course's Bengali title ('' when it has none). */
  courseTitleBn: z.string(),
  /** The day it was booked (Asia/Dhaka). */
  bookedOn: z.string(),
  price: z.number().int(),
  discount: z.number().int(),
  paid: z.number().int(),
  /** Approved refunds on the order. */
  refunded: z.number().int(),
  /** What the order holds: paid and carried in by a transfer, less refunds (the ledger's net). */
  net: z.number().int(),
  due: z.number().int(),
  /** What the order holds beyond its fee: the office's to give back. */
  toRefund: z.number().int(),
  /** Of the due, the taka whose instalment date has passed. */
  overdue: z.number().int(),
  /** The first instalment not fully paid (YYYY-MM-DD): its date is when the office chases next. */
  nextDueDate: z.string().nullable(),
});
export type DueRow = z.infer<typeof DueRowSchema>;

export const DuesSchema = z.object({
  rows: z.array(DueRowSchema),
  total: z.number().int(),
  /** The part of the total already overdue. */
  overdue: z.number().int(),
  /** What overpaid orders hold beyond their fees. */
  toRefund: z.number().int(),
});
export type Dues = z.infer<typeof DuesSchema>;

/** Confirmed money on one day (Asia/Dhaka) by one method. */
export const CollectionRowSchema = z.object({
  date: z.string(),
  method: z.enum(PAYMENT_METHODS),
  payments: z.number().int(),
  amount: z.number().int(),
});
export type CollectionRow = z.infer<typeof CollectionRowSchema>;

export const CollectionsSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(CollectionRowSchema),
  /** The same money per month (`YYYY-MM`) and method. */
  months: z.array(CollectionRowSchema.extend({ date: z.string() })),
  /** Money received. */
  total: z.number().int(),
  /** Refunds approved in the same days, per day and method (`payments` counts refunds). */
  refundDays: z.array(CollectionRowSchema),
  refunded: z.number().int(),
  /** Received less refunded. */
  net: z.number().int(),
});
export type Collections = z.infer<typeof CollectionsSchema>;

/** The most months the dashboard's chart asks for at once: two years. */
export const MAX_CHART_MONTHS = 24;

/** `?months=12`: how many months, ending with this one (Asia/Dhaka). */
export const MonthlyQuerySchema = z.object({
  months: z.coerce
    .number('Give the number of months as a whole number.')
    .int('Give the number of months as a whole number.')
    .min(1, 'Give the number of months as a whole number.')
    .max(MAX_CHART_MONTHS, `At most ${MAX_CHART_MONTHS} months at a time.`)
    .default(12),
});
export type MonthlyQuery = z.infer<typeof MonthlyQuerySchema>;

/** One month (`YYYY-MM`, in the school's time) of the office's figures. */
export const MonthFiguresSchema = z.object({
  month: z.string(),
  /** Orders booked in the month. */
  bookings: z.number().int(),
  /** Their fees in taka, after any discount: what those bookings are worth. */
  booked: z.number().int(),
  /** Confirmed payments in taka, by the day each was confirmed. */
  collected: z.number().int(),
  /** Approved refunds in taka, by the day each was approved. */
  refunded: z.number().int(),
});
export type MonthFigures = z.infer<typeof MonthFiguresSchema>;

/** Every month of the span, oldest first, a month with nothing included as zeros. */
export const MonthlySchema = z.object({ months: z.array(MonthFiguresSchema) });
export type Monthly = z.infer<typeof MonthlySchema>;

/** An approved refund as the refunds CSV lists it: on the day (Asia/Dhaka) the owner approved it. */
export const RefundRowSchema = z.object({
  date: z.string(),
  number: z.string(),
  oid: z.string(),
  name: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string().nullable(),
  amount: z.number().int(),
});
export type RefundRow = z.infer<typeof RefundRowSchema>;

/**
 * The owner's month (docs/decisions/0451): students at each stage, this month and the one before
 * (Asia/Dhaka months), the money, and the same per course.
 */
export const STAGES = ['enquiries', 'bookings', 'firstPayment', 'attending', 'ready', 'certified'] as const;
export type Stage = (typeof STAGES)[number];

const monthPattern = /^\d{4}-(0[1-9]|1[0-2])$/;
/** `?month=YYYY-MM` (this month when left out). */
export const StatisticsQuerySchema = z.object({
  month: z.string().overwrite(asciiDigits).regex(monthPattern, 'Write the month as YYYY-MM.').optional(),
});
export type StatisticsQuery = z.infer<typeof StatisticsQuerySchema>;
export const StatisticsCsvQuerySchema = StatisticsQuerySchema.extend({ lang: csvLanguage });

/** One figure in the month asked for and the month before it. */
export const PairSchema = z.object({ this: z.number().int(), last: z.number().int() });
export type Pair = z.infer<typeof PairSchema>;

/** The money of a month: confirmed payments, approved refunds, the two netted, and what is still owed at its end. */
export const StatisticsMoneySchema = z.object({
  collected: PairSchema,
  refunded: PairSchema,
  net: PairSchema,
  outstanding: PairSchema,
});
export type StatisticsMoney = z.infer<typeof StatisticsMoneySchema>;

/** A course's stages (enquiries name no course, so they are the school's alone) and money. */
export const CourseStatisticsSchema = z.object({
  cid: z.string(),
  title: z.string(),
  /** The course's Bengali title as its owner writes it now ('' when none, or the course is gone). */
  titleBn: z.string(),
  stages: z.object(
    Object.fromEntries(STAGES.filter((s) => s !== 'enquiries').map((s) => [s, PairSchema])) as Record<
      Exclude<Stage, 'enquiries'>,
      typeof PairSchema
    >,
  ),
  money: StatisticsMoneySchema,
});
export type CourseStatistics = z.infer<typeof CourseStatisticsSchema>;

/** `GET /api/reports/statistics?month=`: the school's stages and money, then each course's. */
export const StatisticsSchema = z.object({
  month: z.string(),
  previous: z.string(),
  stages: z.object(Object.fromEntries(STAGES.map((s) => [s, PairSchema])) as Record<Stage, typeof PairSchema>),
  money: StatisticsMoneySchema,
  courses: z.array(CourseStatisticsSchema),
});
export type Statistics = z.infer<typeof StatisticsSchema>;
