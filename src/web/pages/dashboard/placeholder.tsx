import { useTranslation } from 'react-i18next';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [dashboardTexts];

/** statistics: the spec's placeholder text page (refund became a real page, docs/decisions/0440). */
export function PlaceholderPage({ page }: { page: 'statistics' }) {
  const { t } = useTranslation();
  return (
    <section>
      <h2 className="text-2xl font-bold text-slate-900">{t(`dashboard.items.${page}`)}</h2>
      <p className="mt-2 text-slate-600">{t(`dashboard.placeholders.${page}`)}</p>
    </section>
  );
}
