import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES } from '../../../../shared/constants';
import type { Course } from '../../../../shared/schemas/course';
import { paths } from '../../../config/paths';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { SearchBar } from '../../../components/ui/search-bar';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { buttonStyles } from '../../../components/ui/button-styles';
import { formatTaka } from '../../../lib/format';
import { toastError } from '../../../lib/toast-error';
import { useAdminCourses } from '../api/get-admin-courses';
import { useDeleteCourse } from '../api/delete-course';

/**
 * Manage courses (spec §2): search by course id, "See All Data", and a table with Edit and Delete
 * ("delete this ?", Yes / No). The list refetches after a delete.
 */
export function ManageCourses() {
  const { t } = useTranslation();
  const [cid, setCid] = useState<string | undefined>();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES[0]);
  const [toDelete, setToDelete] = useState<Course | null>(null);
  const list = useAdminCourses({ page, limit, cid });
  const remove = useDeleteCourse();

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / limit));
  // After deleting the last row of the last page, show the page before it.
  if (list.data && !list.isPlaceholderData && page > pages) setPage(pages);

  const columns: Column<Course>[] = [
    {
      header: t('courseAdmin.columns.course'),
      cell: (c) => (
        <div className="flex min-w-56 items-center gap-3">
          <img
            src={c.image || '/images/courses/refresher.svg'}
            alt=""
            width={64}
            height={48}
            className="h-12 w-16 shrink-0 rounded-md bg-brand-50 object-cover"
          />
          <span className="font-medium">{c.title}</span>
        </div>
      ),
    },
    {
      header: t('courseAdmin.columns.cid'),
      cell: (c) => <code className="text-xs">{c.cid}</code>,
      className: 'whitespace-nowrap',
    },
    {
      header: t('courseAdmin.columns.price'),
      cell: (c) => t('courses.priceTk', { price: formatTaka(c.price) }),
      className: 'whitespace-nowrap',
    },
    { header: t('courseAdmin.columns.lesson'), cell: (c) => c.lesson },
    { header: t('courseAdmin.columns.duration'), cell: (c) => c.duration || '—', className: 'whitespace-nowrap' },
    {
      header: t('courseAdmin.columns.actions'),
      cell: (c) => (
        <div className="flex gap-2">
          <Link
            to={paths.editCourse(c.cid)}
            className={`${buttonStyles.secondary} px-3 py-1.5`}
            aria-label={`${t('common.edit')} ${c.title}`}
          >
            {t('common.edit')}
          </Link>
          <button
            type="button"
            className={`${buttonStyles.danger} px-3 py-1.5`}
            aria-label={`${t('common.delete')} ${c.title}`}
            onClick={() => setToDelete(c)}
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
        label={t('courseAdmin.searchLabel')}
        placeholder={t('courseAdmin.searchPlaceholder')}
        onSearch={(value) => {
          setCid(value);
          setPage(1);
        }}
        onReset={() => {
          setCid(undefined);
          setPage(1);
        }}
      />
      {list.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
          <p>{t('courses.loadFailed')}</p>
          <button type="button" className={`${buttonStyles.secondary} mt-3`} onClick={() => void list.refetch()}>
            {t('common.retry')}
          </button>
        </div>
      ) : (
        <DataTable
          caption={t('courseAdmin.tableCaption')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(c) => c.cid}
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
        message={t('courseAdmin.deleteConfirm')}
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.cid, {
            onError: (error) => toastError(error),
            onSettled: () => setToDelete(null),
          });
        }}
      />
    </div>
  );
}
