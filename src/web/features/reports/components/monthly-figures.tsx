import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { MonthFigures } from '#shared/schemas/report.ts';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { formatCompact, formatCount, formatMonth, formatMonthName } from '#web/lib/format.ts';
import { useMonthly } from '#web/features/reports/api/get-monthly.ts';
import { Taka } from './money';
import { DataTable } from '#web/components/ui/data-table.tsx';

/** The chart's height in CSS pixels: the same on a phone and a desk, so the page does not jump. */
const CHART_HEIGHT = 260;

/**
 * The two series: what was booked (light amber, outlined) and what came in (solid teal), told apart
 * by lightness as well as hue. The canvas takes colours, the key beside it the same as classes.
 */
const SERIES = {
  booked: { fill: '#fcd34d', stroke: '#b45309', key: 'border-amber-700 bg-amber-300' },
  collected: { fill: '#0f766e', stroke: '#0f766e', key: 'border-brand-700 bg-brand-700' },
} as const;

const AXIS_COLOUR = '#475569';
const GRID_COLOUR = '#e2e8f0';

/**
 * The labels under the bars: each month's short name, with its year under it where the year is new
 * (the first label, and the first after a change of year), so the months read in order across two years.
 */
function monthLabels(months: MonthFigures[], splits: number[]): (string | null)[] {
  let shownYear = '';
  return splits.map((i) => {
    const m = months[i];
    if (!m || !Number.isInteger(i)) return null;
    const name = formatMonthName(m.month);
    const year = m.month.slice(0, 4);
    if (year === shownYear) return name;
    shownYear = year;
    return `${name}\n${formatCount(Number(year))}`;
  });
}

/**
 * The bars, drawn by uPlot on a canvas: per month, booked taka to the left of the month and
 * collected taka to its right. Axis labels come from the catalogue and the page's number format, so
 * a Bengali page shows Bengali months and digits. It follows its box's width (a phone turned, the
 * menu opened), and draws again once the page's fonts have arrived.
 */
function MonthlyChart({ months }: { months: MonthFigures[] }) {
  const { t, i18n } = useTranslation();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const font = getComputedStyle(el).fontFamily;
    const bars = uPlot.paths.bars!;
    const xs = months.map((_, i) => i);
    const top = Math.max(...months.map((m) => Math.max(m.booked, m.collected)));
    const options: uPlot.Options = {
      width: Math.max(el.clientWidth, 200),
      height: CHART_HEIGHT,
      legend: { show: false },
      cursor: { show: false },
      select: { show: false, left: 0, top: 0, width: 0, height: 0 },
      padding: [12, 16, 0, 0],
      scales: {
        x: { time: false, range: [-0.5, months.length - 0.5] },
        // From zero always (bars that start elsewhere mislead); an empty year still has an axis.
        y: { range: [0, top > 0 ? top * 1.1 : 10_000] },
      },
      axes: [
        {
          stroke: AXIS_COLOUR,
          font: `12px ${font}`,
          grid: { show: false },
          ticks: { show: false },
          space: 36,
          incrs: [1, 2, 3, 4, 6, 12],
          // Counted back from this month, so this month always has its label.
          splits: (_u, _axis, _min, _max, incr) => {
            const step = Math.max(1, Math.round(incr));
            const at: number[] = [];
            for (let i = months.length - 1; i >= 0; i -= step) at.unshift(i);
            return at;
          },
          values: (_u, splits) => monthLabels(months, splits),
          size: 44,
        },
        {
          stroke: AXIS_COLOUR,
          font: `12px ${font}`,
          labelFont: `600 12px ${font}`,
          label: t('reports.monthly.axisTaka'),
          labelSize: 22,
          grid: { stroke: GRID_COLOUR, width: 1 },
          ticks: { show: false },
          space: 40,
          values: (_u, splits) => splits.map((v) => formatCompact(v)),
          size: 52,
        },
      ],
      series: [
        {},
        {
          label: t('reports.monthly.booked'),
          fill: SERIES.booked.fill,
          stroke: SERIES.booked.stroke,
          width: 1.5,
          points: { show: false },
          paths: bars({ size: [0.4, 28], align: -1, gap: 1 }),
        },
        {
          label: t('reports.monthly.collected'),
          fill: SERIES.collected.fill,
          stroke: SERIES.collected.stroke,
          width: 1,
          points: { show: false },
          paths: bars({ size: [0.4, 28], align: 1, gap: 1 }),
        },
      ],
    };
    // A month with nothing has no bar at all (not a hairline at zero).
    const bar = (n: number) => (n > 0 ? n : null);
    const chart = new uPlot(options, [xs, months.map((m) => bar(m.booked)), months.map((m) => bar(m.collected))], el);
    const resize = new ResizeObserver(() => {
      const width = Math.max(el.clientWidth, 200);
      if (width !== chart.width) chart.setSize({ width, height: CHART_HEIGHT });
    });
    resize.observe(el);
    let live = true;
    // Canvas text uses the fonts the page has at the moment it draws: once the Bengali font is in,
    // measure and draw the axes again.
    void document.fonts?.ready.then(() => {
      if (live) chart.redraw(false, true);
    });
    return () => {
      live = false;
      resize.disconnect();
      chart.destroy();
    };
  }, [months, t, i18n.language]);

  // The canvas is a picture for the eye; its words are the label, and the table below has the figures.
  return (
    <div
      ref={box}
      role="img"
      aria-label={t('reports.monthly.chartLabel')}
      className="min-h-[260px] w-full overflow-hidden"
      data-testid="monthly-chart"
    />
  );
}

/** The colour key under the chart: a swatch of each series and its name. */
function ChartKey() {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700" aria-hidden="true">
      {(['booked', 'collected'] as const).map((s) => (
        <li key={s} className="flex items-center gap-2">
          <span className={`inline-block size-3.5 rounded-sm border-2 ${SERIES[s].key}`} />
          {t(`reports.monthly.${s}`)}
        </li>
      ))}
    </ul>
  );
}

/** The same figures as the chart, as a table: the chart's alternative for a screen reader and for anyone who wants the numbers. */
function FiguresTable({ months }: { months: MonthFigures[] }) {
  const { t } = useTranslation();
  return (
    <details className="group rounded-lg border border-slate-200" data-testid="monthly-table">
      <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm font-semibold text-brand-800">
        {t('reports.monthly.showTable')}
      </summary>
      <div className="border-t border-slate-200">
        <DataTable
          look="compact"
          caption={t('reports.monthly.caption')}
          rows={months}
          rowKey={(m) => m.month}
          columns={[
            {
              header: t('reports.monthly.month'),
              role: 'rowHeader',
              cellClassName: 'font-medium whitespace-nowrap text-slate-800',
              cell: (m) => formatMonth(m.month, 'short'),
            },
            {
              header: t('reports.monthly.bookings'),
              className: 'text-right',
              cellClassName: 'tabular-nums',
              cell: (m) => formatCount(m.bookings),
            },
            { header: t('reports.monthly.booked'), className: 'text-right', cell: (m) => <Taka amount={m.booked} /> },
            {
              header: t('reports.monthly.collected'),
              className: 'text-right',
              cell: (m) => <Taka amount={m.collected} />,
            },
          ]}
        />
      </div>
    </details>
  );
}

/**
 * The staff home's last twelve months: bookings and collections per month as bars, and the same
 * figures as a table. Its own file, with uPlot, loaded only when a staff home is opened, so no
 * public or student page ever downloads the charting code.
 */
export function MonthlyFigures() {
  const { t } = useTranslation();
  const id = useId();
  const monthly = useMonthly(12);
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5"
    >
      <header>
        <h3 id={id} className="text-lg font-semibold text-slate-900">
          {t('reports.monthly.title')}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{t('reports.monthly.intro')}</p>
      </header>
      {monthly.isError ? (
        <ListLoadError message={t('reports.monthly.loadFailed')} onRetry={() => void monthly.refetch()} />
      ) : monthly.data ? (
        <>
          <ChartKey />
          <MonthlyChart months={monthly.data.months} />
          <FiguresTable months={monthly.data.months} />
        </>
      ) : (
        <Spinner className="min-h-[260px]" />
      )}
    </section>
  );
}
