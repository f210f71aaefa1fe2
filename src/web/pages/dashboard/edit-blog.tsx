import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '#web/config/paths.ts';
import { DashboardSection } from '#web/components/ui/dashboard-section.tsx';
import { QueryView } from '#web/components/ui/query-view.tsx';
import { isNotFound } from '#web/lib/api.ts';
import { guarded, isOwner } from '#web/features/auth/components/require-auth.tsx';
import { blogQueryOptions } from '#web/features/blogs/api/get-blog.ts';
import { BlogForm } from '#web/features/blogs/components/blog-form.tsx';
import { blogsTexts } from '#web/features/blogs/i18n/index.ts';
import { coursesTexts } from '#web/features/courses/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [blogsTexts, coursesTexts, dashboardTexts];

/** /dashboard/manage-blogs/edit-blog/{bid}: every field prefilled from its own value, bid locked. */
export const EditBlogPage = guarded(function EditBlog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { bid = '' } = useParams();
  const query = useQuery({ ...blogQueryOptions(bid), refetchOnMount: 'always' });
  return (
    <DashboardSection title={t('blogAdmin.editTitle')} narrow>
      <QueryView
        query={query}
        fresh
        errorText={(err) => (isNotFound(err) ? t('blog.notFound') : t('blogAdmin.loadFailed'))}
        back={{ to: paths.manageBlogs, label: t('dashboard.items.manageBlogs') }}
      >
        {(blog) => (
          <BlogForm
            blog={blog}
            onSaved={() => {
              toast.success(t('toast.blogUpdated'));
              void navigate(paths.manageBlogs);
            }}
          />
        )}
      </QueryView>
    </DashboardSection>
  );
}, isOwner);
