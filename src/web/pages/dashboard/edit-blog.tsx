import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '../../config/paths';
import { DashboardSection } from '../../components/ui/dashboard-section';
import { QueryView } from '../../components/ui/query-view';
import { isNotFound } from '../../lib/api';
import { guarded, isOwner } from '../../features/auth/components/require-auth';
import { blogQueryOptions } from '../../features/blogs/api/get-blog';
import { BlogForm } from '../../features/blogs/components/blog-form';

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
