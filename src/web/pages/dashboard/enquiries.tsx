import { guardedSection, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { Inbox } from '#web/features/contact/components/inbox.tsx';

/** /dashboard/enquiries: admins read, answer and mark handled what visitors wrote. */
export const EnquiriesPage = guardedSection({ title: 'inbox.title', intro: 'inbox.intro' }, Inbox, hasRole('admin'));
