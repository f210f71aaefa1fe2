import type { TFunction } from 'i18next';
import { scheduleFromPlan, type PlanPart } from '#shared/instalment-schedule.ts';
import { taka } from '#web/lib/taka.ts';

/**
 * A plan in words for a fee: "৳6,000 at booking, ৳6,000 30 days later". The taka are worked out
 * as a booking will fix them, so what a page promises is what the student is later asked for.
 */
export function planInWords(t: TFunction, plan: PlanPart[], fee: number): string {
  return scheduleFromPlan(plan, fee, '2000-01-01')
    .map((part, i) => {
      const days = plan[i]!.afterDays;
      const amount = taka(part.amount);
      return days === 0 ? t('courses.plan.atBooking', { amount }) : t('courses.plan.after', { amount, count: days });
    })
    .join(', ');
}
