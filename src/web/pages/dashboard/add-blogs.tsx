import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { paths } from '#web/config/paths.ts';
import { DashboardSection } from '#web/components/ui/dashboard-section.tsx';
import { guarded, isOwner } from '#web/features/auth/components/require-auth.tsx';
import { BlogForm } from '#web/features/blogs/components/blog-form.tsx';
import { blogsTexts } from '#web/features/blogs/i18n/index.ts';
import { coursesTexts } from '#web/features/courses/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [blogsTexts, coursesTexts, dashboardTexts];

/** /dashboard/add-blogs: the owner writes a post; after saving, back to the manage list. */
export const AddBlogsPage = guarded(function AddBlogs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <DashboardSection title={t('blogAdmin.addTitle')} intro={t('blogAdmin.addIntro')} narrow>
      <BlogForm
        onSaved={() => {
          toast.success(t('toast.blogAdded'));
          void navigate(paths.manageBlogs);
        }}
      />
    </DashboardSection>
  );
}, isOwner);
