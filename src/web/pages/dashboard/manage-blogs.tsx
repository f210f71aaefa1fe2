import { useTranslation } from 'react-i18next';
import { RequireAuth, isOwner } from '../../features/auth/components/require-auth';
import { ManageBlogs } from '../../features/blogs/components/manage-blogs';

/** /dashboard/manage-blogs: "This Is Manage My Blogs Page". */
export function ManageBlogsPage() {
  const { t } = useTranslation();
  return (
    <RequireAuth allow={isOwner}>
      <section className="flex flex-col gap-5">
        <h2 className="text-2xl font-bold text-slate-900">{t('blogAdmin.manageHeading')}</h2>
        <ManageBlogs />
      </section>
    </RequireAuth>
  );
}
