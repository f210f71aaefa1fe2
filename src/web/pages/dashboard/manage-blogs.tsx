import { guardedSection, isOwner } from '../../features/auth/components/require-auth';
import { ManageBlogs } from '../../features/blogs/components/manage-blogs';

/** /dashboard/manage-blogs: "This Is Manage My Blogs Page", the owner's list of posts. */
export const ManageBlogsPage = guardedSection({ title: 'blogAdmin.manageHeading' }, ManageBlogs, isOwner);
