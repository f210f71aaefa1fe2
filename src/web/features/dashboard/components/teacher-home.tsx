import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '#web/config/paths.ts';
import type { ReactNode } from 'react';
import { SubSection } from '#web/components/ui/sub-section.tsx';

/**
 * A teacher's dashboard home: who they are signed in as, their sessions (`children`), and what
 * else they can do here, each with a line on what it is for. Only what exists: more appears here as it is built.
 */
export function TeacherHome({ name, children }: { name: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const items = [
    { to: paths.myProfile, key: 'profile' },
    { to: paths.myAccount, key: 'account' },
  ] as const;
  return (
    <section aria-labelledby="teacher-home-title" className="flex flex-col gap-6">
      <header>
        <h2 id="teacher-home-title" className="text-2xl font-bold break-words text-slate-900">
          {t('dashboard.welcome', { name })}
        </h2>
        <p className="mt-2 inline-flex items-center gap-2 text-slate-700">
          <span className="rounded-full bg-sky-100 px-2.5 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-sky-300">
            {t('dashboard.roles.teacher')}
          </span>
          {t('dashboard.teacherHome.signedInAs')}
        </p>
      </header>
      {children}
      <SubSection title={t('dashboard.teacherHome.todayTitle')} headingId="teacher-home-today">
        <ul className="grid gap-4 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item.key}>
              <Link
                to={item.to}
                className="flex h-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600"
              >
                <span className="font-semibold text-brand-800">{t(`dashboard.teacherHome.${item.key}.title`)}</span>
                <span className="text-sm text-slate-600">{t(`dashboard.teacherHome.${item.key}.text`)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </SubSection>
    </section>
  );
}
