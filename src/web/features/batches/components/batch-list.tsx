import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { todayInDhaka } from '#shared/dates.ts';
import type { Batch } from '#shared/schemas/batch.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';
import { PAGE_SIZES } from '#shared/constants.ts';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { paths } from '#web/config/paths.ts';
import { formatCount, formatShortDay } from '#web/lib/format.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { useBatches, useEarlierBatches } from '#web/features/batches/api/get-batches.ts';
import { courseTitleOf, scheduleText, vehicleText } from '#web/lib/schedule.ts';

/** Where a batch stands on `today`: not started, running, or every session behind it. */
export function batchStage(
  batch: { sessionDates: readonly string[] },
  today: string,
): 'upcoming' | 'running' | 'ended' {
  if (batch.sessionDates.length === 0 || batch.sessionDates[0]! > today) return 'upcoming';
  return batch.sessionDates.at(-1)! < today ? 'ended' : 'running';
}

const STAGE_STYLE = {
  upcoming: 'bg-sky-50 text-sky-900 ring-sky-200',
  running: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  ended: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;

/** Where a batch stands, in words on a tinted badge. */
function Stage({ stage }: { stage: ReturnType<typeof batchStage> }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STAGE_STYLE[stage]}`}
      data-testid="batch-stage"
    >
      {t(`batchesAdmin.stage.${stage}`)}
    </span>
  );
}

const STAGE_ORDER = { running: 0, upcoming: 1, ended: 2 } as const;

/** The batches the office works with first: those running, then those to come, the ended last. */
const inOrder = (batches: Batch[], today: string) =>
  [...batches].sort((a, b) => STAGE_ORDER[batchStage(a, today)] - STAGE_ORDER[batchStage(b, today)]);

/** Seats taken of the capacity, and "Full" in words when none is left. */
function Seats({ batch }: { batch: Batch }) {
  const { t } = useTranslation();
  const full = batch.seatsTaken >= batch.capacity;
  return (
    <span className="whitespace-nowrap tabular-nums" data-testid="batch-seats">
      {t('batchesAdmin.seats', { taken: formatCount(batch.seatsTaken), capacity: formatCount(batch.capacity) })}
      {full && <span className="ml-2 font-semibold text-rose-800">{t('batchesAdmin.full')}</span>}
    </span>
  );
}

/** The batch list's columns: course and stage, days and time, teacher, vehicle, sessions, seats, open. */
function useBatchColumns(today: string): Column<Batch>[] {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return [
    {
      header: t('batchesAdmin.col.course'),
      cell: (b) => (
        <span className="flex min-w-40 flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold">{courseTitleOf(b, language)}</span>
          <Stage stage={batchStage(b, today)} />
        </span>
      ),
      role: 'title',
    },
    { header: t('batchesAdmin.col.when'), cell: (b) => scheduleText(b) },
    { header: t('batchesAdmin.col.teacher'), cell: (b) => b.teacher.name },
    {
      header: t('batchesAdmin.col.vehicle'),
      cell: (b) =>
        b.vehicle ? vehicleText(b.vehicle) : <span className="text-slate-500">{t('batchesAdmin.noVehicle')}</span>,
    },
    {
      header: t('batchesAdmin.col.sessions'),
      cell: (b) =>
        t('batchesAdmin.sessionsFrom', {
          count: b.sessions,
          n: formatCount(b.sessions),
          day: formatShortDay(b.sessionDates[0] ?? b.startDate) ?? '',
        }),
    },
    { header: t('batchesAdmin.col.seats'), cell: (b) => <Seats batch={b} /> },
    {
      header: t('batchesAdmin.col.actions'),
      cell: (b) => (
        <Link
          to={paths.batch(b.id)}
          className={`${buttonStyles.secondary} px-3 py-1.5`}
          aria-label={t('batchesAdmin.openLabel', { course: courseTitleOf(b, language), when: scheduleText(b) })}
        >
          {t('batchesAdmin.open')}
        </Link>
      ),
      role: 'actions',
    },
  ];
}

/**
 * The batches the office works with: those running first, then those to come (each group by first
 * day), then those ended in about the last month: its course and whether it has started or ended,
 * its days and time in words, teacher, vehicle, sessions from its first day, and seats; each opens
 * its page. A table on wide screens, a card per batch on a phone. Batches that ended before that
 * are one tap away, a page at a time, the latest first: after a few years they are most batches.
 */
export function BatchList() {
  const { t } = useTranslation();
  const list = useBatches();
  const today = todayInDhaka();
  const columns = useBatchColumns(today);
  if (list.isError) return <ListLoadError message={t('batchesAdmin.loadFailed')} onRetry={() => void list.refetch()} />;
  return (
    <div className="space-y-4">
      {list.data?.length === 0 ? (
        <p className="text-slate-600">{t('batchesAdmin.empty')}</p>
      ) : (
        <DataTable
          caption={t('batchesAdmin.caption')}
          rows={list.data && inOrder(list.data, today)}
          rowKey={(b) => b.id}
          loading={list.isPending}
          columns={columns}
        />
      )}
      <EarlierBatches columns={columns} />
    </div>
  );
}

/** The batches that ended over a month ago, shown on request, a page at a time. */
function EarlierBatches({ columns }: { columns: Column<Batch>[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  const list = useEarlierBatches({ page, limit }, shown);
  return (
    <section aria-label={t('batchesAdmin.earlier.heading')} className="space-y-3">
      <button
        type="button"
        className={buttonStyles.secondary}
        aria-expanded={shown}
        onClick={() => setShown((s) => !s)}
        data-testid="earlier-batches-toggle"
      >
        {shown ? t('batchesAdmin.earlier.hide') : t('batchesAdmin.earlier.show')}
      </button>
      {shown && <h3 className="text-base font-semibold text-slate-800">{t('batchesAdmin.earlier.heading')}</h3>}
      {shown &&
        (list.isError ? (
          <ListLoadError message={t('batchesAdmin.earlier.loadFailed')} onRetry={() => void list.refetch()} />
        ) : (
          <DataTable
            caption={t('batchesAdmin.earlier.caption')}
            rows={list.data?.items}
            rowKey={(b) => b.id}
            loading={list.isPending}
            empty={t('batchesAdmin.earlier.empty')}
            columns={columns}
            paging={{
              page,
              pageSize: limit,
              total: list.data?.total ?? 0,
              onPageChange: setPage,
              onPageSizeChange: (size) => {
                setLimit(size);
                setPage(1);
              },
            }}
          />
        ))}
    </section>
  );
}
