import { useTranslation } from 'react-i18next';
import { ContentPage } from '#web/components/ui/content-page.tsx';
import { Reveal } from '#web/components/ui/reveal.tsx';
import { Certification } from '#web/features/about/components/certification.tsx';
import { DrivingGuidance } from '#web/features/about/components/driving-guidance.tsx';
import { Faq } from '#web/features/about/components/faq.tsx';
import { FeatureList } from '#web/features/about/components/feature-list.tsx';
import { WhoWeAre } from '#web/features/about/components/who-we-are.tsx';
import { useSchool } from '#web/features/school/api/get-school.ts';
import { formatCount } from '#web/lib/format.ts';
import { aboutTexts } from '#web/features/about/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [aboutTexts];

/** /about: the school's certification, FAQ, features, driving guidance and who runs it. */
export function AboutPage() {
  const { t } = useTranslation();
  const school = useSchool().data;
  const intro = school ? t('about.intro', { year: formatCount(school.established) }) : '';
  return (
    <ContentPage title={t('about.title')} description={t('about.metaDescription')} intro={intro} lead>
      <div className="mt-10 space-y-14">
        <Certification registrationNumbers={school?.registrationNumbers ?? []} />
        <div className="grid gap-10 lg:grid-cols-2">
          <Faq graduated={school?.counters.graduated} />
          <FeatureList />
        </div>
        <Reveal>
          <DrivingGuidance />
        </Reveal>
        <Reveal>
          <WhoWeAre />
        </Reveal>
      </div>
    </ContentPage>
  );
}
