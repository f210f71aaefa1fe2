import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '../../config/paths';
import { RequireAuth, isOwner } from '../../features/auth/components/require-auth';
import { BlogForm } from '../../features/blogs/components/blog-form';

/** /dashboard/add-blogs: the owner writes a post; after saving, back to the manage list. */
export function AddBlogsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <RequireAuth allow={isOwner}>
      <section className="mx-auto flex max-w-4xl flex-col gap-5">
        <header>
          <h2 className="text-2xl font-bold text-slate-900">{t('blogAdmin.addTitle')}</h2>
          <p className="mt-1 text-slate-600">{t('blogAdmin.addIntro')}</p>
        </header>
        <BlogForm
          onSaved={() => {
            toast.success(t('toast.blogAdded'));
            void navigate(paths.manageBlogs);
          }}
        />
      </section>
    </RequireAuth>
  );
}
