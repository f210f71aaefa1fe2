import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../../shared/constants';
import { buttonStyles } from './button-styles';
import type { Paging } from './data-table';

/**
 * The state every admin list shares: the searched key (none = all data), the page and the page
 * size. A new search, "See All Data" or a new page size go back to page 1.
 */
export function useListControls() {
  const [filter, setFilter] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  return {
    filter,
    page,
    limit,
    search: (value: string) => {
      setFilter(value);
      setPage(1);
    },
    reset: () => {
      setFilter(undefined);
      setPage(1);
    },
    /**
     * The DataTable paging props for `total` rows. After deleting the last row of the last page it
     * moves back to the page before (only once the data for the current query has arrived).
     */
    paging: (total: number, settled: boolean): Paging => {
      const pages = Math.max(1, Math.ceil(total / limit));
      if (settled && page > pages) setPage(pages);
      return {
        page,
        pageSize: limit,
        total,
        onPageChange: setPage,
        onPageSizeChange: (size) => {
          setLimit(size);
          setPage(1);
        },
      };
    },
  };
}

/** The list could not be loaded: say so and offer to try again. */
export function ListLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
      <p>{message}</p>
      <button type="button" className={`${buttonStyles.secondary} mt-3`} onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/** Edit (a link to the edit page) and Delete (opens the confirmation) for one row. */
export function RowActions({ editTo, name, onDelete }: { editTo: string; name: string; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex gap-2">
      <Link to={editTo} className={`${buttonStyles.secondary} px-3 py-1.5`} aria-label={`${t('common.edit')} ${name}`}>
        {t('common.edit')}
      </Link>
      <button
        type="button"
        className={`${buttonStyles.danger} px-3 py-1.5`}
        aria-label={`${t('common.delete')} ${name}`}
        onClick={onDelete}
      >
        {t('common.delete')}
      </button>
    </div>
  );
}
