import { useTranslation } from 'react-i18next';
import type { DueRow } from '#shared/schemas/report.ts';
import { asciiDigits } from '#shared/digits.ts';
import { ManageList, useListControls, type ListQuery } from '#web/components/ui/manage-list.tsx';
import { OrderLink } from '#web/components/ui/order-link.tsx';
import { PhoneLink } from '#web/components/ui/phone-link.tsx';
import { formatCount, formatShortDay } from '#web/lib/format.ts';
import { useDues } from '#web/features/reports/api/get-dues.ts';
import { OverdueBadge, ReportFigure, Taka } from './money';
import { textIn } from '#shared/bilingual.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';

/**
 * Whether a row is the one looked for: a name or part of one (any case), a SID, an order id, or a
 * phone number however it is written (Bengali digits, dashes, +880).
 */
export function matchesDue(row: DueRow, search: string | undefined): boolean {
  const q = asciiDigits(search ?? '')
    .trim()
    .toLowerCase();
  if (!q) return true;
  const digits = q.replace(/\D/g, '').replace(/^88(?=01)/, '');
  return (
    row.name.toLowerCase().includes(q) ||
    row.sid.toLowerCase().includes(q) ||
    row.oid.toLowerCase().includes(q) ||
    (digits.length >= 4 && row.phone.includes(digits))
  );
}

/**
 * The office's dues: the totals (due, of it overdue, how many orders), then every order that still
 * owes, overdue first, each with a phone to tap and a link to its order. The server sends the whole
 * list (it is the school's debtors, not its history); the search and the pages are the browser's.
 */
export function DuesList() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const controls = useListControls();
  const dues = useDues();
  const matching = dues.data?.rows.filter((r) => matchesDue(r, controls.filter));
  const { page, limit } = controls;
  const list: ListQuery<DueRow> = {
    data: matching && { items: matching.slice((page - 1) * limit, page * limit), total: matching.length },
    isPending: dues.isPending,
    isError: dues.isError,
    isPlaceholderData: false,
    refetch: dues.refetch,
  };

  return (
    <div className="flex flex-col gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-busy={dues.isPending}>
        <ReportFigure label={t('reports.dues.total')} testId="dues-total">
          {dues.data ? <Taka amount={dues.data.total} /> : '…'}
        </ReportFigure>
        <ReportFigure label={t('reports.dues.overdue')} testId="dues-overdue" warn={!!dues.data?.overdue}>
          {dues.data ? <Taka amount={dues.data.overdue} /> : '…'}
        </ReportFigure>
        <ReportFigure label={t('reports.dues.owing')} testId="dues-count">
          {dues.data ? formatCount(dues.data.rows.filter((r) => r.due > 0).length) : '…'}
        </ReportFigure>
        {/* Money held beyond the fee: the office's to give back. */}
        <ReportFigure label={t('reports.dues.toRefundTotal')} testId="dues-to-refund">
          {dues.data ? <Taka amount={dues.data.toRefund} /> : '…'}
        </ReportFigure>
      </dl>
      <ManageList
        controls={controls}
        list={list}
        search={{ label: t('reports.dues.searchLabel'), placeholder: t('reports.dues.searchPlaceholder') }}
        caption={t('reports.dues.caption')}
        rowKey={(r) => r.oid}
        loadFailed={t('reports.dues.loadFailed')}
        empty={
          <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{t('reports.dues.none')}</p>
        }
        // An overdue debt is marked by a bar at its start as well as by its words.
        rowClassName={(r) =>
          r.overdue > 0 ? 'border-l-4 border-l-rose-600 bg-rose-50/40' : 'border-l-4 border-l-transparent'
        }
        columns={() => [
          {
            header: t('reports.dues.col.student'),
            cell: (r) => (
              <span className="flex min-w-36 flex-col items-start">
                <span className="font-medium">{r.name}</span>
                <span className="font-mono text-xs text-slate-600">{r.sid}</span>
                {/* The order, one tap away: where its payments are recorded. */}
                <OrderLink oid={r.oid} label={t('reports.dues.openOrder', { oid: r.oid })} className="text-sm" />
              </span>
            ),
            role: 'title',
          },
          {
            header: t('reports.dues.col.phone'),
            cell: (r) => <PhoneLink phone={r.phone} className="inline-flex min-h-11 items-center whitespace-nowrap" />,
          },
          {
            header: t('reports.dues.col.course'),
            // The booking day under the course: what was booked, and when.
            cell: (r) => (
              <span className="flex min-w-36 flex-col">
                <span>{textIn(language, r.courseTitle, r.courseTitleBn)}</span>
                <span className="text-xs whitespace-nowrap text-slate-600">
                  {t('reports.dues.bookedOn', { date: formatShortDay(r.bookedOn) ?? r.bookedOn })}
                </span>
              </span>
            ),
          },
          {
            header: t('reports.dues.col.nextDue'),
            cell: (r) => (
              <span className={`whitespace-nowrap ${r.overdue > 0 ? 'font-semibold text-rose-800' : ''}`}>
                {formatShortDay(r.nextDueDate) ?? '—'}
              </span>
            ),
          },
          { header: t('reports.dues.col.paid'), cell: (r) => <Taka amount={r.paid} /> },
          {
            header: t('reports.dues.col.due'),
            // An order paid beyond its fee owes nothing: what it holds over is said in words.
            cell: (r) =>
              r.toRefund > 0 ? (
                <span className="flex flex-col font-semibold text-amber-900" data-testid="due-to-refund">
                  <span>{t('reports.dues.toRefund')}</span>
                  <Taka amount={r.toRefund} />
                </span>
              ) : (
                <Taka amount={r.due} strong />
              ),
          },
          {
            header: t('reports.dues.col.overdue'),
            cell: (r) =>
              r.overdue > 0 ? (
                <OverdueBadge amount={r.overdue} />
              ) : (
                <span className="text-slate-600">{t('reports.dues.notOverdue')}</span>
              ),
          },
        ]}
      />
    </div>
  );
}
