import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '#web/components/ui/container.tsx';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { paths } from '#web/config/paths.ts';
import { CallSchoolButton } from '#web/components/ui/call-school.tsx';
import { useSiteName } from '#web/components/ui/site-name.tsx';

/**
 * Home page: the hero with the school's name and the Bengali slogans, and a call to the office's
 * first number (`phone`). Never animated: it is what the visitor sees first.
 */
export function Hero({ phone }: { phone: string | undefined }) {
  const { t } = useTranslation();
  const site = useSiteName();
  const slogans = t('home.hero.slogans', { returnObjects: true });
  return (
    <section aria-labelledby="home-hero-heading" className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <Container className="grid items-center gap-8 py-12 md:grid-cols-2 md:py-20">
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">{t('home.hero.eyebrow')}</p>
          <h1 id="home-hero-heading" className="mt-2 text-3xl font-bold leading-tight sm:text-4xl lg:text-5xl">
            {site.name}
          </h1>
          <ul aria-label={t('home.hero.slogansLabel')} className="mt-6 space-y-3">
            {slogans.map((slogan) => (
              <li key={slogan} lang="bn" className="flex items-start gap-3 text-lg sm:text-xl">
                <span aria-hidden="true" className="mt-2.5 size-2.5 shrink-0 rounded-full bg-accent-400" />
                {slogan}
              </li>
            ))}
          </ul>
          {/* A grid, not a wrapping row: each button's place does not depend on how wide its words
              are, so nothing moves when the Bengali font arrives. */}
          <div className="mt-8 grid max-w-md grid-cols-2 gap-3">
            <Link to={paths.courses} className={buttonStyles.accent}>
              {t('home.hero.browseCourses')}
            </Link>
            <Link
              to={paths.contact}
              className="inline-flex items-center justify-center rounded-lg border border-white/70 px-5 py-3 text-sm font-bold text-white transition hover:bg-white/10"
            >
              {t('home.hero.contact')}
            </Link>
            <CallSchoolButton
              phone={phone}
              className="col-span-2 inline-flex items-center justify-center gap-2 rounded-lg border border-white/70 px-5 py-3 text-sm font-bold text-white transition hover:bg-white/10"
            />
          </div>
        </div>
        <img
          src="/images/hero.svg"
          alt={t('home.hero.imageAlt')}
          width={1600}
          height={900}
          fetchPriority="high"
          className="w-full rounded-2xl shadow-xl"
        />
      </Container>
    </section>
  );
}
