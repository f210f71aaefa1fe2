import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../../shared/constants';
import { Spinner } from './spinner';

export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

export interface Paging {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
}

/**
 * The admin lists' table: 10 rows a page, with 10, 15, 20, 25 or 30 to choose. Paging happens on
 * the server; this shows one page and the controls. On phones the table scrolls sideways inside
 * its own box, never the page.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  loading,
  paging,
  caption,
}: {
  columns: Column<Row>[];
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  loading?: boolean;
  paging?: Paging;
  caption: string;
}) {
  const { t } = useTranslation();
  const pages = paging ? Math.max(1, Math.ceil(paging.total / paging.pageSize)) : 1;
  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50">
            <tr>
              {columns.map((c) => (
                <th
                  key={c.header}
                  scope="col"
                  className={`whitespace-nowrap px-4 py-3 font-semibold text-slate-700 ${c.className ?? ''}`}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {loading && !rows ? (
              <tr>
                <td colSpan={columns.length}>
                  <Spinner />
                </td>
              </tr>
            ) : rows && rows.length > 0 ? (
              rows.map((row) => (
                <tr key={rowKey(row)} className="hover:bg-slate-50">
                  {columns.map((c) => (
                    <td key={c.header} className={`px-4 py-3 align-middle text-slate-800 ${c.className ?? ''}`}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))
            ) : (
              <tr>
                <td colSpan={columns.length} className="px-4 py-10 text-center text-slate-500">
                  {t('common.noRows')}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
      {paging && (
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-4 py-3 text-sm text-slate-700">
          <label className="flex items-center gap-2">
            {t('common.rowsPerPage')}
            <select
              className="rounded-md border border-slate-300 bg-white px-2 py-1"
              value={paging.pageSize}
              onChange={(e) => paging.onPageSizeChange(Number(e.target.value))}
            >
              {PAGE_SIZES.map((n) => (
                <option key={n} value={n}>
                  {n}
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
  const button = 'rounded-md border border-slate-300 px-3 py-1 disabled:opacity-40';
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
