import { guardedSection, hasRole } from '../../features/auth/components/require-auth';
import { MessageLog } from '../../features/notices/components/message-log';

/** /dashboard/messages: the office reads what SMS and mail went out, failed or wait for a retry. */
export const MessagesPage = guardedSection(
  { title: 'notices.logTitle', intro: 'notices.logIntro' },
  MessageLog,
  hasRole('admin'),
);
