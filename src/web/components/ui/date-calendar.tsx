import { DayPicker } from 'react-day-picker';
import { bn } from 'react-day-picker/locale/bn';
import 'react-day-picker/style.css';
import type { Language } from '#shared/language.ts';

/**
 * The month grid a date box opens: react-day-picker (arrow keys move by day, Page Up/Down by month,
 * Home/End to the week's ends, Enter picks), in Bengali month and weekday names with Bengali digits
 * on a Bengali page. A file of its own, fetched the first time a calendar is opened, so no page
 * downloads it for a box that is only typed in (docs/decisions/0473).
 */
export default function DateCalendar({
  day,
  min,
  max,
  language,
  onPick,
}: {
  day: string;
  min?: string;
  max?: string;
  language: Language;
  onPick: (day: string) => void;
}) {
  const selected = localDate(day);
  const from = localDate(min);
  const to = localDate(max);
  const thisYear = new Date().getFullYear();
  return (
    <DayPicker
      mode="single"
      required
      autoFocus
      selected={selected}
      defaultMonth={selected ?? (to && to < new Date() ? to : undefined)}
      onSelect={(date: Date) => onPick(isoDay(date))}
      disabled={[...(from ? [{ before: from }] : []), ...(to ? [{ after: to }] : [])]}
      captionLayout="dropdown"
      startMonth={from ?? new Date(thisYear - 100, 0)}
      endMonth={to ?? new Date(thisYear + 5, 11)}
      {...(language === 'bn' ? { locale: bn, numerals: 'beng' as const } : {})}
      className="date-calendar"
    />
  );
}

/** `YYYY-MM-DD` as a Date at local midnight (the picker counts in local days), or undefined. */
function localDate(day: string | undefined): Date | undefined {
  const m = day ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  return m ? new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
}

function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
