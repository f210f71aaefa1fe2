import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '../../config/paths';
import { Spinner } from '../../components/ui/spinner';
import { buttonStyles } from '../../components/ui/button-styles';
import { ApiError } from '../../lib/api';
import { RequireAuth, isOwner } from '../../features/auth/components/require-auth';
import { blogQueryOptions } from '../../features/blogs/api/get-blog';
import { BlogForm } from '../../features/blogs/components/blog-form';

function EditBlog({ bid }: { bid: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The form starts from the server's current copy, never from a cached one.
  const query = useQuery({ ...blogQueryOptions(bid), refetchOnMount: 'always' });
  if (query.isError)
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
        <p>
          {query.error instanceof ApiError && query.error.status === 404
            ? t('blog.notFound')
            : t('blogAdmin.loadFailed')}
        </p>
        <Link to={paths.manageBlogs} className={`${buttonStyles.secondary} mt-3`}>
          {t('dashboard.items.manageBlogs')}
        </Link>
      </div>
    );
  if (!query.isFetchedAfterMount || !query.data) return <Spinner />;
  return (
    <BlogForm
      blog={query.data}
      onSaved={() => {
        toast.success(t('toast.blogUpdated'));
        void navigate(paths.manageBlogs);
      }}
    />
  );
}

/** /dashboard/manage-blogs/edit-blog/{bid}: every field prefilled from its own value, bid locked. */
export function EditBlogPage() {
  const { t } = useTranslation();
  const { bid = '' } = useParams();
  return (
    <RequireAuth allow={isOwner}>
      <section className="mx-auto flex max-w-4xl flex-col gap-5">
        <h2 className="text-2xl font-bold text-slate-900">{t('blogAdmin.editTitle')}</h2>
        <EditBlog bid={bid} />
      </section>
    </RequireAuth>
  );
}
