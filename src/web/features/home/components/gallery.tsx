import { useTranslation } from 'react-i18next';
import { Container } from '../../../components/ui/container';
import { Reveal } from '../../../components/ui/reveal';
import { SectionHeading } from '../../../components/ui/section-heading';

/** Home page: a photo gallery (public/images/gallery-1..6.svg). */
export function Gallery() {
  const { t } = useTranslation();
  const alts = t('home.gallery.alts', { returnObjects: true });
  return (
    <section aria-labelledby="home-gallery-heading" className="py-14">
      <Container>
        <Reveal>
          <SectionHeading id="home-gallery-heading" title={t('home.gallery.heading')} intro={t('home.gallery.intro')} />
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
            {alts.map((alt, i) => (
              <li key={alt}>
                <img
                  src={`/images/gallery-${i + 1}.svg`}
                  alt={alt}
                  width={800}
                  height={600}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-xl object-cover shadow-sm"
                />
              </li>
            ))}
          </ul>
        </Reveal>
      </Container>
    </section>
  );
}
