import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fieldIn } from '#shared/bilingual.ts';
import type { Course } from '#shared/schemas/course.ts';
import { FIXED_RATING } from '#shared/constants.ts';
import { currentLocale } from '#web/lib/i18n.ts';
import { paths } from '#web/config/paths.ts';
import { formatTaka } from '#web/lib/format.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { MediaCard } from '#web/components/ui/card.tsx';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';

/**
 * A course in the catalogue: image, price in Tk, duration with "Offline", title, rating 5.0,
 * Details, Enroll; its texts in the page's language (English until the Bengali is written).
 */
export function CourseCard({
  course,
  priority = false,
  heading: Heading = 'h3',
}: {
  course: Course;
  priority?: boolean;
  /** The title's level: h2 where the cards are the page's own sections, h3 under a section heading. */
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  // A figure, so in the page's digits (docs/decisions/0474): 5.0 or ৫.০.
  const rating = new Intl.NumberFormat(currentLocale(), { minimumFractionDigits: 1 }).format(Number(FIXED_RATING));
  const language = usePageLanguage();
  const title = fieldIn(course, 'title', language);
  const duration = fieldIn(course, 'duration', language).text;
  return (
    <MediaCard image={course.image || '/images/courses/refresher.svg'} stretch priority={priority}>
      <div className="flex items-center justify-between gap-2 text-sm">
        <span className="rounded-full bg-accent-400/20 px-3 py-1 font-bold text-amber-800" data-testid="course-price">
          {t('courses.priceTk', { price: formatTaka(course.price) })}
        </span>
        <span className="text-slate-600">
          {duration ? `${duration} · ` : ''}
          {t('courses.offline')}
        </span>
      </div>
      <Heading lang={title.language} className="text-lg font-semibold text-slate-900">
        {title.text}
      </Heading>
      <p className="flex items-center gap-1 text-sm text-slate-700">
        {/* aria-label is not allowed on a <p>: the accessible text is a visually hidden span. */}
        <span className="sr-only">{t('courses.rating', { rating: rating })}</span>
        <span aria-hidden="true" className="text-accent-500">
          ★★★★★
        </span>
        <span aria-hidden="true" className="font-semibold">
          {rating}
        </span>
      </p>
      <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
        <Link to={paths.course(course.cid)} className={buttonStyles.secondary}>
          {t('courses.details')}
        </Link>
        <Link to={paths.buy(course.cid)} className={buttonStyles.primary}>
          {t('courses.enroll')}
        </Link>
      </div>
    </MediaCard>
  );
}
