import { guardedSection, isOwner } from '#web/features/auth/components/require-auth.tsx';
import { CashUpMonthView } from '#web/features/cash-up/components/cash-up-month.tsx';

/** /dashboard/cash-ups: the owner's list of every day, closed or not. */
export const CashUpsPage = guardedSection(
  { title: 'cashUp.month.title', intro: 'cashUp.month.intro' },
  CashUpMonthView,
  isOwner,
);
