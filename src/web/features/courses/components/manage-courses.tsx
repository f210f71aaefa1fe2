import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { ManageList, PictureCell, RowActions, useListControls } from '../../../components/ui/manage-list';
import { formatTaka } from '../../../lib/format';
import { toastError } from '../../../lib/toast-error';
import { useAdminCourses } from '../api/get-admin-courses';
import { useDeleteCourse } from '../api/delete-course';

/**
 * Manage courses: search by course id or title, a choice of order, "See All Data", and a table with Edit and Delete ("delete
 * this ?", Yes / No). The list refetches after a delete.
 */
export function ManageCourses() {
  const { t } = useTranslation();
  const controls = useListControls({ sort: 'created' });
  const list = useAdminCourses({
    page: controls.page,
    limit: controls.limit,
    q: controls.filter,
    sort: controls.sort,
  });
  const remove = useDeleteCourse();
  return (
    <ManageList
      controls={controls}
      list={list}
      search={{ label: t('courseAdmin.searchLabel'), placeholder: t('courseAdmin.searchPlaceholder') }}
      sortOptions={[
        { value: 'created', label: t('courseAdmin.sort.catalogue') },
        { value: 'title', label: t('courseAdmin.sort.title') },
        { value: 'price', label: t('courseAdmin.sort.priceLow') },
        { value: '-price', label: t('courseAdmin.sort.priceHigh') },
      ]}
      caption={t('courseAdmin.tableCaption')}
      rowKey={(c) => c.cid}
      loadFailed={t('courses.loadFailed')}
      remove={{ message: t('courseAdmin.deleteConfirm'), mutation: remove, onError: toastError }}
      columns={(askDelete) => [
        {
          header: t('courseAdmin.columns.course'),
          cell: (c) => (
            <PictureCell src={c.image || '/images/courses/refresher.svg'}>
              <span className="font-medium">{c.title}</span>
            </PictureCell>
          ),
          role: 'title',
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
          cell: (c) => <RowActions to={paths.editCourse(c.cid)} name={c.title} onDelete={() => askDelete(c)} />,
          role: 'actions',
        },
      ]}
    />
  );
}
