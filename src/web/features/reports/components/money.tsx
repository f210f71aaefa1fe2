import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { Icon } from '#web/components/ui/icon.tsx';
import { taka } from '#web/lib/taka.ts';

/** An amount as the reports write money: ৳12,000 or ৳১২,০০০, on one line, its digits lined up. */
export function Taka({ amount, strong }: { amount: number; strong?: boolean }) {
  useTranslation(); // drawn again in the new digits when the language changes
  return (
    <span className={`whitespace-nowrap tabular-nums ${strong ? 'font-semibold text-slate-900' : ''}`}>
      {taka(amount)}
    </span>
  );
}

/** A warning sign: a triangle with an exclamation mark. */
const WARNING = ['M12 3 2 20h20L12 3Z', 'M12 10v4', 'M12 17h.01'];

/**
 * The overdue taka, marked by a warning sign and a tint, and read out as "Overdue ৳3,000": in a
 * list the column (or the card's line) is labelled Overdue, so the word is not repeated on screen.
 */
export function OverdueBadge({ amount }: { amount: number }) {
  const { t } = useTranslation();
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-rose-100 px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap text-rose-900 ring-1 ring-rose-300"
      data-testid="overdue"
    >
      <Icon d={WARNING} className="size-4" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" />
      <span className="sr-only">{t('reports.dues.overdueWord')} </span>
      <span className="tabular-nums">{taka(amount)}</span>
    </span>
  );
}

/** One headline figure of a report (a term and its value in a `<dl>`): total due, total collected. */
export function ReportFigure({
  label,
  children,
  sub,
  warn,
  testId,
  className = '',
}: {
  label: string;
  children: ReactNode;
  sub?: ReactNode;
  /** The figure is a warning (money overdue): a sign beside the label as well as the colour. */
  warn?: boolean;
  testId?: string;
  className?: string;
}) {
  return (
    <div
      className={`rounded-xl border p-4 shadow-sm ${warn ? 'border-rose-300 bg-rose-50' : 'border-slate-200 bg-white'} ${className}`}
      data-testid={testId}
    >
      <dt className={`flex items-center gap-1.5 text-sm font-medium ${warn ? 'text-rose-900' : 'text-slate-600'}`}>
        {warn && <Icon d={WARNING} className="size-4" strokeWidth={2.2} strokeLinecap="round" strokeLinejoin="round" />}
        {label}
      </dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{children}</dd>
      {sub && <dd className="text-sm text-slate-600">{sub}</dd>}
    </div>
  );
}

/** "Download CSV": the report as a file Excel opens, downloaded with the page's own sign-in. */
export function CsvLink({ href, label }: { href: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} download className={buttonStyles.secondary}>
      <Icon
        d={['M12 4v11', 'm7 10 5 5 5-5', 'M5 20h14']}
        className="size-4"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {label ?? t('reports.downloadCsv')}
    </a>
  );
}
