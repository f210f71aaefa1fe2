import { useTranslation } from 'react-i18next';
import { HomeSection } from './home-section';

/** A photo gallery (public/images/gallery-1..6.svg). */
export function Gallery() {
  const { t } = useTranslation();
  const alts = t('home.gallery.alts', { returnObjects: true });
  return (
    <HomeSection name="gallery" intro className="py-14">
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
    </HomeSection>
  );
}
