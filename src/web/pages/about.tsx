import { useTranslation } from 'react-i18next';
import { SCHOOL } from '../../shared/school';
import { ContentPage } from '../components/ui/content-page';
import { Reveal } from '../components/ui/reveal';
import { Certification } from '../features/about/components/certification';
import { DrivingGuidance } from '../features/about/components/driving-guidance';
import { Faq } from '../features/about/components/faq';
import { FeatureList } from '../features/about/components/feature-list';
import { WhoWeAre } from '../features/about/components/who-we-are';

/** /about: the school's certification, FAQ, features, driving guidance and who runs it. */
export function AboutPage() {
  const { t } = useTranslation();
  const intro = t('about.intro', { year: SCHOOL.established });
  return (
    <ContentPage title={t('about.title')} description={t('about.metaDescription')} intro={intro} lead>
      <div className="mt-10 space-y-14">
        <Certification />
        <div className="grid gap-10 lg:grid-cols-2">
          <Faq />
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
