import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { FilterDate } from '#web/components/ui/list-filters.tsx';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { OrderLink } from '#web/components/ui/order-link.tsx';
import { useUpcomingTests } from '#web/features/road-tests/api/road-tests.ts';
import { clockTime, sessionDay } from '#web/lib/schedule.ts';

/**
 * The office's BRTA test appointments between two days (today and the next 30 by default): the
 * day and time, the student (name and SID), which test, where, the result, and the order one tap
 * away, where a result is recorded.
 */
export function UpcomingTests() {
  const { t } = useTranslation();
  const today = todayInDhaka();
  const [from, setFrom] = useState(today);
  const [to, setTo] = useState(addDays(today, 30));
  const list = useUpcomingTests(from, to);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-3">
        <FilterDate label={t('roadTests.page.from')} value={from} onChange={(v) => setFrom(v ?? today)} />
        <FilterDate label={t('roadTests.page.to')} value={to} onChange={(v) => setTo(v ?? addDays(from, 30))} />
      </div>
      {list.isError ? (
        <ListLoadError message={t('roadTests.page.loadFailed')} onRetry={() => void list.refetch()} />
      ) : list.data?.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-3 text-slate-700">{t('roadTests.page.empty')}</p>
      ) : (
        <DataTable
          caption={t('roadTests.page.caption')}
          rows={list.data}
          loading={list.isPending}
          rowKey={(a) => a.id}
          columns={[
            {
              header: t('roadTests.page.col.day'),
              cell: (a) => (
                <span className="flex flex-col whitespace-nowrap">
                  <span className="font-semibold">{sessionDay(a.date)}</span>
                  {a.time && <span className="text-slate-600">{clockTime(a.time)}</span>}
                </span>
              ),
              role: 'title',
            },
            {
              header: t('roadTests.page.col.student'),
              cell: (a) => (
                <span className="flex flex-col">
                  <span className="font-medium">{a.name}</span>
                  <span className="font-mono text-slate-600">{a.sid}</span>
                </span>
              ),
            },
            { header: t('roadTests.page.col.test'), cell: (a) => t(`roadTests.kinds.${a.kind}`) },
            { header: t('roadTests.page.col.place'), cell: (a) => a.place || '—' },
            { header: t('roadTests.page.col.result'), cell: (a) => t(`roadTests.results.${a.result}`) },
            {
              header: t('roadTests.page.col.order'),
              cell: (a) => (
                <OrderLink oid={a.oid} label={t('roadTests.page.openOrder', { oid: a.oid, name: a.name })} />
              ),
            },
          ]}
        />
      )}
    </div>
  );
}
