import { guardedSection, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { MessageLog } from '#web/features/notices/components/message-log.tsx';

/** /dashboard/messages: the office reads what SMS and mail went out, failed or wait for a retry. */
export const MessagesPage = guardedSection(
  { title: 'notices.logTitle', intro: 'notices.logIntro' },
  MessageLog,
  hasRole('admin'),
);
