import { z } from 'zod';

/**
 * Paying a course fee in parts. A course's plan says which share of the fee is due how many days
 * after booking (0: at booking); an order copies it at booking as taka and dates, so a later change
 * to the plan or the price never moves a student's due dates. Money is whole taka throughout.
 */

/** The most parts a plan may have: a course runs for weeks, not years. */
export const MAX_INSTALMENTS = 6;
/** The latest a part may fall due: a year after booking. */
export const MAX_INSTALMENT_DAYS = 365;

/**
 * The plan's field messages: the API sends them in `fields` (e.g. `instalmentPlan.1.afterDays`)
 * and the course form maps them to its catalogue, like the course's other field messages.
 */
export const INSTALMENT_MESSAGES = {
  planPercent: 'A part is 1 to 100 percent',
  planDays: 'Days after booking: 0 to 365',
  planParts: 'At most 6 parts',
  planTotal: 'The parts must add up to 100%',
  planOrder: 'Each part falls due after the one before',
} as const;
const M = INSTALMENT_MESSAGES;

export const InstalmentPartSchema = z.object({
  /** Share of the fee (after any discount), 1-100; the parts add up to 100. */
  percent: z.number(M.planPercent).int(M.planPercent).min(1, M.planPercent).max(100, M.planPercent),
  /** Days after the booking day the part is due; 0 means at booking. */
  afterDays: z.number(M.planDays).int(M.planDays).min(0, M.planDays).max(MAX_INSTALMENT_DAYS, M.planDays),
});
export type InstalmentPart = z.infer<typeof InstalmentPartSchema>;

/** The rules a whole plan keeps: its shares add up to the fee, and each part falls due after the last. */
export function checkPlan(parts: InstalmentPart[], ctx: z.RefinementCtx): void {
  if (parts.reduce((sum, p) => sum + p.percent, 0) !== 100) ctx.addIssue({ code: 'custom', message: M.planTotal });
  for (let i = 1; i < parts.length; i++)
    if (parts[i]!.afterDays <= parts[i - 1]!.afterDays)
      ctx.addIssue({ code: 'custom', path: [i, 'afterDays'], message: M.planOrder });
}

export const InstalmentPlanSchema = z
  .array(InstalmentPartSchema)
  .min(1, M.planTotal)
  .max(MAX_INSTALMENTS, M.planParts)
  .superRefine(checkPlan);

/** The course form's plan: no parts at all means no plan (null), else a whole plan. */
export const PlanFieldSchema = z
  .array(InstalmentPartSchema)
  .max(MAX_INSTALMENTS, M.planParts)
  .superRefine((parts, ctx) => {
    if (parts.length > 0) checkPlan(parts, ctx);
  })
  .transform((parts) => (parts.length > 0 ? parts : null));
export type InstalmentPlan = z.infer<typeof InstalmentPlanSchema>;

/** One part of an order's fee as fixed at booking. */
export const InstalmentSchema = z.object({
  amount: z.number().int(),
  /** YYYY-MM-DD, a school day in Khulna. */
  dueDate: z.string(),
});
export type Instalment = z.infer<typeof InstalmentSchema>;

/** A part as the ledger shows it: how much of it confirmed payments have covered. */
export const InstalmentStateSchema = InstalmentSchema.extend({
  paid: z.number().int(),
  due: z.number().int(),
  /** Due date passed and not fully paid. */
  overdue: z.boolean(),
});
export type InstalmentState = z.infer<typeof InstalmentStateSchema>;

export { scheduleFromPlan, orderSchedule, instalmentStates, dueSummary } from '#shared/instalment-schedule.ts';
