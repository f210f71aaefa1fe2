import { useTranslation } from 'react-i18next';
import { SCHOOL } from '../../../../shared/school';
import { Container } from '../../../components/ui/container';
import { Reveal } from '../../../components/ui/reveal';
import { SectionHeading } from '../../../components/ui/section-heading';

/** Home page: a statistics block. */
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
    <section aria-labelledby="home-stats-heading" className="py-14">
      <Container>
        <Reveal>
          <SectionHeading id="home-stats-heading" title={t('home.stats.heading')} intro={t('home.stats.intro')} />
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {items.map((item) => (
              <div
                key={item.label}
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              >
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
        </Reveal>
      </Container>
    </section>
  );
}
