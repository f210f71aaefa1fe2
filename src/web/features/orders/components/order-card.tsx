import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { verificationUrl, type Order } from '#shared/schemas/order.ts';
import { QrCode } from '#web/components/ui/qr-code.tsx';
import { NidDocument } from './nid-document';
import { StatusBadge } from './status-badge';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { orderCourseIn } from '../order-course';
import { formatDay } from '#web/lib/format.ts';
import { PhotoOrInitial } from '#web/components/ui/photo-or-initial.tsx';
import { useSiteName } from '#web/components/ui/site-name.tsx';
import './order-card.css';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8.5rem_minmax(0,1fr)] gap-2 border-b border-slate-100 py-1.5 last:border-0 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The order card page: the student's card with father, mother, SID, NID, course status, phone,
 * date of birth, a QR code, photo, name, e-mail and the school. The QR code is this student's own:
 * it opens /verification with their SID filled in.
 */
export function OrderCard({
  order,
  origin,
  registrationNumbers,
}: {
  order: Order;
  origin: string;
  /** The school's registration numbers, from its facts. */
  registrationNumbers: readonly string[];
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const site = useSiteName();
  // The print sheet (order-card.css) applies while a card is on screen.
  useEffect(() => {
    document.documentElement.classList.add('order-card-page');
    return () => document.documentElement.classList.remove('order-card-page');
  }, []);
  const sid = order.user?.sid ?? order.sid;
  const photo = order.user?.image;
  const dob = formatDay(order.user?.dob);
  const notGiven = <span className="font-normal text-slate-400">{t('orders.card.notGiven')}</span>;

  return (
    <article
      className="order-card-print mx-auto w-full max-w-3xl overflow-hidden rounded-2xl border border-slate-300 bg-white shadow-md"
      aria-labelledby="order-card-heading"
    >
      <div className="flex items-center gap-3 bg-brand-800 px-4 py-3 text-white sm:px-6">
        <img
          src="/images/logo.svg"
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-full bg-white p-1"
        />
        <div className="min-w-0 flex-1">
          <p className="text-base font-bold leading-tight sm:text-lg">{site.name}</p>
          {registrationNumbers.length > 0 && (
            <p className="text-xs text-brand-100">
              {t('orders.card.registration', { numbers: registrationNumbers.join(', ') })}
            </p>
          )}
        </div>
      </div>

      <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 px-4 py-3 sm:px-6">
        <h2 id="order-card-heading" className="text-lg font-bold text-slate-900">
          {t('orders.card.heading')}
        </h2>
        <p className="text-sm text-slate-600">
          {t('orders.card.oid')}: <span className="font-mono font-semibold text-slate-900">{order.oid}</span>
        </p>
      </div>

      <div className="grid gap-5 p-4 sm:grid-cols-[9rem_minmax(0,1fr)] sm:p-6 print:grid-cols-[9rem_minmax(0,1fr)]">
        <div className="flex flex-row items-center gap-4 sm:flex-col sm:items-stretch print:flex-col print:items-stretch">
          <PhotoOrInitial
            src={photo}
            name={order.name}
            alt={t('orders.card.photoAlt', { name: order.name })}
            look="portrait"
          />
          <div className="flex flex-col items-center gap-1">
            <QrCode
              value={verificationUrl(origin, sid)}
              label={t('orders.card.qrAlt', { sid })}
              className="size-28 sm:size-36"
              testId="order-qr"
            />
            <span className="text-xs text-slate-500">{t('orders.card.qrHint')}</span>
          </div>
        </div>

        <div className="min-w-0">
          <p className="text-xl font-bold text-slate-900">{order.name}</p>
          <p className="break-all text-sm text-slate-600">{order.email}</p>
          <dl className="mt-3 text-sm">
            <Row label={t('orders.card.sid')}>
              <span className="font-mono">{sid}</span>
            </Row>
            <Row label={t('orders.card.father')}>{order.fname}</Row>
            <Row label={t('orders.card.mother')}>{order.mname}</Row>
            <Row label={order.user?.nid ? t('orders.card.nid') : t('orders.card.nidImage')}>
              {order.user?.nid ? (
                <span className="font-mono">{order.user.nid}</span>
              ) : (
                <NidDocument
                  url={order.image}
                  alt={t('orders.card.nidImage')}
                  imageClassName="max-h-28 max-w-full rounded border border-slate-200 object-contain"
                />
              )}
            </Row>
            <Row label={t('orders.card.phone')}>{order.phone1}</Row>
            <Row label={t('orders.card.dob')}>{dob ?? notGiven}</Row>
            <Row label={t('orders.card.course')}>{orderCourseIn(order, language).title}</Row>
            <Row label={t('orders.card.sdate')}>{formatDay(order.sdate)}</Row>
            <Row label={t('orders.card.status')}>
              <StatusBadge status={order.status} />
            </Row>
          </dl>
        </div>
      </div>
    </article>
  );
}
