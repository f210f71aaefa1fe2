import { useTranslation } from 'react-i18next';
import { cardStyles } from '#web/components/ui/card.tsx';
import { Icon } from '#web/components/ui/icon.tsx';
import { HomeSection } from './home-section';

const ICONS = {
  theory: 'M4 5h16v11H4zM8 20h8M12 16v4',
  trainer: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  certificate: 'M5 3h14v13H5zM9 8h6M9 11h6M10 16l-1 5 3-2 3 2-1-5',
  modules: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
} as const;

/** "Why choose us": four cards, theory class, experienced trainer, certificate, training modules. */
export function WhyChooseUs() {
  const { t } = useTranslation();
  const cards = [
    { icon: ICONS.theory, title: t('home.why.theory'), text: t('home.why.theoryText') },
    { icon: ICONS.trainer, title: t('home.why.trainer'), text: t('home.why.trainerText') },
    { icon: ICONS.certificate, title: t('home.why.certificate'), text: t('home.why.certificateText') },
    { icon: ICONS.modules, title: t('home.why.modules'), text: t('home.why.modulesText') },
  ];
  return (
    <HomeSection name="why" align="center" className="py-14">
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li key={card.title} className={`p-6 text-center ${cardStyles}`}>
            <Icon
              d={card.icon}
              className="mx-auto size-14 rounded-2xl bg-accent-400/20 p-3 text-amber-700"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{card.title}</h3>
            <p className="mt-2 text-sm text-slate-600">{card.text}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
