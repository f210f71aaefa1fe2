import { useTranslation } from 'react-i18next';
import { Container } from '../../../components/ui/container';
import { Reveal } from '../../../components/ui/reveal';
import { SectionHeading } from '../../../components/ui/section-heading';

/** Home page: vehicle types (manual and auto car, auto car, manual, scooter). */
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
    <section aria-labelledby="home-vehicles-heading" className="bg-slate-50 py-14">
      <Container>
        <Reveal>
          <SectionHeading
            id="home-vehicles-heading"
            title={t('home.vehicles.heading')}
            intro={t('home.vehicles.intro')}
          />
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {vehicles.map((v) => (
              <li key={v.title} className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
                <img
                  src={v.image}
                  alt=""
                  width={800}
                  height={600}
                  loading="lazy"
                  className="aspect-[4/3] w-full bg-brand-50 object-cover"
                />
                <div className="p-5">
                  <h3 className="text-lg font-semibold text-slate-900">{v.title}</h3>
                  <p className="mt-1 text-sm text-slate-600">{v.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </Reveal>
      </Container>
    </section>
  );
}
