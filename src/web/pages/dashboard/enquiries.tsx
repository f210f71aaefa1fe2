import { guardedSection, hasRole } from '../../features/auth/components/require-auth';
import { Inbox } from '../../features/contact/components/inbox';

/** /dashboard/enquiries: admins read, answer and mark handled what visitors wrote. */
export const EnquiriesPage = guardedSection({ title: 'inbox.title', intro: 'inbox.intro' }, Inbox, hasRole('admin'));
