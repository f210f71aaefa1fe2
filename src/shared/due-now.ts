import type { InstalmentState } from './schemas/instalments';

/**
 * What a student owes today, which the office's "Record cash" offers as the amount
 * (docs/decisions/0480): the unpaid parts of the fee whose day has come (the overdue ones and
 * today's); when none has come yet, the next unpaid part, since a student at the counter pays the
 * part that falls due next. Never more than the order's whole due; 0 when nothing is due.
 */
export function dueNow(ledger: { due: number; instalments: InstalmentState[] }, today: string): number {
  if (ledger.due <= 0) return 0;
  const unpaid = ledger.instalments.filter((part) => part.due > 0);
  const reached = unpaid.filter((part) => part.dueDate <= today).reduce((sum, part) => sum + part.due, 0);
  const amount = reached > 0 ? reached : (unpaid[0]?.due ?? ledger.due);
  return Math.min(amount, ledger.due);
}
