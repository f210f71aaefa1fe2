import { guardedSection, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { Inbox } from '#web/features/contact/components/inbox.tsx';
import { contactTexts } from '#web/features/contact/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [contactTexts, dashboardTexts];

/** /dashboard/enquiries: admins read, answer and mark handled what visitors wrote. */
export const EnquiriesPage = guardedSection({ title: 'inbox.title', intro: 'inbox.intro' }, Inbox, hasRole('admin'));
