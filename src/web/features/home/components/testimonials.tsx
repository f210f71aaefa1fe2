import { useTranslation } from 'react-i18next';
import { HomeSection } from './home-section';

/** What former students say. */
export function Testimonials() {
  const { t } = useTranslation();
  const items = t('home.testimonials.items', { returnObjects: true });
  return (
    <HomeSection name="testimonials" tone="inverse" className="bg-brand-900 py-14 text-white">
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
    </HomeSection>
  );
}
