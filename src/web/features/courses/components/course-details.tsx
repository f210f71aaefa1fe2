import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fieldIn, localize } from '#shared/bilingual.ts';
import type { Course } from '#shared/schemas/course.ts';
import { COURSE_TEXT_FIELDS } from '#shared/content-fields.ts';
import { paths } from '#web/config/paths.ts';
import { formatTaka } from '#web/lib/format.ts';
import { planInWords } from '#web/features/courses/plan-text.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { CallSchoolButton } from '#web/components/ui/call-school.tsx';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';

/**
 * The course page: lesson count, duration, More Details, image, fee, ENROLL NOW, includes; its texts
 * in the page's language (English where the Bengali is not written yet, marked as English).
 * `callPhone` is the office number "Call the school" dials.
 */
export function CourseDetails({ course: stored, callPhone }: { course: Course; callPhone: string | undefined }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const course = localize(stored, COURSE_TEXT_FIELDS, language);
  const lang = (field: (typeof COURSE_TEXT_FIELDS)[number]) => fieldIn(stored, field, language).language;
  const includes: Array<[string, string]> = [
    [t('courseDetail.duration'), course.duration || '—'],
    [t('courseDetail.price'), t('courses.priceTk', { price: formatTaka(course.price) })],
    [t('courseDetail.title'), course.title],
    [t('courseDetail.practical'), course.practical],
    [t('courseDetail.mechanical'), course.mechanical],
    [t('courseDetail.dt'), course.dt],
  ];
  return (
    <article className="grid gap-10 lg:grid-cols-[3fr_2fr]">
      <div>
        <h1 lang={lang('title')} className="text-3xl font-bold text-slate-900 sm:text-4xl">
          {course.title}
        </h1>
        <p className="mt-3 flex flex-wrap gap-3 text-sm font-medium text-slate-700">
          <span className="rounded-full bg-brand-50 px-3 py-1 text-brand-800">
            {t('courseDetail.lesson', { count: course.lesson })}
          </span>
          {course.duration && <span className="rounded-full bg-slate-100 px-3 py-1">{course.duration}</span>}
        </p>
        <img
          src={course.image || '/images/courses/refresher.svg'}
          alt={course.title}
          width={800}
          height={600}
          fetchPriority="high"
          className="mt-6 aspect-[4/3] w-full rounded-2xl bg-brand-50 object-cover"
        />
        <h2 className="mt-8 text-xl font-semibold text-slate-900">{t('courseDetail.moreDetails')}</h2>
        <p lang={lang('details')} className="mt-2 whitespace-pre-line leading-relaxed text-slate-700">
          {course.details}
        </p>
      </div>
      <aside className="h-fit rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:sticky lg:top-24">
        <p className="text-2xl font-bold text-slate-900" data-testid="course-fee">
          {t('courseDetail.fee', { price: formatTaka(course.price) })}
        </p>
        {stored.instalmentPlan && stored.instalmentPlan.length > 1 && (
          <p className="mt-2 text-sm text-slate-700" data-testid="course-plan">
            <span className="font-semibold">{t('courses.plan.heading')}:</span>{' '}
            {planInWords(t, stored.instalmentPlan, course.price)}
          </p>
        )}
        <Link to={paths.buy(course.cid)} className={`${buttonStyles.accent} mt-4 w-full`}>
          {t('courseDetail.enrollNow')}
        </Link>
        <CallSchoolButton phone={callPhone} className={`${buttonStyles.secondary} mt-3 w-full`} />
        <h2 className="mt-6 font-semibold text-slate-900">{t('courseDetail.includes')}</h2>
        <dl className="mt-3 divide-y divide-slate-100 text-sm">
          {includes.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="text-slate-600">{label}</dt>
              <dd className="text-right font-medium text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </aside>
    </article>
  );
}
