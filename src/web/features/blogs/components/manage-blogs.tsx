import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Blog } from '../../../../shared/schemas/blog';
import { paths } from '../../../config/paths';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { SearchBar } from '../../../components/ui/search-bar';
import { ListLoadError, RowActions, useListControls } from '../../../components/ui/manage-list';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toastError } from '../../../lib/toast-error';
import { useBlogs } from '../api/get-blogs';
import { useDeleteBlog } from '../api/delete-blog';
import { PublishDate } from './publish-date';

/**
 * Manage blogs: a required free-text search for the exact blog id, "See All Data", and a
 * table of the three title/image pairs with Edit and Delete ("Would you like to delete this Blog ?").
 */
export function ManageBlogs() {
  const { t } = useTranslation();
  const controls = useListControls();
  const [toDelete, setToDelete] = useState<Blog | null>(null);
  const list = useBlogs({ page: controls.page, limit: controls.limit, bid: controls.filter });
  const remove = useDeleteBlog();

  const paging = controls.paging(list.data?.total ?? 0, !!list.data && !list.isPlaceholderData);

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
      cell: (b) => <RowActions editTo={paths.editBlog(b.bid)} name={b.bid} onDelete={() => setToDelete(b)} />,
    },
  ];

  return (
    <div className="flex flex-col gap-5">
      <SearchBar
        label={t('blogAdmin.searchLabel')}
        placeholder={t('blogAdmin.searchPlaceholder')}
        onSearch={controls.search}
        onReset={controls.reset}
      />
      {list.isError ? (
        <ListLoadError message={t('blog.loadFailed')} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          caption={t('blogAdmin.tableCaption')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(b) => b.bid}
          loading={list.isPending}
          paging={paging}
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
