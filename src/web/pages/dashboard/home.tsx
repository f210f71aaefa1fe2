import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useSessionUser } from '#web/features/auth/api/session.ts';
import { menuFor } from '#web/features/dashboard/menu.ts';
import { TeacherHome } from '#web/features/dashboard/components/teacher-home.tsx';
import { TeacherSessions } from '#web/features/batches/components/teacher-sessions.tsx';
import { CalendarLink } from '#web/features/calendar/components/calendar-link.tsx';
import { MenuBadge } from '#web/app/layouts/menu-badge.tsx';
import { loadChunk } from '#web/lib/load-chunk.ts';
import { batchesTexts } from '#web/features/batches/i18n/index.ts';
import { calendarTexts } from '#web/features/calendar/i18n/index.ts';
import { contactTexts } from '#web/features/contact/i18n/index.ts';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { paymentsTexts } from '#web/features/payments/i18n/index.ts';
import { refundsTexts } from '#web/features/refunds/i18n/index.ts';
import { reportsTexts } from '#web/features/reports/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [
  batchesTexts,
  calendarTexts,
  contactTexts,
  dashboardTexts,
  paymentsTexts,
  refundsTexts,
  reportsTexts,
];

/**
 * The office's monthly chart, with the charting library: a file of its own, fetched only when a staff
 * home is drawn, so a student's home (this same page) and the public pages never download it.
 */
const MonthlyFigures = lazy(() =>
  loadChunk(async () => ({
    default: (await import('#web/features/reports/components/monthly-figures.tsx')).MonthlyFigures,
  })),
);

export function DashboardHomePage() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (!user) return null;
  if (user.role === 'teacher')
    return (
      <TeacherHome name={user.name}>
        <TeacherSessions calendar={<CalendarLink />} />
      </TeacherHome>
    );
  return (
    <section className="flex flex-col gap-6">
      <div>
        <h2 className="break-words text-2xl font-bold text-slate-900">{t('dashboard.welcome', { name: user.name })}</h2>
        <p className="mt-1 text-slate-600">{t('dashboard.welcomeIntro')}</p>
      </div>
      {user.role === 'admin' && (
        <Suspense fallback={<Spinner className="min-h-[340px]" />}>
          <MonthlyFigures />
        </Suspense>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {menuFor(user).map((item) => (
          <li key={item.to}>
            <Link
              to={`${paths.dashboard}/${item.to}`}
              className="block rounded-xl border border-slate-200 bg-white p-5 font-semibold text-brand-800 shadow-sm hover:border-brand-600"
            >
              {t(`dashboard.items.${item.key}`)}
              <MenuBadge item={item.key} user={user} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
