import { guardedSection, isOwner } from '#web/features/auth/components/require-auth.tsx';
import { ManageBlogs } from '#web/features/blogs/components/manage-blogs.tsx';
import { blogsTexts } from '#web/features/blogs/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [blogsTexts, dashboardTexts];

/** /dashboard/manage-blogs: "This Is Manage My Blogs Page", the owner's list of posts. */
export const ManageBlogsPage = guardedSection({ title: 'blogAdmin.manageHeading' }, ManageBlogs, isOwner);
