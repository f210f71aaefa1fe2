import { useTranslation } from 'react-i18next';
import { ContentPage } from '../components/ui/content-page';
import { Reveal } from '../components/ui/reveal';
import { Certification } from '../features/about/components/certification';
import { DrivingGuidance } from '../features/about/components/driving-guidance';
import { Faq } from '../features/about/components/faq';
import { FeatureList } from '../features/about/components/feature-list';
import { WhoWeAre } from '../features/about/components/who-we-are';
import { useSchool } from '../features/school/api/get-school';
import { formatCount } from '../lib/format';

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
