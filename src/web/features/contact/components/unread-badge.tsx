import { useTranslation } from 'react-i18next';
import { CountBadge } from '#web/components/ui/count-badge.tsx';
import { useInboxSummary } from '#web/features/contact/api/inbox.ts';

/**
 * Beside "Enquiries" in the staff menu (which only admins have): how many messages nobody has
 * opened yet, nothing at 0.
 */
export function UnreadBadge() {
  const { t } = useTranslation();
  const unread = useInboxSummary().data?.unread ?? 0;
  return <CountBadge count={unread} label={t('inbox.unread', { count: unread })} testId="inbox-unread" />;
}
