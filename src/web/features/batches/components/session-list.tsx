import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TeachingSession } from '#shared/schemas/batch.ts';
import { paths } from '#web/config/paths.ts';
import { formatCount, formatDay } from '#web/lib/format.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { clockTime } from '#web/lib/schedule.ts';

/**
 * Sessions as a teacher's day lists them: one card per session (course, time, place, vehicle,
 * how many are marked), each opening its roster. Large enough to tap in a field.
 */
export function SessionList({ sessions }: { sessions: TeachingSession[] }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <ul className="flex flex-col gap-3" data-testid="session-list">
      {sessions.map((s) => {
        const done = s.students > 0 && s.marked >= s.students;
        return (
          <li key={`${s.batchId} ${s.date}`}>
            <Link
              to={paths.roster(s.batchId, s.date)}
              className="flex flex-col gap-1 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-600"
              data-testid="session-card"
            >
              <span className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="text-lg font-bold text-slate-900">
                  {clockTime(s.time)} · {language === 'bn' && s.courseTitleBn ? s.courseTitleBn : s.courseTitle}
                </span>
                <span className={`text-sm font-semibold ${done ? 'text-emerald-800' : 'text-slate-700'}`}>
                  {done ? '✓ ' : ''}
                  {t('teaching.marked', { marked: formatCount(s.marked), students: formatCount(s.students) })}
                </span>
              </span>
              <span className="text-sm text-slate-700">
                {s.place}
                {s.vehicle && ` · ${s.vehicle.name}${s.vehicle.registration ? ` (${s.vehicle.registration})` : ''}`}
              </span>
              <span className="text-sm text-slate-600">
                {formatDay(s.date)} · {t('teaching.sessionOf', { n: formatCount(s.number), of: formatCount(s.of) })}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
