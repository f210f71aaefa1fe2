import { useTranslation } from 'react-i18next';
import { Container } from '../../../components/ui/container';
import { Reveal } from '../../../components/ui/reveal';
import { SectionHeading } from '../../../components/ui/section-heading';

const ICONS = {
  theory: 'M4 5h16v11H4zM8 20h8M12 16v4',
  trainer: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  certificate: 'M5 3h14v13H5zM9 8h6M9 11h6M10 16l-1 5 3-2 3 2-1-5',
  modules: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
} as const;

/** Home page: "why choose us", four cards: theory class, experienced trainer, certificate, training modules. */
export function WhyChooseUs() {
  const { t } = useTranslation();
  const cards = [
    { icon: ICONS.theory, title: t('home.why.theory'), text: t('home.why.theoryText') },
    { icon: ICONS.trainer, title: t('home.why.trainer'), text: t('home.why.trainerText') },
    { icon: ICONS.certificate, title: t('home.why.certificate'), text: t('home.why.certificateText') },
    { icon: ICONS.modules, title: t('home.why.modules'), text: t('home.why.modulesText') },
  ];
  return (
    <section aria-labelledby="home-why-heading" className="py-14">
      <Container>
        <Reveal>
          <SectionHeading id="home-why-heading" title={t('home.why.heading')} align="center" />
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {cards.map((card) => (
              <li key={card.title} className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
                <svg
                  viewBox="0 0 24 24"
                  className="mx-auto size-14 rounded-2xl bg-accent-400/20 p-3 text-amber-700"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  <path d={card.icon} />
                </svg>
                <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
                <p className="mt-2 text-sm text-slate-600">{card.text}</p>
              </li>
            ))}
          </ul>
        </Reveal>
      </Container>
    </section>
  );
}
