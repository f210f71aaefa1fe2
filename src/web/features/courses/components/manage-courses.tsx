import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Course } from '../../../../shared/schemas/course';
import { paths } from '../../../config/paths';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { SearchBar } from '../../../components/ui/search-bar';
import { ListLoadError, RowActions, useListControls } from '../../../components/ui/manage-list';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { formatTaka } from '../../../lib/format';
import { toastError } from '../../../lib/toast-error';
import { useAdminCourses } from '../api/get-admin-courses';
import { useDeleteCourse } from '../api/delete-course';

/**
 * Manage courses: search by course id, "See All Data", and a table with Edit and Delete
 * ("delete this ?", Yes / No). The list refetches after a delete.
 */
export function ManageCourses() {
  const { t } = useTranslation();
  const controls = useListControls();
  const [toDelete, setToDelete] = useState<Course | null>(null);
  const list = useAdminCourses({ page: controls.page, limit: controls.limit, cid: controls.filter });
  const remove = useDeleteCourse();

  const paging = controls.paging(list.data?.total ?? 0, !!list.data && !list.isPlaceholderData);

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
      cell: (c) => <RowActions editTo={paths.editCourse(c.cid)} name={c.title} onDelete={() => setToDelete(c)} />,
    },
  ];

  return (
    <div className="flex flex-col gap-5">
      <SearchBar
        label={t('courseAdmin.searchLabel')}
        placeholder={t('courseAdmin.searchPlaceholder')}
        onSearch={controls.search}
        onReset={controls.reset}
      />
      {list.isError ? (
        <ListLoadError message={t('courses.loadFailed')} onRetry={() => void list.refetch()} />
      ) : (
        <DataTable
          caption={t('courseAdmin.tableCaption')}
          columns={columns}
          rows={list.data?.items}
          rowKey={(c) => c.cid}
          loading={list.isPending}
          paging={paging}
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
