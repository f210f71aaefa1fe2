import { useTranslation } from 'react-i18next';
import { SCHOOL } from '../../shared/school';
import { Container } from '../components/ui/container';
import { PageMeta } from '../components/ui/page-meta';
import { Reveal } from '../components/ui/reveal';
import { Certification } from '../features/about/components/certification';
import { DrivingGuidance } from '../features/about/components/driving-guidance';
import { Faq } from '../features/about/components/faq';
import { FeatureList } from '../features/about/components/feature-list';
import { WhoWeAre } from '../features/about/components/who-we-are';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <Container className="py-10">
      <PageMeta title={t('about.title')} description={t('about.metaDescription')} />
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('about.title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-600">{t('about.intro', { year: SCHOOL.established })}</p>
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
    </Container>
  );
}
