import { useTranslation } from 'react-i18next';
import { PageSection } from '#web/components/ui/page-section.tsx';
import { SectionHeading } from '#web/components/ui/section-heading.tsx';
import { useSiteName } from '#web/components/ui/site-name.tsx';

/** The director's message, and the admission instructions in Bengali. */
export function DirectorMessage() {
  const { t } = useTranslation();
  const admission = t('home.director.admission', { returnObjects: true });
  const site = useSiteName();
  return (
    <PageSection
      id="home-director-heading"
      className="bg-brand-50 py-14"
      revealClassName="grid gap-8 lg:grid-cols-[2fr_3fr]"
    >
      <div>
        <SectionHeading id="home-director-heading" title={t('home.director.heading')} />
        <figure className="rounded-2xl bg-white p-6 shadow-sm">
          <blockquote lang="bn" className="text-lg text-slate-800">
            {t('home.director.message')}
          </blockquote>
          <figcaption className="mt-4 flex items-center gap-3">
            <img src="/images/logo.svg" alt="" width={48} height={48} className="size-12" />
            <span>
              <span className="block font-semibold text-slate-900">{t('home.director.role')}</span>
              <span className="block text-sm text-slate-600">{site.name}</span>
            </span>
          </figcaption>
        </figure>
      </div>
      <div className="rounded-2xl border border-brand-100 bg-white p-6 shadow-sm">
        <h3 lang="bn" className="text-xl font-semibold text-brand-800">
          {t('home.director.admissionHeading')}
        </h3>
        <ol lang="bn" className="mt-4 space-y-3">
          {admission.map((item, i) => (
            <li key={item} className="flex gap-3 text-slate-800">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
              >
                {(i + 1).toLocaleString('bn-BD')}
              </span>
              <span>{item}</span>
            </li>
          ))}
        </ol>
      </div>
    </PageSection>
  );
}
