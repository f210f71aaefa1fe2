import { useTranslation } from 'react-i18next';
import { cardStyles } from '#web/components/ui/card.tsx';
import { Icon } from '#web/components/ui/icon.tsx';
import { HomeSection } from './home-section';

/** Simple emblem shapes: the real bodies' logos are theirs to license, so none are copied here. */
const EMBLEMS: Record<string, string> = {
  government: 'M12 2l8 4v6c0 5-3.5 8.5-8 10-4.5-1.5-8-5-8-10V6z',
  brta: 'M3 17h18M5 17V9l7-5 7 5v8M9 17v-5h6v5',
  kmp: 'M12 2l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 15.4 6.8 18.1l1-5.8L3.5 8.2l5.9-.9z',
  ngo: 'M12 21s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.5-7 10-7 10z',
};

/** "We are certified by": the government, BRTA, the city police (KMP) and an NGO road-safety alliance. */
export function CertifiedBy() {
  const { t } = useTranslation();
  const bodies = [
    { key: 'government', name: t('home.certified.government'), short: t('home.certified.governmentShort') },
    { key: 'brta', name: t('home.certified.brta'), short: t('home.certified.brtaShort') },
    { key: 'kmp', name: t('home.certified.kmp'), short: t('home.certified.kmpShort') },
    { key: 'ngo', name: t('home.certified.ngo'), short: t('home.certified.ngoShort') },
  ];
  return (
    <HomeSection name="certified" align="center" className="bg-slate-50 py-14">
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {bodies.map((b) => (
          <li key={b.key} className={`flex items-center gap-4 p-5 ${cardStyles}`}>
            <Icon
              d={EMBLEMS[b.key]!}
              className="size-12 shrink-0 rounded-full bg-brand-50 p-2.5 text-brand-700"
              strokeWidth="1.6"
              strokeLinejoin="round"
            />
            <span>
              <span className="block font-bold text-slate-900">{b.short}</span>
              <span className="block text-sm text-slate-600">{b.name}</span>
            </span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
