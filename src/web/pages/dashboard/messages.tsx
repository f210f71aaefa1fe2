import { guardedSection, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { MessageLog } from '#web/features/notices/components/message-log.tsx';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { noticesTexts } from '#web/features/notices/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [dashboardTexts, noticesTexts];

/** /dashboard/messages: the office reads what SMS and mail went out, failed or wait for a retry. */
export const MessagesPage = guardedSection(
  { title: 'notices.logTitle', intro: 'notices.logIntro' },
  MessageLog,
  hasRole('admin'),
);
