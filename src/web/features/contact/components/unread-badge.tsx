import { useTranslation } from 'react-i18next';
import { formatCount } from '#web/lib/format.ts';
import { useInboxSummary } from '#web/features/contact/api/inbox.ts';

/**
 * Beside "Enquiries" in the staff menu (which only admins have): how many messages nobody has
 * opened yet, nothing at 0.
 */
export function UnreadBadge() {
  const { t } = useTranslation();
  const summary = useInboxSummary();
  const unread = summary.data?.unread ?? 0;
  if (!unread) return null;
  return (
    <span
      className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-amber-400 px-1.5 text-xs font-bold text-slate-900"
      aria-label={t('inbox.unread', { count: unread })}
      data-testid="inbox-unread"
    >
      {formatCount(unread)}
    </span>
  );
}
