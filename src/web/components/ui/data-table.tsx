import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '#shared/constants.ts';
import { formatCount } from '#web/lib/format.ts';
import { ScrollRegion } from './scroll-region';
import { Spinner } from './spinner';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes for the column's header and cells. */
  className?: string;
  /** Classes for its cells alone. */
  cellClassName?: string;
  /**
   * How the cell shows on a phone's card: `title` heads the card without its label (a name, a
   * picture and title), `actions` closes it with its buttons, full width and unlabelled. Anything
   * else is one labelled line. `actions` also stays in view at the table's right edge when a wide
   * table scrolls. `wideOnly` is left off the card (a picture the card's title already names).
   * `rowHeader`: the cell names its row (a month), for a screen reader too.
   */
  role?: 'title' | 'actions' | 'wideOnly' | 'rowHeader';
}

export interface Paging {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/*
 * Below 640 px a staff list is a stack of cards, one per row: each cell on its own line beside the
 * column's name, the row's status in view and its actions at the bottom, so nothing needs sideways
 * scrolling on a phone. From 640 px up it is a table; when its columns are wider than the screen
 * the table scrolls inside its own box and the actions column stays pinned in view.
 */
const card = {
  table: 'max-sm:block',
  head: 'max-sm:hidden',
  body: 'max-sm:block max-sm:divide-slate-200',
  row: 'max-sm:flex max-sm:flex-col max-sm:gap-2 max-sm:px-4 max-sm:py-4',
  cell: 'max-sm:flex max-sm:min-w-0 max-sm:items-center max-sm:gap-3 max-sm:p-0 max-sm:whitespace-normal max-sm:[overflow-wrap:anywhere]',
  label:
    'max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]',
  title: 'max-sm:font-medium',
  actions: 'max-sm:mt-1 max-sm:border-t max-sm:border-slate-100 max-sm:pt-3',
};
const pinned = 'sm:sticky sm:right-0 sm:shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)]';

/**
 * How a table looks. `cards`: the staff lists' (cards on a phone, framed, rows lit under the
 * pointer). `table`: a table at every width, in the box it stands in (a phone scrolls it sideways).
 * `compact`: the same, closer set, for figures.
 */
export type TableLook = 'cards' | 'table' | 'compact';

const LOOKS: Record<TableLook, Record<'table' | 'head' | 'th' | 'body' | 'row' | 'td' | 'empty', string>> = {
  cards: {
    table: `min-w-full divide-y divide-slate-200 text-left text-sm ${card.table}`,
    head: `bg-slate-50 ${card.head}`,
    th: 'whitespace-nowrap px-4 py-3 font-semibold text-slate-700',
    body: `divide-y divide-slate-100 ${card.body}`,
    row: `group hover:bg-slate-50 ${card.row}`,
    td: 'px-4 py-3 align-middle text-slate-800',
    empty: 'px-4 py-10 text-center text-slate-500 max-sm:block',
  },
  table: {
    table: 'min-w-full divide-y divide-slate-200 text-left text-sm',
    head: 'bg-slate-50',
    th: 'px-4 py-3 font-semibold text-slate-700',
    body: 'divide-y divide-slate-100',
    row: '',
    td: 'px-4 py-3',
    empty: 'px-4 py-8 text-center text-slate-500',
  },
  compact: {
    table: 'min-w-full text-left text-[13px] sm:text-sm',
    head: 'bg-slate-50',
    th: 'px-2 py-2 sm:px-3 font-semibold text-slate-700',
    body: 'divide-y divide-slate-100',
    row: '',
    td: 'px-2 py-2 sm:px-3',
    empty: 'px-2 py-8 text-center text-slate-500',
  },
};

function cellClass(role: Column<unknown>['role']): string {
  if (role === 'wideOnly') return 'max-sm:hidden';
  if (role === 'title') return `${card.cell} ${card.title}`;
  if (role === 'actions') return `${card.cell} ${card.actions} ${pinned} sm:bg-white`;
  return `${card.cell} ${card.label}`;
}

/**
 * The app's table: the staff lists' (10 rows a page, with 10, 15, 20, 25 or 30 to choose; paging
 * happens on the server, this shows one page and the controls), or with `look` a plain table of
 * figures or of a student's courses, in the box it stands in.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  loading,
  paging,
  caption,
  rowClassName,
  look = 'cards',
  empty,
}: {
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  loading?: boolean;
  paging?: Paging;
  caption: string;
  /** Classes for one row, to mark it out (an overdue debt); its words must say the same. */
  rowClassName?: (row: Row) => string;
  look?: TableLook;
  /** What an empty table says (the staff lists: "Nothing to show."). */
  empty?: string;
}) {
  const { t } = useTranslation();
  const pages = paging ? Math.max(1, Math.ceil(paging.total / paging.pageSize)) : 1;
  const css = LOOKS[look];
  const cards = look === 'cards';
  const region = (
    // A table wider than its box scrolls inside it, named by the caption; a phone's cards do not.
    <ScrollRegion label={caption} className={!cards ? '' : paging ? 'rounded-t-xl' : 'rounded-xl'}>
      <table className={css.table}>
        <caption className="sr-only">{caption}</caption>
        <thead className={css.head}>
          <tr>
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className={`${css.th} ${c.role === 'actions' ? `${pinned} bg-slate-50` : ''} ${c.className ?? ''}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={css.body}>
          {loading && !rows ? (
            <tr className="max-sm:block">
              <td colSpan={columns.length} className="max-sm:block">
                <Spinner />
              </td>
            </tr>
          ) : rows && rows.length > 0 ? (
            rows.map((row) => (
              <tr key={rowKey(row)} className={`${css.row} ${rowClassName?.(row) ?? ''}`}>
                {columns.map((c) => {
                  const Cell = c.role === 'rowHeader' ? 'th' : 'td';
                  return (
                    <Cell
                      key={c.header}
                      {...(c.role === 'rowHeader' ? { scope: 'row' } : {})}
                      {...(cards ? { 'data-label': c.header } : {})}
                      className={`${css.td} ${c.className ?? ''} ${c.cellClassName ?? ''} ${cards ? cellClass(c.role) : ''}`}
                    >
                      {c.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))
          ) : (
            <tr className={cards ? 'max-sm:block' : ''}>
              <td colSpan={columns.length} className={css.empty}>
                {empty ?? t('common.noRows')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
  if (!cards) return region;
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      {region}
      {paging && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-700">
          <label className="flex items-center gap-2">
            {t('common.rowsPerPage')}
            <select
              className="min-h-11 rounded-md border border-slate-300 bg-white px-2 py-1"
              value={paging.pageSize}
              onChange={(e) => paging.onPageSizeChange(Number(e.target.value))}
            >
              {PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {formatCount(n)}
                </option>
              ))}
            </select>
          </label>
          <span aria-live="polite">
            {paging.total === 0
              ? t('common.noRows')
              : t('common.showing', {
                  from: (paging.page - 1) * paging.pageSize + 1,
                  to: Math.min(paging.total, paging.page * paging.pageSize),
                  total: paging.total,
                })}
          </span>
          <PageButtons page={paging.page} pages={pages} onPageChange={paging.onPageChange} />
        </div>
      )}
    </div>
  );
}

/** "Previous", "Page 2 of 5", "Next": the paging buttons of every staff list. */
export function PageButtons({
  page,
  pages,
  onPageChange,
}: {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  // 44 px high, like every button a finger taps on a phone.
  const button = 'min-h-11 rounded-md border border-slate-300 px-3 py-1 disabled:opacity-40';
  return (
    <div className="flex items-center gap-2">
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('common.previous')}
      </button>
      <span>{t('common.pageOf', { page, pages })}</span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t('common.next')}
      </button>
    </div>
  );
}
