import { useTranslation } from 'react-i18next';
import type { School } from '#shared/schemas/school.ts';
import { cardStyles } from '#web/components/ui/card.tsx';
import { HomeSection } from './home-section';
import { formatCount } from '#web/lib/format.ts';

/**
 * The school in figures (its facts, which the owner keeps): pass rate, women trainees, lesson hours
 * and the year it started, with bars for the percentages. Nothing here reads the clock, so the
 * block is the same wherever it is drawn. Empty cards while the facts are on their way.
 */
export function Statistics({ school }: { school: Pick<School, 'statistics' | 'established'> | undefined }) {
  const { t } = useTranslation();
  const s = school?.statistics;
  const items = [
    {
      value: s && `${s.firstAttemptPassPercent}%`,
      label: t('home.stats.passRate'),
      percent: s?.firstAttemptPassPercent,
    },
    {
      value: s && `${s.womenTraineesPercent}%`,
      label: t('home.stats.womenTrainees'),
      percent: s?.womenTraineesPercent,
    },
    { value: s && `${s.lessonHoursPerMonth}+`, label: t('home.stats.lessonHours') },
    { value: school && formatCount(school.established), label: t('home.stats.since') },
  ];
  return (
    <HomeSection name="stats" intro className="py-14">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <div key={item.label} className={`flex flex-col p-6 ${cardStyles}`}>
            <dt className="text-sm text-slate-600">{item.label}</dt>
            <dd className="order-first text-3xl font-extrabold text-brand-800">{item.value}</dd>
            {'percent' in item && (
              <div aria-hidden="true" className="mt-4 h-2 overflow-hidden rounded-full bg-slate-100">
                <div className="h-full rounded-full bg-accent-500" style={{ width: `${item.percent ?? 0}%` }} />
              </div>
            )}
          </div>
        ))}
      </dl>
    </HomeSection>
  );
}
