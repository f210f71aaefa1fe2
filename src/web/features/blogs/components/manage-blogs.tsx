import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../../../shared/constants';
import type { Blog } from '../../../../shared/schemas/blog';
import { paths } from '../../../config/paths';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { SearchBar } from '../../../components/ui/search-bar';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { buttonStyles } from '../../../components/ui/button-styles';
import { toastError } from '../../../lib/toast-error';
import { useBlogs } from '../api/get-blogs';
import { useDeleteBlog } from '../api/delete-blog';
import { PublishDate } from './publish-date';

/**
 * Manage blogs (spec §2): a required free-text search for the exact blog id, "See All Data", and a
 * table of the three title/image pairs with Edit and Delete ("Would you like to delete this Blog ?").
 */
export function ManageBlogs() {
  const { t } = useTranslation();
  const [bid, setBid] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  const [toDelete, setToDelete] = useState<Blog | null>(null);
  const list = useBlogs({ page, limit, bid });
  const remove = useDeleteBlog();

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / limit));
  // After deleting the last row of the last page, show the page before it.
  if (list.data && !list.isPlaceholderData && page > pages) setPage(pages);

  const pair = (n: 1 | 2 | 3): Column<Blog> => ({
    header: `${t('blogAdmin.columns.title', { n })} / ${t('blogAdmin.columns.image', { n })}`,
    cell: (b) => (
      <div className="flex min-w-40 items-center gap-3">
        <img
          src={b[`image${n}`]}
          alt=""
          width={64}
          height={48}
          className="h-12 w-16 shrink-0 rounded-md bg-brand-50 object-cover"
        />
        <span className="line-clamp-2 [overflow-wrap:anywhere]">{b[`title${n}`]}</span>
      </div>
    ),
  });

  const columns: Column<Blog>[] = [
    {
      header: t('blogAdmin.columns.bid'),
      cell: (b) => <code className="text-xs">{b.bid}</code>,
      className: 'whitespace-nowrap',
    },
    pair(1),
    pair(2),
    pair(3),
    {
      header: t('blogAdmin.columns.date'),
      cell: (b) => <PublishDate date={b.date} />,
      className: 'whitespace-nowrap',
    },
    {
      header: t('blogAdmin.columns.actions'),
      cell: (b) => (
        <div className="flex gap-2">
          <Link
            to={paths.editBlog(b.bid)}
            className={`${buttonStyles.secondary} px-3 py-1.5`}
            aria-label={`${t('common.edit')} ${b.bid}`}
          >
            {t('common.edit')}
          </Link>
          <button
            type="button"
            className={`${buttonStyles.danger} px-3 py-1.5`}
            aria-label={`${t('common.delete')} ${b.bid}`}
            onClick={() => setToDelete(b)}
          >
            {t('common.delete')}
          </button>
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-5">
      <SearchBar
        label={t('blogAdmin.searchLabel')}
        placeholder={t('blogAdmin.searchPlaceholder')}
        onSearch={(value) => {
          setBid(value);
          setPage(1);
        }}
        onReset={() => {
          setBid(undefined);
          setPage(1);
        }}
      />
      {list.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
          <p>{t('blog.loadFailed')}</p>
          <button type="button" className={`${buttonStyles.secondary} mt-3`} onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <DataTable
          caption={t('blogAdmin.tableCaption')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(b) => b.bid}
          loading={list.isPending}
          paging={{
            page,
            pageSize: limit,
            total,
            onPageChange: setPage,
            onPageSizeChange: (size) => {
              setLimit(size);
              setPage(1);
            },
          }}
        />
      )}
      <ConfirmDialog
        open={toDelete !== null}
        message={t('blogAdmin.deleteConfirm')}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.bid, {
            onError: (error) => toastError(error),
            onSettled: () => setToDelete(null),
          });
        }}
      />
    </div>
  );
}
