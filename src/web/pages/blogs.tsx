import { useTranslation } from 'react-i18next';
import { Container } from '../components/ui/container';
import { PageMeta } from '../components/ui/page-meta';
import { BlogList } from '../features/blogs/components/blog-list';

/** /blogs: the school's posts, newest first (the old site managed blogs but never showed them). */
export function BlogsPage() {
  const { t } = useTranslation();
  return (
    <Container className="py-10">
      <PageMeta title={t('blog.pageTitle')} description={t('blog.metaDescription')} />
      <h1 className="text-3xl font-bold text-slate-900">{t('blog.pageTitle')}</h1>
      <p className="mb-8 mt-2 text-slate-600">{t('blog.intro')}</p>
      <BlogList />
    </Container>
  );
}
