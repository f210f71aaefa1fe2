import { formatCount } from '#web/lib/format.ts';

/**
 * A count beside a menu entry (enquiries unread, payments and refunds waiting): the number in the
 * page's digits, named in words for a screen reader; nothing at 0.
 */
export function CountBadge({ count, label, testId }: { count: number; label: string; testId: string }) {
  if (!count) return null;
  return (
    <span
      className="ml-2 inline-flex min-w-6 items-center justify-center rounded-full bg-amber-400 px-1.5 text-xs font-bold text-slate-900"
      aria-label={label}
      data-testid={testId}
    >
      {formatCount(count)}
    </span>
  );
}
