import { useTranslation } from 'react-i18next';
import { phoneForDialling, phoneForReading } from '#shared/phone.ts';
import type { School } from '#shared/schemas/school.ts';

/**
 * "Make Booking Payment": a payment image and the school's bKash and Nagad numbers, as its facts
 * hold them (an empty one is not offered). Nothing to send to while the facts are on their way.
 */
export function PaymentBox({ school }: { school: Pick<School, 'bkash' | 'nagad'> | undefined }) {
  const { t } = useTranslation();
  const numbers = [
    { wallet: t('orders.payment.bkash'), phone: school?.bkash ?? '' },
    { wallet: t('orders.payment.nagad'), phone: school?.nagad ?? '' },
  ].filter((n) => n.phone !== '');
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
      <dl className="mt-1 flex flex-col gap-1">
        {numbers.map(({ wallet, phone }) => (
          <div key={wallet} className="flex flex-wrap items-baseline gap-x-3">
            <dt className="w-16 shrink-0 text-sm font-semibold text-slate-700">{wallet}</dt>
            <dd>
              <a
                href={`tel:${phoneForDialling(phone)}`}
                className="text-2xl font-bold tracking-wide text-brand-800 hover:underline"
                data-testid="payment-number"
              >
                {phoneForReading(phone)}
              </a>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
