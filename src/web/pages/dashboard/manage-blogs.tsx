import { guardedSection, isOwner } from '#web/features/auth/components/require-auth.tsx';
import { ManageBlogs } from '#web/features/blogs/components/manage-blogs.tsx';

/** /dashboard/manage-blogs: "This Is Manage My Blogs Page", the owner's list of posts. */
export const ManageBlogsPage = guardedSection({ title: 'blogAdmin.manageHeading' }, ManageBlogs, isOwner);
