import { useTranslation } from 'react-i18next';
import { Container } from '#web/components/ui/container.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { Reveal } from '#web/components/ui/reveal.tsx';
import { HomeCourses } from '#web/features/courses/components/home-courses.tsx';
import { CertifiedBy } from '#web/features/home/components/certified-by.tsx';
import { Counters } from '#web/features/home/components/counters.tsx';
import { DirectorMessage } from '#web/features/home/components/director-message.tsx';
import { Gallery } from '#web/features/home/components/gallery.tsx';
import { Hero } from '#web/features/home/components/hero.tsx';
import { LearningHub } from '#web/features/home/components/learning-hub.tsx';
import { Statistics } from '#web/features/home/components/statistics.tsx';
import { Testimonials } from '#web/features/home/components/testimonials.tsx';
import { VehicleTypes } from '#web/features/home/components/vehicle-types.tsx';
import { WhyChooseUs } from '#web/features/home/components/why-choose-us.tsx';
import { HomeBlogs } from '#web/features/blogs/components/home-blogs.tsx';
import { useSchool } from '#web/features/school/api/get-school.ts';
import { blogsTexts } from '#web/features/blogs/i18n/index.ts';
import { coursesTexts } from '#web/features/courses/i18n/index.ts';
import { homeTexts } from '#web/features/home/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [blogsTexts, coursesTexts, homeTexts];

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
