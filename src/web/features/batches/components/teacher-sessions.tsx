import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSessions } from '#web/features/batches/api/teaching.ts';
import { SubSection } from '#web/components/ui/sub-section.tsx';
import { SessionList } from './session-list';

/**
 * A teacher's day at the top of their dashboard: today's sessions, each one tap from its roster,
 * then `calendar` (the link for their phone's calendar, from the calendar feature), then the next
 * six days.
 */
export function TeacherSessions({ calendar }: { calendar: ReactNode }) {
  const { t } = useTranslation();
  const today = todayInDhaka();
  const sessions = useSessions(today, addDays(today, 6));
  if (sessions.isPending) return <Spinner />;
  if (sessions.isError)
    return <ListLoadError message={t('teaching.loadFailed')} onRetry={() => void sessions.refetch()} />;
  const todays = sessions.data.filter((s) => s.date === today);
  const later = sessions.data.filter((s) => s.date !== today);
  return (
    <>
      <SubSection title={t('teaching.todayTitle')} headingId="teacher-today">
        {todays.length === 0 ? (
          <p className="text-slate-600">{t('teaching.noneToday')}</p>
        ) : (
          <SessionList sessions={todays} />
        )}
      </SubSection>
      {calendar}
      <SubSection title={t('teaching.weekTitle')} headingId="teacher-week">
        {later.length === 0 ? (
          <p className="text-slate-600">{t('teaching.noneWeek')}</p>
        ) : (
          <SessionList sessions={later} />
        )}
      </SubSection>
    </>
  );
}
