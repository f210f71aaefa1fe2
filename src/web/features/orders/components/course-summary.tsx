import { useTranslation } from 'react-i18next';
import { formatCount, formatTaka } from '#web/lib/format.ts';

export interface CourseSummaryData {
  title: string;
  image: string;
  price: number;
  duration: string;
  practical?: string;
  mechanical?: string;
  lesson?: number;
}

/** The course at the top of the booking page and of the admin's "Edit order" page. */
export function CourseSummary({ course, headingLevel = 2 }: { course: CourseSummaryData; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const facts: Array<[string, string]> = [
    [t('orders.summary.price'), t('courses.priceTk', { price: formatTaka(course.price) })],
    [t('orders.summary.duration'), course.duration || '—'],
  ];
  if (course.practical !== undefined) facts.push([t('orders.summary.practical'), course.practical]);
  if (course.mechanical !== undefined) facts.push([t('orders.summary.mechanical'), course.mechanical]);
  if (course.lesson !== undefined) facts.push([t('orders.summary.lesson'), formatCount(course.lesson)]);
  return (
    <section
      aria-label={t('orders.summary.heading')}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:p-5"
    >
      <img
        src={course.image || '/images/courses/refresher.svg'}
        alt=""
        width={320}
        height={240}
        className="aspect-[4/3] w-full rounded-xl bg-brand-50 object-cover sm:w-56"
      />
      <div className="min-w-0 flex-1">
        <Heading className="text-xl font-bold text-slate-900 sm:text-2xl">{course.title}</Heading>
        <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-2 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-slate-500">{label}</dt>
              <dd className="font-semibold break-words text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
