import { useTranslation } from 'react-i18next';
import { SCHOOL } from '../../../../shared/school';

/** "Make Booking Payment": a payment image and the school's payment number (content, src/shared/school.ts). */
export function PaymentBox() {
  const { t } = useTranslation();
  const tel = SCHOOL.paymentNumber.replace(/[^\d+]/g, '');
  return (
    <section
      aria-labelledby="payment-heading"
      className="rounded-2xl border border-accent-400 bg-amber-50 p-5 shadow-sm"
    >
      <h2 id="payment-heading" className="text-xl font-bold text-slate-900">
        {t('orders.payment.heading')}
      </h2>
      <img
        src="/images/payment.svg"
        alt={t('orders.payment.imageAlt')}
        width={800}
        height={600}
        className="mt-4 aspect-[4/3] w-full max-w-xs rounded-xl object-cover"
      />
      <p className="mt-4 text-sm text-slate-700">{t('orders.payment.text')}</p>
      <p className="mt-3 text-sm text-slate-600">{t('orders.payment.number')}</p>
      <a
        href={`tel:${tel}`}
        className="text-2xl font-bold tracking-wide text-brand-800 hover:underline"
        data-testid="payment-number"
      >
        {SCHOOL.paymentNumber}
      </a>
    </section>
  );
}
