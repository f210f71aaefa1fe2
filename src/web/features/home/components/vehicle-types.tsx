import { useTranslation } from 'react-i18next';
import { MediaCard } from '#web/components/ui/card.tsx';
import { HomeSection } from './home-section';

/** The vehicles a student can learn on: manual and auto car, auto car, manual car, scooter. */
export function VehicleTypes() {
  const { t } = useTranslation();
  const vehicles = [
    {
      image: '/images/courses/manual-auto-car.svg',
      title: t('home.vehicles.manualAuto'),
      text: t('home.vehicles.manualAutoText'),
    },
    { image: '/images/courses/auto-car.svg', title: t('home.vehicles.auto'), text: t('home.vehicles.autoText') },
    { image: '/images/courses/manual-car.svg', title: t('home.vehicles.manual'), text: t('home.vehicles.manualText') },
    {
      image: '/images/courses/motorcycle.svg',
      title: t('home.vehicles.scooter'),
      text: t('home.vehicles.scooterText'),
    },
  ];
  return (
    <HomeSection name="vehicles" intro className="bg-slate-50 py-14">
      <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {vehicles.map((v) => (
          <MediaCard key={v.title} as="li" image={v.image}>
            <h3 className="text-lg font-semibold text-slate-900">{v.title}</h3>
            <p className="mt-1 text-sm text-slate-600">{v.text}</p>
          </MediaCard>
        ))}
      </ul>
    </HomeSection>
  );
}
