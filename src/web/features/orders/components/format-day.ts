const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2000-05-01" → "1 May 2000"; anything else is shown as it is. */
export function formatDay(day: string | null | undefined): string | null {
  if (!day) return null;
  const d = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? day : dateFormat.format(d);
}
