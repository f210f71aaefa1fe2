import { useTranslation } from 'react-i18next';
import { SCHOOL } from '../../../../shared/school';
import { cardStyles } from '../../../components/ui/card';
import { HomeSection } from './home-section';

/** The school in figures: pass rate, women trainees, lesson hours and years, with bars for the percentages. */
export function Statistics() {
  const { t } = useTranslation();
  const s = SCHOOL.statistics;
  const years = Math.max(1, new Date().getFullYear() - SCHOOL.established);
  const items = [
    { value: `${s.firstAttemptPassPercent}%`, label: t('home.stats.passRate'), percent: s.firstAttemptPassPercent },
    { value: `${s.womenTraineesPercent}%`, label: t('home.stats.womenTrainees'), percent: s.womenTraineesPercent },
    { value: `${s.lessonHoursPerMonth}+`, label: t('home.stats.lessonHours') },
    { value: `${years}+`, label: t('home.stats.years') },
  ];
  return (
    <HomeSection name="stats" intro className="py-14">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <div key={item.label} className={`flex flex-col p-6 ${cardStyles}`}>
            <dt className="text-sm text-slate-600">{item.label}</dt>
            <dd className="order-first text-3xl font-extrabold text-brand-800">{item.value}</dd>
            {item.percent !== undefined && (
              <div aria-hidden="true" className="mt-4 h-2 overflow-hidden rounded-full bg-slate-100">
                <div className="h-full rounded-full bg-accent-500" style={{ width: `${item.percent}%` }} />
              </div>
            )}
          </div>
        ))}
      </dl>
    </HomeSection>
  );
}
