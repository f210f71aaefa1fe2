import { useTranslation } from 'react-i18next';
import { Container } from '../../../components/ui/container';
import { Reveal } from '../../../components/ui/reveal';

/** Home page: testimonials. */
export function Testimonials() {
  const { t } = useTranslation();
  const items = t('home.testimonials.items', { returnObjects: true });
  return (
    <section aria-labelledby="home-testimonials-heading" className="bg-brand-900 py-14 text-white">
      <Container>
        <Reveal>
          <h2 id="home-testimonials-heading" className="mb-8 text-2xl font-bold sm:text-3xl">
            {t('home.testimonials.heading')}
          </h2>
          <ul className="grid gap-6 md:grid-cols-3">
            {items.map((item) => (
              <li key={item.name}>
                <figure className="flex h-full flex-col rounded-2xl bg-white/10 p-6">
                  <svg viewBox="0 0 24 24" className="size-8 text-accent-400" fill="currentColor" aria-hidden="true">
                    <path d="M10 7H6a2 2 0 0 0-2 2v4h4v4l2-4V7zm10 0h-4a2 2 0 0 0-2 2v4h4v4l2-4V7z" />
                  </svg>
                  <blockquote className="mt-3 flex-1 text-brand-50">{item.quote}</blockquote>
                  <figcaption className="mt-4">
                    <span className="block font-semibold text-white">{item.name}</span>
                    <span className="block text-sm text-brand-100">{item.course}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </Reveal>
      </Container>
    </section>
  );
}
