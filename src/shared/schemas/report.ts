import { z } from 'zod';
import { PAYMENT_METHODS } from '../constants';
import { isRealDay } from '../dates';
import { asciiDigits } from '../digits';

/** The longest span one collections report covers: a year, so one request stays small. */
export const MAX_REPORT_DAYS = 366;

const day = z
  .string('Write the date as YYYY-MM-DD.')
  .overwrite(asciiDigits)
  .refine(isRealDay, 'Write the date as YYYY-MM-DD.');

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`, days in the school's time (Asia/Dhaka), both included. */
export const CollectionsQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    path: ['to'],
    message: 'The end date is before the start date.',
  });
export type CollectionsQuery = z.infer<typeof CollectionsQuerySchema>;

/** An order that still owes money: what it cost, what was taken off, paid, and what is left. */
export const DueRowSchema = z.object({
  oid: z.string(),
  sid: z.string(),
  name: z.string(),
  phone: z.string(),
  courseTitle: z.string(),
  /** The day it was booked (Asia/Dhaka). */
  bookedOn: z.string(),
  price: z.number().int(),
  discount: z.number().int(),
  paid: z.number().int(),
  due: z.number().int(),
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
  total: z.number().int(),
});
export type Collections = z.infer<typeof CollectionsSchema>;
