import { formatDate } from '#web/lib/format.ts';

/** A publish date (YYYY-MM-DD) as a <time>, written out ("15 January 2026"). */
export function PublishDate({ date, className }: { date: string; className?: string }) {
  const d = new Date(`${date}T00:00:00Z`);
  return (
    <time dateTime={date} className={className}>
      {Number.isNaN(d.getTime())
        ? date
        : formatDate(d, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}
    </time>
  );
}
