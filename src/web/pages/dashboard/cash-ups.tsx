import { guardedSection, isOwner } from '#web/features/auth/components/require-auth.tsx';
import { CashUpMonthView } from '#web/features/cash-up/components/cash-up-month.tsx';
import { cashUpTexts } from '#web/features/cash-up/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { paymentsTexts } from '#web/features/payments/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [cashUpTexts, dashboardTexts, paymentsTexts];

/** /dashboard/cash-ups: the owner's list of every day, closed or not. */
export const CashUpsPage = guardedSection(
  { title: 'cashUp.month.title', intro: 'cashUp.month.intro' },
  CashUpMonthView,
  isOwner,
);
