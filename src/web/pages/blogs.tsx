import { useTranslation } from 'react-i18next';
import { ContentPage } from '../components/ui/content-page';
import { BlogList } from '../features/blogs/components/blog-list';

/** /blogs: the school's posts, newest first. */
export function BlogsPage() {
  const { t } = useTranslation();
  return (
    <ContentPage title={t('blog.pageTitle')} description={t('blog.metaDescription')} intro={t('blog.intro')}>
      <BlogList />
    </ContentPage>
  );
}
