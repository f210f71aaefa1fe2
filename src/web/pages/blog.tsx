import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '../components/ui/container';
import { PageMeta } from '../components/ui/page-meta';
import { Spinner } from '../components/ui/spinner';
import { buttonStyles } from '../components/ui/button-styles';
import { paths } from '../config/paths';
import { ApiError } from '../lib/api';
import { useBlog } from '../features/blogs/api/get-blog';
import { BlogPost } from '../features/blogs/components/blog-post';
import { usePageLanguage } from '../hooks/use-page-language';
import { textIn } from '../../shared/bilingual';

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
