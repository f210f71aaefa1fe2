import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { PAYMENT_METHODS, type PaymentMethod } from '#shared/constants.ts';
import { todayInDhaka } from '#shared/dates.ts';
import {
  collectionsQuerySchema,
  type CollectionRow,
  type Collections,
  type CollectionsQuery,
} from '#shared/schemas/report.ts';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';
import { DateField } from '#web/components/ui/date-field.tsx';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { useListControls } from '#web/components/ui/manage-list.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { ApiError } from '#web/lib/api.ts';
import { atFields, fieldsOf } from '#web/lib/form.ts';
import { formatMonth, formatShortDay } from '#web/lib/format.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { csvAddress } from '#web/features/reports/api/keys.ts';
import { useCollections } from '#web/features/reports/api/get-collections.ts';
import { SubSection } from '#web/components/ui/sub-section.tsx';
import { CsvLink, ReportFigure, Taka } from './money';

/** One day's (or month's) money: each method's amount and count, and the total. */
export interface CollectionLine {
  date: string;
  methods: Record<PaymentMethod, { amount: number; payments: number }>;
  amount: number;
  payments: number;
}

const noMethods = () =>
  Object.fromEntries(PAYMENT_METHODS.map((m) => [m, { amount: 0, payments: 0 }])) as CollectionLine['methods'];

/** The report's rows (one per date and method) as one line per date with a column per method. */
export function byDate(rows: CollectionRow[]): CollectionLine[] {
  const lines = new Map<string, CollectionLine>();
  for (const r of rows) {
    const line = lines.get(r.date) ?? { date: r.date, methods: noMethods(), amount: 0, payments: 0 };
    line.methods[r.method].amount += r.amount;
    line.methods[r.method].payments += r.payments;
    line.amount += r.amount;
    line.payments += r.payments;
    lines.set(r.date, line);
  }
  return [...lines.values()].sort((a, b) => a.date.localeCompare(b.date));
}

/** The whole range per method: the months' lines added up. */
function totals(report: Collections): CollectionLine {
  const all: CollectionLine = { date: '', methods: noMethods(), amount: 0, payments: 0 };
  for (const line of byDate(report.months))
    for (const m of PAYMENT_METHODS) {
      all.methods[m].amount += line.methods[m].amount;
      all.methods[m].payments += line.methods[m].payments;
      all.payments += line.methods[m].payments;
    }
  all.amount = report.total;
  return all;
}

/** The range's rules in the page's language. */
const rangeSchema = (t: TFunction) => collectionsQuerySchema((key) => t(`reports.errors.${key}`));

/**
 * From and To (this month so far to start), checked with the route's own rules; a range the server
 * still refuses (an address typed by hand) is shown under the field it names.
 */
function RangeForm({
  range,
  error,
  busy,
  onShow,
}: {
  range: CollectionsQuery;
  error: unknown;
  busy: boolean;
  onShow: (range: CollectionsQuery) => void;
}) {
  const { t } = useTranslation();
  const schema = useMemo(() => rangeSchema(t), [t]);
  const today = todayInDhaka();
  const form = useForm<CollectionsQuery>({
    resolver: zodResolver(schema),
    defaultValues: { from: range.from ?? `${(range.to ?? today).slice(0, 8)}01`, to: range.to ?? today },
  });
  const field = fieldsOf(form);
  const { setError } = form;

  useEffect(() => {
    atFields({ setError }, { fields: ['from', 'to'] })(error);
  }, [error, setError]);

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onShow)}
      className="flex flex-wrap items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <DateField label={t('reports.collections.from')} className="min-w-40 flex-1 sm:flex-none" {...field('from')} />
      <DateField label={t('reports.collections.to')} className="min-w-40 flex-1 sm:flex-none" {...field('to')} />
      <div className="flex w-full sm:w-auto sm:pt-7">
        <SubmitButton className="w-full sm:w-auto" busy={busy}>
          {t('reports.collections.show')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** A table of lines (days or months): the date, each method's money, and the total. */
function LinesTable({
  lines,
  caption,
  dateHeader,
  dateText,
  paged,
}: {
  lines: CollectionLine[];
  caption: string;
  dateHeader: string;
  dateText: (date: string) => string;
  paged?: boolean;
}) {
  const { t } = useTranslation();
  const { page, limit, setPage, setLimit } = useListControls();
  const pages = Math.max(1, Math.ceil(lines.length / limit));
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages, setPage]);
  const columns: Column<CollectionLine>[] = [
    {
      header: dateHeader,
      cell: (l) => <span className="whitespace-nowrap">{dateText(l.date)}</span>,
      role: 'title',
    },
    ...PAYMENT_METHODS.map((m): Column<CollectionLine> => ({
      header: t(`payments.methods.${m}`),
      cell: (l) =>
        l.methods[m].amount > 0 ? (
          <Taka amount={l.methods[m].amount} />
        ) : (
          <span className="text-slate-500">
            <Taka amount={0} />
          </span>
        ),
      className: 'text-right max-sm:text-left',
    })),
    {
      header: t('reports.collections.col.total'),
      cell: (l) => <Taka amount={l.amount} strong />,
      className: 'text-right max-sm:text-left',
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={paged ? lines.slice((page - 1) * limit, page * limit) : lines}
      rowKey={(l) => l.date}
      paging={
        paged && lines.length > limit
          ? { page, pageSize: limit, total: lines.length, onPageChange: setPage, onPageSizeChange: setLimit }
          : undefined
      }
    />
  );
}

/** The figures of one range: the total, each method's share, then per month and per day. */
function Results({ report }: { report: Collections }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const all = totals(report);
  const months = byDate(report.months);
  const days = byDate(report.days);
  return (
    <div className="flex flex-col gap-6" data-testid="collections-report">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-semibold text-slate-800" data-testid="collections-range">
          {t('reports.collections.range', {
            from: formatShortDay(report.from) ?? report.from,
            to: formatShortDay(report.to) ?? report.to,
          })}
        </p>
        <div className="flex flex-wrap gap-2">
          <CsvLink href={csvAddress('collections', { from: report.from, to: report.to }, language)} />
          <CsvLink
            href={csvAddress('refunds', { from: report.from, to: report.to }, language)}
            label={t('reports.downloadRefundsCsv')}
          />
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        <ReportFigure
          label={t('reports.collections.total')}
          testId="collections-total"
          sub={t('reports.collections.payments', { count: all.payments })}
          className="col-span-2 md:col-span-3 xl:col-span-1"
        >
          <Taka amount={all.amount} />
        </ReportFigure>
        {PAYMENT_METHODS.map((m) => (
          <ReportFigure
            key={m}
            label={t(`payments.methods.${m}`)}
            testId={`collections-method-${m}`}
            sub={t('reports.collections.payments', { count: all.methods[m].payments })}
          >
            <span className="text-xl">
              <Taka amount={all.methods[m].amount} />
            </span>
          </ReportFigure>
        ))}
      </dl>
      {/* What went back in the same days, and what the school kept. */}
      <dl className="grid grid-cols-2 gap-3">
        <ReportFigure
          label={t('reports.collections.refunded')}
          testId="collections-refunded"
          sub={t('reports.collections.refunds', { count: report.refundDays.reduce((n, r) => n + r.payments, 0) })}
        >
          <Taka amount={report.refunded} />
        </ReportFigure>
        <ReportFigure label={t('reports.collections.net')} testId="collections-net">
          <Taka amount={report.net} />
        </ReportFigure>
      </dl>
      {days.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">
          {t('reports.collections.none')}
        </p>
      ) : (
        <>
          <SubSection title={t('reports.collections.perMonth')}>
            <LinesTable
              lines={months}
              caption={t('reports.collections.captionMonths')}
              dateHeader={t('reports.collections.col.month')}
              dateText={(month) => formatMonth(month)}
            />
          </SubSection>
          <SubSection title={t('reports.collections.perDay')}>
            <LinesTable
              lines={days}
              caption={t('reports.collections.captionDays')}
              dateHeader={t('reports.collections.col.day')}
              dateText={(day) => formatShortDay(day) ?? day}
              paged
            />
          </SubSection>
        </>
      )}
    </div>
  );
}

/**
 * The office's collections: the range of days (in the address, so a report can be bookmarked and
 * the back button returns to the last one), then what came in, by method, per month and per day.
 */
export function CollectionsReport() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const range: CollectionsQuery = { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined };
  const report = useCollections(range);
  const refusedRange = report.error instanceof ApiError && report.error.status === 400;

  return (
    <div className="flex flex-col gap-6">
      <RangeForm
        // A new range in the address (a Show, the back button) starts the form from it.
        key={`${range.from ?? ''} ${range.to ?? ''}`}
        range={range}
        error={report.error}
        busy={report.isFetching}
        onShow={({ from, to }) => setParams({ ...(from ? { from } : {}), ...(to ? { to } : {}) })}
      />
      {report.isError ? (
        refusedRange ? null : (
          <ListLoadError message={t('reports.collections.loadFailed')} onRetry={() => void report.refetch()} />
        )
      ) : report.data ? (
        <div className={report.isPlaceholderData ? 'opacity-60' : ''} aria-busy={report.isPlaceholderData}>
          <Results report={report.data} />
        </div>
      ) : (
        <Spinner />
      )}
    </div>
  );
}
