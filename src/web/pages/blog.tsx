import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '#web/components/ui/container.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api.ts';
import { useBlog } from '#web/features/blogs/api/get-blog.ts';
import { BlogPost } from '#web/features/blogs/components/blog-post.tsx';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { textIn } from '#shared/bilingual.ts';
import { blogsTexts } from '#web/features/blogs/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [blogsTexts];

/** /blog/{bid}: one post with its three sections and pictures. */
export function BlogPage() {
  const { t } = useTranslation();
  const { bid = '' } = useParams();
  const query = useBlog(bid);
  const language = usePageLanguage();

  return (
    <Container className="py-10">
      {query.isPending && <Spinner />}
      {query.isError && (
        <div role="alert" className="mx-auto max-w-xl py-10 text-center">
          <PageMeta title={t('blog.notFoundTitle')} description={t('blog.metaDescription')} />
          {query.error instanceof ApiError && query.error.status === 404 ? (
            <>
              <h1 className="text-2xl font-bold text-slate-900">{t('blog.notFoundTitle')}</h1>
              <p className="mt-2 text-slate-600">{t('blog.notFound')}</p>
            </>
          ) : (
            <h1 className="text-2xl font-bold text-slate-900">{t('blog.loadFailed')}</h1>
          )}
          <Link to={paths.blogs} className={`${buttonStyles.primary} mt-6`}>
            {t('blog.allPosts')}
          </Link>
        </div>
      )}
      {query.isSuccess && (
        <>
          <PageMeta
            title={textIn(language, query.data.title1, query.data.title1Bn)}
            description={textIn(language, query.data.details1, query.data.details1Bn).slice(0, 155)}
          />
          <nav className="mx-auto mb-6 max-w-3xl text-sm">
            <Link to={paths.blogs} className="font-medium text-brand-800 hover:underline">
              ← {t('blog.allPosts')}
            </Link>
          </nav>
          <BlogPost blog={query.data} />
        </>
      )}
    </Container>
  );
}
