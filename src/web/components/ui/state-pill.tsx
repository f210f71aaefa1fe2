import type { ReactNode } from 'react';

/** Where a claim or request stands: waiting for someone, settled in its favour, or refused. */
export type StateTone = 'waiting' | 'done' | 'refused';

const tones: Record<StateTone, string> = {
  waiting: 'bg-amber-100 text-amber-900 ring-amber-300',
  done: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  refused: 'bg-rose-100 text-rose-900 ring-rose-300',
};

/** A small rounded state in words and colour (a payment's, a refund's). */
export function StatePill({ tone, testId, children }: { tone: StateTone; testId?: string; children: ReactNode }) {
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tones[tone]}`}
      data-testid={testId}
    >
      {children}
    </span>
  );
}
