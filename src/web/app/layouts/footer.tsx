import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { fieldIn, localize } from '#shared/bilingual.ts';
import { phoneForDialling, phoneForReading } from '#shared/phone-format.ts';
import { schoolIn } from '#shared/school.ts';
import { COURSE_TEXT_FIELDS } from '#shared/content-fields.ts';
import { paths } from '#web/config/paths.ts';
import { Container } from '#web/components/ui/container.tsx';
import { useSiteName } from '#web/components/ui/site-name.tsx';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { useCourses } from '#web/features/courses/api/get-courses.ts';
import { useSchool } from '#web/features/school/api/get-school.ts';
import { formatCount } from '#web/lib/format.ts';

export function Footer() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const site = useSiteName();
  const courses = useCourses();
  const facts = useSchool().data;
  const school = facts && schoolIn(facts, language);
  const first = courses.data?.[0];
  const featured = first && localize(first, COURSE_TEXT_FIELDS, language);
  const linkClass = 'text-slate-300 hover:text-white hover:underline';

  return (
    <footer className="mt-16 bg-slate-900 text-slate-300">
      <Container className="grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="min-w-0">
          <Link to={paths.home} className="flex min-h-11 items-center gap-2 font-bold text-white">
            <img src="/images/logo.svg" alt="" width={36} height={36} className="size-9" />
            {site.shortName}
          </Link>
          {facts && school && (
            <>
              <p className="mt-3 text-sm">{t('footer.tagline', { year: formatCount(school.established) })}</p>
              <address className="mt-4 space-y-2 text-sm not-italic" aria-label={t('footer.contact')}>
                <p lang={fieldIn(facts, 'address', language).language} className="whitespace-pre-line">
                  {school.address}
                </p>
                <ul className="space-y-1">
                  {school.phones.map((phone) => (
                    <li key={phone}>
                      <a className={linkClass} href={`tel:${phoneForDialling(phone)}`}>
                        {phoneForReading(phone)}
                      </a>
                    </li>
                  ))}
                </ul>
                <p>
                  <a className={`${linkClass} break-all`} href={`mailto:${school.email}`}>
                    {school.email}
                  </a>
                </p>
                {school.hours && (
                  <p className="whitespace-pre-line">
                    <span className="font-semibold text-white">{t('footer.hours')}: </span>
                    {school.hours}
                  </p>
                )}
              </address>
            </>
          )}
        </div>
        <nav aria-label={t('footer.explore')}>
          <h2 className="mb-3 font-semibold text-white">{t('footer.explore')}</h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link className={linkClass} to={paths.home}>
                {t('nav.home')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.about}>
                {t('nav.about')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.courses}>
                {t('nav.courses')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.contact}>
                {t('nav.contact')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.blogs}>
                {t('nav.blogs')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.learn')}>
          <h2 className="mb-3 font-semibold text-white">{t('footer.learn')}</h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link className={linkClass} to={paths.verification}>
                {t('nav.verification')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.sign1}>
                {t('footer.signs')}
              </Link>
            </li>
            {featured && (
              <>
                <li>
                  <Link className={linkClass} to={paths.course(featured.cid)}>
                    {t('footer.featuredCourse')}: {featured.title}
                  </Link>
                </li>
                <li>
                  <Link className={linkClass} to={paths.buy(featured.cid)}>
                    {t('footer.enrollFeatured')}
                  </Link>
                </li>
              </>
            )}
          </ul>
        </nav>
        <nav aria-label={t('footer.account')}>
          <h2 className="mb-3 font-semibold text-white">{t('footer.account')}</h2>
          <ul className="space-y-2 text-sm">
            <li>
              <Link className={linkClass} to={paths.signup}>
                {t('footer.signup')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.login}>
                {t('footer.login')}
              </Link>
            </li>
            <li>
              <Link className={linkClass} to={paths.reset}>
                {t('footer.reset')}
              </Link>
            </li>
          </ul>
        </nav>
      </Container>
      <div className="border-t border-slate-800">
        <Container className="py-4 text-xs text-slate-400">
          {t('footer.rights', { year: formatCount(new Date().getFullYear()), name: site.name })}
        </Container>
      </div>
    </footer>
  );
}
