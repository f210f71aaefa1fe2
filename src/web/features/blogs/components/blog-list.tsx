import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { paths } from '#web/config/paths.ts';
import {
  PUBLIC_BLOG_PAGE_SIZE as BLOG_PAGE_SIZE,
  publicBlogPage,
  useBlogs,
} from '#web/features/blogs/api/get-blogs.ts';
import { BlogCard } from './blog-card';

/** The public blog: newest first, nine posts a page, the page number in the address (?page=2). */
export function BlogList() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { page } = publicBlogPage(params);
  const query = useBlogs(publicBlogPage(params));

  if (query.isPending) return <Spinner />;
  if (query.isError) return <ListLoadError message={t('blog.loadFailed')} onRetry={() => void query.refetch()} />;
  const { items, total } = query.data;
  const pages = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  if (items.length === 0)
    return (
      <div className="py-10 text-center text-slate-600">
        <p>{t('blog.empty')}</p>
        {page > 1 && (
          <Link to={paths.blogs} className={`${buttonStyles.secondary} mt-4`}>
            {t('blog.allPosts')}
          </Link>
        )}
      </div>
    );
  const pageLink = (n: number) => (n <= 1 ? paths.blogs : `${paths.blogs}?page=${n}`);
  return (
    <>
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
        {items.map((blog) => (
          <li key={blog.bid}>
            <BlogCard blog={blog} />
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={t('blog.pages')} className="mt-10 flex flex-wrap items-center justify-center gap-4">
          {page > 1 && (
            <Link to={pageLink(page - 1)} className={buttonStyles.secondary} rel="prev">
              ← {t('blog.newer')}
            </Link>
          )}
          <span className="text-sm text-slate-600">{t('blog.pageOf', { page, pages })}</span>
          {page < pages && (
            <Link to={pageLink(page + 1)} className={buttonStyles.secondary} rel="next">
              {t('blog.older')} →
            </Link>
          )}
        </nav>
      )}
    </>
  );
}
