import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '#shared/constants.ts';
import { buttonStyles } from './button-styles';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable, type Column } from './data-table';
import { ListLoadError } from './list-load-error';
import { SearchBar } from './search-bar';
import { SortSelect, type SortOption } from './list-filters';

/**
 * The state every staff list shares: the searched text (none = all data), the filters, the order,
 * the page and the page size. A new search, filter, order or page size, and "See All Data" (which
 * clears the search and the filters) go back to page 1.
 */
export function useListControls({ sort: initialSort = '' }: { sort?: string } = {}) {
  const [filter, setFilter] = useState<string | undefined>();
  const [filters, setFilters] = useState<Record<string, string | undefined>>({});
  const [sort, setSortState] = useState(initialSort);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  /** An empty search (a live search box emptied) is no search: everything again. */
  const search = useCallback((value: string) => {
    setFilter(value || undefined);
    setPage(1);
  }, []);
  const reset = useCallback(() => {
    setFilter(undefined);
    setFilters({});
    setPage(1);
  }, []);
  const changeLimit = useCallback((size: number) => {
    setLimit(size);
    setPage(1);
  }, []);
  const setSort = useCallback((value: string) => {
    setSortState(value);
    setPage(1);
  }, []);
  /** Sets one filter; an empty value removes it. */
  const setFilterValue = useCallback((name: string, value: string | undefined) => {
    setFilters((current) => ({ ...current, [name]: value || undefined }));
    setPage(1);
  }, []);
  return { filter, filters, sort, page, limit, search, reset, setPage, setLimit: changeLimit, setSort, setFilterValue };
}
export type ListControls = ReturnType<typeof useListControls>;

/** What a list needs from its query: one page of rows and the total (TanStack Query's result). */
export interface ListQuery<Row> {
  data?: { items: Row[]; total: number };
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** Delete with confirmation: the question, the mutation that deletes a row by its key, and what a failure does. */
export interface ListDelete {
  message: string;
  mutation: {
    mutate: (key: string, options: { onError: (err: Error) => void; onSettled: () => void }) => void;
    isPending: boolean;
  };
  /** A failed delete: by default nothing (the list refetches either way and shows what is true). */
  onError?: (err: Error) => void;
}

/**
 * A staff list: the search box, a note, the paged table (or why it could not load, or `empty`
 * when there is nothing at all), and the delete confirmation. `rowKey` also names the row to
 * delete; `columns` receives `askDelete` for the rows' Delete buttons. A new staff list is its columns, its query and these props.
 */
export function ManageList<Row>({
  controls,
  list,
  search,
  note,
  caption,
  columns,
  rowKey,
  loadFailed,
  empty,
  remove,
  filters,
  sortOptions,
  rowClassName,
}: {
  controls: ListControls;
  list: ListQuery<Row>;
  search?: { label: string; placeholder?: string; type?: 'text' | 'email'; live?: boolean };
  /** The list's own filters (selects, dates, tabs with counts), shown under the search. */
  filters?: ReactNode;
  /** The orders the list can be shown in; the first is the default. */
  sortOptions?: SortOption[];
  note?: ReactNode;
  caption: string;
  columns: (askDelete: (row: Row) => void) => Column<Row>[];
  rowKey: (row: Row) => string;
  loadFailed: string;
  empty?: ReactNode;
  remove?: ListDelete;
  /** Marks a row out (see DataTable). */
  rowClassName?: (row: Row) => string;
}) {
  const [toDelete, setToDelete] = useState<Row | null>(null);
  const { page, limit, setPage } = controls;
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / limit));
  // Once this query's own answer is in, a page past the end (the last row of the last page was
  // deleted, here or by someone else) moves back to the last page there is.
  const settled = !!list.data && !list.isPlaceholderData;
  useEffect(() => {
    if (settled && page > pages) setPage(pages);
  }, [settled, page, pages, setPage]);

  const confirm = () => {
    if (toDelete === null || !remove) return;
    remove.mutation.mutate(rowKey(toDelete), {
      onError: (err) => remove.onError?.(err),
      onSettled: () => setToDelete(null),
    });
  };

  let body: ReactNode;
  if (list.isError) body = <ListLoadError message={loadFailed} onRetry={() => void list.refetch()} />;
  else if (empty && list.data && total === 0 && !controls.filter && !Object.values(controls.filters).some(Boolean))
    body = empty;
  else
    body = (
      <DataTable
        caption={caption}
        columns={columns(setToDelete)}
        rows={list.data?.items}
        rowKey={rowKey}
        rowClassName={rowClassName}
        loading={list.isPending}
        paging={{ page, pageSize: limit, total, onPageChange: setPage, onPageSizeChange: controls.setLimit }}
      />
    );

  return (
    <div className="flex flex-col gap-5">
      {search && <SearchBar {...search} onSearch={controls.search} onReset={controls.reset} />}
      {(filters || sortOptions) && (
        <div className="flex flex-wrap items-end gap-3">
          {filters}
          {sortOptions && <SortSelect options={sortOptions} value={controls.sort} onChange={controls.setSort} />}
        </div>
      )}
      {note}
      {body}
      {remove && (
        <ConfirmDialog
          open={toDelete !== null}
          message={remove.message}
          busy={remove.mutation.isPending}
          onConfirm={confirm}
          onCancel={() => setToDelete(null)}
        />
      )}
    </div>
  );
}

const smallButton = 'px-3 py-1.5';

/**
 * A row's actions: a link (Edit, or another `linkText`) and Delete, which opens the confirmation.
 * Their accessible names carry the row's `name`, so "Edit OID12345678" is one button among many.
 */
export function RowActions({
  to,
  name,
  onDelete,
  linkText,
  linkLabel,
  deleteLabel,
}: {
  to: string;
  name: string;
  onDelete: () => void;
  linkText?: string;
  linkLabel?: string;
  deleteLabel?: string;
}) {
  const { t } = useTranslation();
  const text = linkText ?? t('common.edit');
  return (
    <div className="flex gap-2 whitespace-nowrap">
      <Link to={to} className={`${buttonStyles.secondary} ${smallButton}`} aria-label={linkLabel ?? `${text} ${name}`}>
        {text}
      </Link>
      <button
        type="button"
        className={`${buttonStyles.danger} ${smallButton}`}
        aria-label={deleteLabel ?? `${t('common.delete')} ${name}`}
        onClick={onDelete}
      >
        {t('common.delete')}
      </button>
    </div>
  );
}

/** A table cell with a small picture beside its text (a course, a post, a person). */
export function PictureCell({
  src,
  alt = '',
  round,
  children,
}: {
  src: string;
  alt?: string;
  round?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-48 items-center gap-3">
      <img
        src={src}
        alt={alt}
        width={round ? 44 : 64}
        height={round ? 44 : 48}
        loading="lazy"
        className={
          round
            ? 'size-11 shrink-0 rounded-full border border-slate-200 object-cover'
            : 'h-12 w-16 shrink-0 rounded-md bg-brand-50 object-cover'
        }
      />
      {children}
    </div>
  );
}
