import { useTranslation } from 'react-i18next';
import { fieldIn } from '#shared/bilingual.ts';
import { paths } from '#web/config/paths.ts';
import { ManageList, PictureCell, RowActions, useListControls } from '#web/components/ui/manage-list.tsx';
import { formatCount, formatTaka } from '#web/lib/format.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { toastError } from '#web/lib/toast-error.ts';
import { useAdminCourses } from '#web/features/courses/api/get-admin-courses.ts';
import { useDeleteCourse } from '#web/features/courses/api/delete-course.ts';

/**
 * Manage courses: search by course id or title, a choice of order, "See All Data", and a table with Edit and Delete ("delete
 * this ?", Yes / No). The list refetches after a delete. Titles and durations show in the page's
 * language where the course has them (else in the other, marked with its `lang`).
 */
export function ManageCourses() {
  const { t } = useTranslation();
  const language = usePageLanguage();
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
          cell: (c) => {
            const title = fieldIn(c, 'title', language);
            return (
              <PictureCell src={c.image || '/images/courses/refresher.svg'}>
                <span lang={title.language} className="font-medium">
                  {title.text}
                </span>
              </PictureCell>
            );
          },
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
        { header: t('courseAdmin.columns.lesson'), cell: (c) => formatCount(c.lesson) },
        {
          header: t('courseAdmin.columns.duration'),
          cell: (c) => {
            const duration = fieldIn(c, 'duration', language);
            return duration.text ? <span lang={duration.language}>{duration.text}</span> : '—';
          },
          className: 'whitespace-nowrap',
        },
        {
          header: t('courseAdmin.columns.actions'),
          cell: (c) => (
            <RowActions
              to={paths.editCourse(c.cid)}
              name={fieldIn(c, 'title', language).text}
              onDelete={() => askDelete(c)}
            />
          ),
          role: 'actions',
        },
      ]}
    />
  );
}
