import { addDays } from './dates';

/**
 * The arithmetic of paying a fee in parts, without the schemas, so a public page that only shows a
 * plan in words does not carry the validation library with it. Money is whole taka throughout.
 */

/** A part of a plan: a share of the fee due so many days after booking (0: at booking). */
export interface PlanPart {
  percent: number;
  afterDays: number;
}
/** A part of an order's fee as fixed at booking: taka and a day (YYYY-MM-DD). */
export interface ScheduledPart {
  amount: number;
  dueDate: string;
}
/** A scheduled part with what confirmed payments have covered of it. */
export interface PartState extends ScheduledPart {
  paid: number;
  due: number;
  overdue: boolean;
}

/**
 * A plan applied to a fee on a booking day: each part's taka rounded down, the last part taking
 * what rounding left over, so the parts always add up to the fee exactly.
 */
export function scheduleFromPlan(plan: PlanPart[], fee: number, bookedOn: string): ScheduledPart[] {
  let given = 0;
  return plan.map((part, i) => {
    const amount = i === plan.length - 1 ? fee - given : Math.floor((fee * part.percent) / 100);
    given += amount;
    return { amount, dueDate: addDays(bookedOn, part.afterDays) };
  });
}

/** The schedule of an order: its own, or the whole fee due on the start date when booked without a plan. */
export function orderSchedule(stored: ScheduledPart[] | null, fee: number, startDate: string): ScheduledPart[] {
  return stored && stored.length > 0 ? stored : [{ amount: fee, dueDate: startDate }];
}

/**
 * Confirmed money pays the parts in order, earliest first. A part is overdue when its day has
 * passed (today is still in time) and some of it is unpaid.
 */
export function instalmentStates(schedule: ScheduledPart[], paid: number, today: string): PartState[] {
  let left = paid;
  return schedule.map((part) => {
    const covered = Math.min(part.amount, Math.max(left, 0));
    left -= covered;
    const due = part.amount - covered;
    return { ...part, paid: covered, due, overdue: due > 0 && part.dueDate < today };
  });
}

/** The taka overdue today and the first unpaid part's date (null when all is paid). */
export function dueSummary(states: PartState[]): { overdue: number; nextDueDate: string | null } {
  return {
    overdue: states.reduce((sum, s) => sum + (s.overdue ? s.due : 0), 0),
    nextDueDate: states.find((s) => s.due > 0)?.dueDate ?? null,
  };
}
