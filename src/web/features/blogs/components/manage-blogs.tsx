import { useTranslation } from 'react-i18next';
import type { Blog } from '#shared/schemas/blog.ts';
import { fieldIn } from '#shared/bilingual.ts';
import { paths } from '#web/config/paths.ts';
import { ManageList, PictureCell, RowActions, useListControls } from '#web/components/ui/manage-list.tsx';
import { toastError } from '#web/lib/toast-error.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { useBlogs } from '#web/features/blogs/api/get-blogs.ts';
import { useDeleteBlog } from '#web/features/blogs/api/delete-blog.ts';
import { PublishDate } from './publish-date';

/**
 * Manage blogs: a required free-text search for a blog id or title, a choice of order, "See All Data", and a table of
 * the three title/image pairs with Edit and Delete ("Would you like to delete this Blog ?"). Titles
 * show in the page's language where the post has them (else in the other, marked with its `lang`).
 */
export function ManageBlogs() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const controls = useListControls({ sort: '-date' });
  const list = useBlogs({ page: controls.page, limit: controls.limit, q: controls.filter, sort: controls.sort });
  const remove = useDeleteBlog();
  const pair = (n: 1 | 2 | 3) => ({
    header: `${t('blogAdmin.columns.title', { n })} / ${t('blogAdmin.columns.image', { n })}`,
    cell: (b: Blog) => {
      const title = fieldIn(b, `title${n}`, language);
      return (
        <PictureCell src={b[`image${n}`]}>
          <span lang={title.language} className="line-clamp-2 [overflow-wrap:anywhere]">
            {title.text}
          </span>
        </PictureCell>
      );
    },
  });

  return (
    <ManageList
      controls={controls}
      list={list}
      search={{ label: t('blogAdmin.searchLabel'), placeholder: t('blogAdmin.searchPlaceholder') }}
      sortOptions={[
        { value: '-date', label: t('blogAdmin.sort.newest') },
        { value: 'date', label: t('blogAdmin.sort.oldest') },
        { value: 'title', label: t('blogAdmin.sort.title') },
      ]}
      caption={t('blogAdmin.tableCaption')}
      rowKey={(b) => b.bid}
      loadFailed={t('blog.loadFailed')}
      remove={{ message: t('blogAdmin.deleteConfirm'), mutation: remove, onError: toastError }}
      columns={(askDelete) => [
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
          cell: (b) => <RowActions to={paths.editBlog(b.bid)} name={b.bid} onDelete={() => askDelete(b)} />,
          role: 'actions',
        },
      ]}
    />
  );
}
