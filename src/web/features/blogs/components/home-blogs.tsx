import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fieldIn } from '#shared/bilingual.ts';
import { paths } from '#web/config/paths.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { HOME_BLOGS, useBlogs } from '#web/features/blogs/api/get-blogs.ts';
import { PublishDate } from './publish-date';

/**
 * A small "From our blog" strip for the home page: the three newest posts as links, and the way to
 * the blog. It has no heading of its own, so the home page's sections keep their spec order.
 */
export function HomeBlogs() {
  const { t } = useTranslation();
  const latest = useBlogs(HOME_BLOGS);
  const language = usePageLanguage();
  const posts = latest.data?.items ?? [];
  return (
    <section aria-label={t('blog.homeLabel')} className="py-10">
      <div className="flex flex-col gap-5 rounded-2xl border border-brand-100 bg-brand-50 p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
        <div className="min-w-0">
          <p className="text-xl font-bold text-slate-900">{t('blog.homeLabel')}</p>
          <p className="mt-1 text-slate-700">{t('blog.homeText')}</p>
          {posts.length > 0 && (
            <ul className="mt-4 flex flex-col gap-2">
              {posts.map((blog) => (
                <li key={blog.bid} className="flex flex-wrap items-center gap-x-3">
                  <Link
                    to={paths.blog(blog.bid)}
                    lang={fieldIn(blog, 'title1', language).language}
                    className="inline-flex min-h-11 items-center font-semibold text-brand-800 [overflow-wrap:anywhere] hover:underline"
                  >
                    {fieldIn(blog, 'title1', language).text}
                  </Link>
                  <PublishDate date={blog.date} className="text-sm text-slate-600" />
                </li>
              ))}
            </ul>
          )}
        </div>
        <Link to={paths.blogs} className={`${buttonStyles.primary} shrink-0 self-start lg:self-center`}>
          {t('blog.homeLink')}
        </Link>
      </div>
    </section>
  );
}
