import { useTranslation } from 'react-i18next';
import { STAGES, type CourseStatistics, type Pair, type Stage, type Statistics } from '#shared/schemas/report.ts';
import { DataTable, type Column } from '#web/components/ui/data-table.tsx';
import { MonthInput } from '#web/components/ui/date-field.tsx';
import { useMonthParam } from '#web/hooks/use-month-param.ts';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatCount, formatMonth } from '#web/lib/format.ts';
import { taka } from '#web/lib/taka.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { pickText } from '#shared/bilingual.ts';
import { csvAddress } from '#web/features/reports/api/keys.ts';
import { useStatistics } from '#web/features/reports/api/get-statistics.ts';
import { CsvLink, ReportFigure } from './money';

/** This month's figure against last month's: `12` and, under it, `last month 9`. */
function Versus({ pair, money }: { pair: Pair; money?: boolean }) {
  const { t } = useTranslation();
  const show = (n: number) => (money ? taka(n) : formatCount(n));
  return (
    <span className="flex flex-col">
      <span className="font-semibold text-slate-900 tabular-nums">{show(pair.this)}</span>
      <span className="text-xs whitespace-nowrap text-slate-600">
        {t('reports.statistics.lastShort', { value: show(pair.last) })}
      </span>
    </span>
  );
}

/**
 * The stages as bars: per stage, this month's (solid) over last month's (outlined), each as long
 * as its share of the largest figure, the numbers written beside them, so the chart reads without
 * its colours and on a phone's width.
 */
function StageChart({ s }: { s: Statistics }) {
  const { t } = useTranslation();
  const largest = Math.max(1, ...STAGES.flatMap((st) => [s.stages[st].this, s.stages[st].last]));
  const width = (n: number) => `${Math.max(2, (n / largest) * 100)}%`;
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="stage-chart">
      <figcaption className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-lg font-semibold text-slate-900">{t('reports.statistics.stagesHeading')}</span>
        <span className="flex flex-wrap gap-3 text-xs text-slate-700">
          <span className="flex items-center gap-1">
            <span aria-hidden className="inline-block size-3 rounded-sm bg-brand-700" />
            {formatMonth(s.month)}
          </span>
          <span className="flex items-center gap-1">
            <span aria-hidden className="inline-block size-3 rounded-sm border-2 border-amber-700 bg-amber-200" />
            {formatMonth(s.previous)}
          </span>
        </span>
      </figcaption>
      <dl className="mt-4 flex flex-col gap-3">
        {STAGES.map((stage: Stage) => (
          <div key={stage} className="grid grid-cols-[7.5rem_1fr] items-center gap-x-3 sm:grid-cols-[11rem_1fr]">
            <dt className="text-sm font-medium text-slate-800">{t(`reports.statistics.stages.${stage}`)}</dt>
            <dd className="flex flex-col gap-1" data-testid={`stage-${stage}`}>
              <span className="flex items-center gap-2">
                {s.stages[stage].this > 0 && (
                  <span className="h-4 rounded-sm bg-brand-700" style={{ width: width(s.stages[stage].this) }} />
                )}
                <span className="text-sm font-semibold tabular-nums">
                  <span className="sr-only">{formatMonth(s.month)}: </span>
                  {formatCount(s.stages[stage].this)}
                </span>
              </span>
              <span className="flex items-center gap-2">
                {s.stages[stage].last > 0 && (
                  <span
                    className="h-3 rounded-sm border-2 border-amber-700 bg-amber-200"
                    style={{ width: width(s.stages[stage].last) }}
                  />
                )}
                <span className="text-xs text-slate-700 tabular-nums">
                  <span className="sr-only">{formatMonth(s.previous)}: </span>
                  {formatCount(s.stages[stage].last)}
                </span>
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}

/** The month's money: collected, refunded, the two netted, and what is still owed. */
function MoneyFigures({ s }: { s: Statistics }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {(['collected', 'refunded', 'net', 'outstanding'] as const).map((k) => (
        <ReportFigure
          key={k}
          label={t(`reports.statistics.money.${k}`)}
          testId={`money-${k}`}
          sub={t('reports.statistics.lastShort', { value: taka(s.money[k].last) })}
        >
          <span className="text-xl tabular-nums">{taka(s.money[k].this)}</span>
        </ReportFigure>
      ))}
    </dl>
  );
}

/** Each course's stages and money, this month over last; a phone shows a card per course. */
function Courses({ s }: { s: Statistics }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const columns: Column<CourseStatistics>[] = [
    {
      header: t('reports.statistics.course'),
      cell: (c) => {
        // The course in the page's language; its English title (marked as English) when no Bengali one is written.
        const title = pickText(language, c.title, c.titleBn);
        return <span lang={title.language}>{title.text}</span>;
      },
      role: 'title',
    },
    ...STAGES.filter((st) => st !== 'enquiries').map((st): Column<CourseStatistics> => ({
      header: t(`reports.statistics.stages.${st}`),
      cell: (c) => <Versus pair={c.stages[st]} />,
    })),
    { header: t('reports.statistics.money.net'), cell: (c) => <Versus pair={c.money.net} money /> },
    { header: t('reports.statistics.money.outstanding'), cell: (c) => <Versus pair={c.money.outstanding} money /> },
  ];
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-lg font-semibold text-slate-900">{t('reports.statistics.perCourse')}</h3>
      {s.courses.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{t('reports.statistics.none')}</p>
      ) : (
        <DataTable
          caption={t('reports.statistics.perCourse')}
          columns={columns}
          rows={s.courses}
          rowKey={(c) => c.cid}
        />
      )}
    </section>
  );
}

/**
 * The owner's month (the statistics page): a month in the address (`?month=`, this month to
 * start), the students at each stage against the month before as a chart, the money, each course,
 * and the same figures as CSV.
 */
export function StatisticsReport() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const { month, picker } = useMonthParam();
  const query = useStatistics(month);
  const s = query.data;

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <MonthInput label={t('reports.statistics.pick')} {...picker} />
        <CsvLink href={csvAddress('statistics', { month }, language)} />
      </div>
      {query.isError ? (
        <ListLoadError message={t('reports.statistics.loadFailed')} onRetry={() => void query.refetch()} />
      ) : !s ? (
        <Spinner />
      ) : (
        <div
          className={`flex flex-col gap-6 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={query.isPlaceholderData}
        >
          <p className="font-semibold text-slate-800" data-testid="statistics-month">
            {t('reports.statistics.versus', { month: formatMonth(s.month), previous: formatMonth(s.previous) })}
          </p>
          <StageChart s={s} />
          <MoneyFigures s={s} />
          <Courses s={s} />
        </div>
      )}
    </div>
  );
}
