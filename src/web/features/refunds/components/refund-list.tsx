import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REFUND_STATUSES, type RefundStatus } from '#shared/constants.ts';
import type { Refund } from '#shared/schemas/refund.ts';
import { FilterSelect } from '#web/components/ui/list-filters.tsx';
import { ManageList, useListControls } from '#web/components/ui/manage-list.tsx';
import { paths } from '#web/config/paths.ts';
import { taka } from '#web/lib/taka.ts';
import { pickText } from '#shared/bilingual.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { useRefunds } from '#web/features/refunds/api/refunds.ts';
import { useOwnerDecisions } from './owner-decisions';
import { RefundDetails } from './refund-details';
import { RefundStatusBadge } from './refund-status';

/**
 * The Refund page's list: the waiting requests first, then the decided ones, newest first. The
 * office sees every order's, with each order's page a tap away; a student their own. The owner
 * approves or declines a waiting one where it stands; everyone else reads.
 */
export function RefundList({ staff, isOwner }: { staff: boolean; isOwner: boolean }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const controls = useListControls();
  const status = controls.filters.status as RefundStatus | undefined;
  const list = useRefunds({ status, page: controls.page, limit: controls.limit });
  const decisions = useOwnerDecisions();
  return (
    <>
      <ManageList
        controls={controls}
        list={list}
        caption={t('refunds.caption')}
        rowKey={(r) => r.id}
        loadFailed={t('refunds.loadFailed')}
        empty={<p className="rounded-xl bg-white p-4 text-slate-600 shadow-sm">{t('refunds.empty')}</p>}
        filters={
          <FilterSelect
            label={t('refunds.show')}
            anyLabel={t('refunds.statusFilter.all')}
            value={status}
            onChange={(v) => controls.setFilterValue('status', v)}
            options={REFUND_STATUSES.map((s) => ({ value: s, label: t(`refunds.statusFilter.${s}`) }))}
          />
        }
        columns={() => [
          {
            header: t('refunds.col.student'),
            cell: (r: Refund) => {
              // The course in the page's language; its English title (marked as English) when no Bengali one is written.
              const course = pickText(language, r.courseTitle, r.courseTitleBn);
              return (
                <span className="flex min-w-36 flex-col">
                  <span className="font-medium">{r.studentName}</span>
                  <span lang={course.language} className="text-xs text-slate-600" data-testid="refund-course">
                    {course.text}
                  </span>
                  {staff ? (
                    <Link to={paths.editOrder(r.oid)} className="font-mono text-sm text-brand-800 underline">
                      {r.oid}
                    </Link>
                  ) : (
                    <span className="font-mono text-sm">{r.oid}</span>
                  )}
                </span>
              );
            },
            role: 'title',
          },
          {
            header: t('refunds.col.amount'),
            cell: (r: Refund) => (
              <span className="font-semibold whitespace-nowrap tabular-nums">
                {taka(r.amount ?? r.requestedAmount)}
              </span>
            ),
          },
          {
            header: t('refunds.col.state'),
            cell: (r: Refund) => (
              <div className="flex min-w-56 flex-col items-start gap-2" data-testid="refund-item">
                <RefundStatusBadge status={r.status} />
                <RefundDetails refund={r} />
              </div>
            ),
          },
          ...(isOwner ? [{ header: t('refunds.col.actions'), cell: decisions.buttons, role: 'actions' as const }] : []),
        ]}
      />
      {isOwner && decisions.dialogs}
    </>
  );
}
