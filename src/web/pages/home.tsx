import { useTranslation } from 'react-i18next';
import { Container } from '../components/ui/container';
import { PageMeta } from '../components/ui/page-meta';
import { Reveal } from '../components/ui/reveal';
import { HomeCourses } from '../features/courses/components/home-courses';
import { CertifiedBy } from '../features/home/components/certified-by';
import { Counters } from '../features/home/components/counters';
import { DirectorMessage } from '../features/home/components/director-message';
import { Gallery } from '../features/home/components/gallery';
import { Hero } from '../features/home/components/hero';
import { LearningHub } from '../features/home/components/learning-hub';
import { Statistics } from '../features/home/components/statistics';
import { Testimonials } from '../features/home/components/testimonials';
import { VehicleTypes } from '../features/home/components/vehicle-types';
import { WhyChooseUs } from '../features/home/components/why-choose-us';
import { HomeBlogs } from '../features/blogs/components/home-blogs';
import { useSchool } from '../features/school/api/get-school';

/** The home page: every section, in the order the school asked for. */
export function HomePage() {
  const { t } = useTranslation();
  const school = useSchool().data;
  return (
    <>
      <PageMeta description={t('home.metaDescription')} />
      <Hero phone={school?.phones[0]} />
      <Counters counters={school?.counters} />
      <LearningHub />
      <VehicleTypes />
      <Gallery />
      <DirectorMessage />
      <Statistics school={school} />
      <CertifiedBy />
      <Container>
        <Reveal>
          <HomeCourses />
        </Reveal>
      </Container>
      <Testimonials />
      <WhyChooseUs />
      {/* The blog: a link strip without a heading, so the sections above keep their order. */}
      <Container>
        <HomeBlogs />
      </Container>
    </>
  );
}
