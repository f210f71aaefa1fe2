import { useTranslation } from 'react-i18next';
import { ContentPage } from '#web/components/ui/content-page.tsx';
import { BlogList } from '#web/features/blogs/components/blog-list.tsx';
import { blogsTexts } from '#web/features/blogs/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [blogsTexts];

/** /blogs: the school's posts, newest first. */
export function BlogsPage() {
  const { t } = useTranslation();
  return (
    <ContentPage title={t('blog.pageTitle')} description={t('blog.metaDescription')} intro={t('blog.intro')}>
      <BlogList />
    </ContentPage>
  );
}
