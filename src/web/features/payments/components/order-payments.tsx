import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { phoneForDialling, phoneForReading } from '#shared/phone.ts';
import type { Ledger, Payment } from '#shared/schemas/payment.ts';
import type { School } from '#shared/schemas/school.ts';
import { PaperNumber } from '#web/components/ui/paper-number.tsx';
import { Panel } from '#web/components/ui/panel.tsx';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { formatDate } from '#web/lib/format.ts';
import { useLedger } from '#web/features/payments/api/get-ledger.ts';
import { BkashCheckout } from './bkash-checkout';
import { DueDates } from './due-dates';
import { PaymentForm } from './payment-form';
import { PaymentStatusBadge } from './payment-status';
import { taka } from '#web/lib/taka.ts';

/**
 * Price, discount, paid and due: what the order costs and what is left to pay; and, once there are
 * any, what was refunded or carried over by a transfer and what that leaves paid (net).
 */
function LedgerFigures({ ledger }: { ledger: Ledger }) {
  const { t } = useTranslation();
  const moved = ledger.refunded > 0 || ledger.transferredIn > 0 || ledger.transferredOut > 0;
  const figures = [
    { key: 'price', value: ledger.price },
    { key: 'discount', value: ledger.discount },
    { key: 'paid', value: ledger.paid },
    ...(ledger.transferredIn > 0 ? [{ key: 'transferredIn', value: ledger.transferredIn } as const] : []),
    ...(ledger.transferredOut > 0 ? [{ key: 'transferredOut', value: ledger.transferredOut } as const] : []),
    ...(ledger.refunded > 0 ? [{ key: 'refunded', value: ledger.refunded } as const] : []),
    ...(moved ? [{ key: 'net', value: ledger.net } as const] : []),
    { key: 'due', value: ledger.due },
  ] as const;
  return (
    <dl
      aria-label={t('payments.ledger.summary')}
      className="grid grid-cols-2 gap-2 sm:grid-cols-4"
      data-testid="ledger"
    >
      {figures.map(({ key, value }) => (
        <div
          key={key}
          className={`rounded-xl px-3 py-2 ${key === 'due' ? 'bg-brand-800 text-white' : 'bg-slate-50 text-slate-900'}`}
          data-testid={`ledger-${key}`}
        >
          <dt className={`text-xs font-medium ${key === 'due' ? 'text-brand-50' : 'text-slate-600'}`}>
            {t(`payments.ledger.${key}`)}
          </dt>
          <dd className="text-lg font-bold tabular-nums">{taka(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

/** How the order ended or where it came from, and money held beyond the fee, in words. */
function LedgerNotices({ ledger }: { ledger: Ledger }) {
  const { t } = useTranslation();
  const notices: string[] = [];
  if (ledger.endedAs === 'cancelled') notices.push(t('payments.ledger.cancelled'));
  if (ledger.transferredTo) notices.push(t('payments.ledger.transferredTo', { oid: ledger.transferredTo }));
  if (ledger.transferredFrom) notices.push(t('payments.ledger.transferredFrom', { oid: ledger.transferredFrom }));
  if (ledger.toRefund > 0) notices.push(t('payments.ledger.toRefund', { amount: taka(ledger.toRefund) }));
  if (notices.length === 0) return null;
  return (
    <div
      className="flex flex-col gap-1 rounded-xl bg-slate-100 p-3 text-sm font-medium text-slate-800"
      data-testid="ledger-notices"
    >
      {notices.map((n) => (
        <p key={n}>{n}</p>
      ))}
    </div>
  );
}

/** One payment as its student reads it: how, how much, when, its state and what follows from it. */
function PaymentItem({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-1 py-3" data-testid="payment-item">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">
          {t(`payments.methods.${payment.method}`)} · {taka(payment.amount)}
        </span>
        <PaymentStatusBadge status={payment.status} />
      </div>
      <p className="text-sm text-slate-600">
        {payment.trxId && (
          <>
            {t('payments.ledger.trxId')} <span className="font-mono">{payment.trxId}</span> ·{' '}
          </>
        )}
        {t('payments.ledger.sentOn', {
          date: formatDate(new Date(payment.createdAt), { dateStyle: 'medium', timeZone: 'Asia/Dhaka' }),
        })}
      </p>
      {payment.status === 'submitted' && <p className="text-sm text-slate-600">{t('payments.ledger.waiting')}</p>}
      {payment.status === 'rejected' && payment.rejectReason && (
        <p className="text-sm font-medium text-rose-800">
          {t('payments.ledger.rejectedBecause', { reason: payment.rejectReason })}
        </p>
      )}
      {payment.status === 'confirmed' && payment.receiptNumber && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <span className="font-semibold text-emerald-800">
            <PaperNumber label={t('payments.ledger.receipt')} number={payment.receiptNumber} testId="receipt-number" />
          </span>
          <Link to={paths.receipt(payment.id)} className="font-semibold text-brand-800 underline">
            {t('payments.ledger.openReceipt')}
          </Link>
        </p>
      )}
    </li>
  );
}

/** Where to send the money: the school's wallet numbers, as its facts hold them (an empty one is left out). */
function SendTo({ school }: { school: Pick<School, 'bkash' | 'nagad'> | undefined }) {
  const { t } = useTranslation();
  const numbers = [
    { wallet: t('payments.methods.bkash'), phone: school?.bkash ?? '' },
    { wallet: t('payments.methods.nagad'), phone: school?.nagad ?? '' },
  ].filter((n) => n.phone !== '');
  if (numbers.length === 0) return null;
  return (
    <div className="rounded-xl border border-accent-400 bg-amber-50 p-3">
      <p className="text-sm text-slate-700">{t('payments.form.sendTo')}</p>
      <dl aria-label={t('payments.form.sendToLabel')} className="mt-2 flex flex-col gap-1">
        {numbers.map(({ wallet, phone }) => (
          <div key={wallet} className="flex flex-wrap items-baseline gap-x-3">
            <dt className="w-16 shrink-0 text-sm font-semibold text-slate-700">{wallet}</dt>
            <dd>
              <a
                href={`tel:${phoneForDialling(phone)}`}
                className="text-xl font-bold tracking-wide text-brand-800 hover:underline"
                data-testid="send-to-number"
              >
                {phoneForReading(phone)}
              </a>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * An order's money on one card: the ledger, every payment with its state (a confirmed one with its
 * receipt, a rejected one with the office's reason), and "Record a payment" while something is
 * due. The student's card shows where to send the money; the office's (`staff`) also takes cash.
 */
export function OrderPayments({
  oid,
  title,
  school,
  staff = false,
}: {
  oid: string;
  title: string;
  school?: Pick<School, 'bkash' | 'nagad'>;
  staff?: boolean;
}) {
  const { t } = useTranslation();
  const ledger = useLedger(oid);
  // Opened as /dashboard/my-course#pay-<oid> (the thank-you page's "Pay now"): this order's card,
  // once its figures are there to be seen.
  const { hash } = useLocation();
  const loaded = !!ledger.data;
  useEffect(() => {
    if (loaded && hash === `#pay-${oid}`) document.getElementById(`pay-${oid}`)?.scrollIntoView({ block: 'start' });
  }, [loaded, hash, oid]);
  const headingId = `payments-${oid}`;
  return (
    <Panel
      id={`pay-${oid}`}
      title={title}
      headingId={headingId}
      intro={
        <>
          {t('payments.ledger.order')} <span className="font-mono">{oid}</span>
        </>
      }
      className="scroll-mt-24 gap-4"
      testId="order-payments"
    >
      {ledger.isPending && <Spinner />}
      {ledger.isError && (
        <ListLoadError message={t('payments.ledger.loadFailed')} onRetry={() => void ledger.refetch()} />
      )}
      {ledger.data && (
        <>
          <LedgerFigures ledger={ledger.data} />
          <LedgerNotices ledger={ledger.data} />
          <DueDates ledger={ledger.data} />
          <div>
            <h4 className="text-base font-semibold text-slate-900">{t('payments.ledger.list')}</h4>
            {ledger.data.payments.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600">{t('payments.ledger.none')}</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {ledger.data.payments.map((p) => (
                  <PaymentItem key={p.id} payment={p} />
                ))}
              </ul>
            )}
          </div>
          {ledger.data.endedAs ? null : ledger.data.due === 0 && ledger.data.price > 0 ? (
            <p className="rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900">
              {t('payments.ledger.paidInFull')}
            </p>
          ) : (
            <div className="flex flex-col gap-3 border-t border-slate-100 pt-4">
              <h4 className="text-base font-semibold text-slate-900">{t('payments.form.heading')}</h4>
              {!staff && <BkashCheckout oid={oid} ledger={ledger.data} />}
              {!staff && <SendTo school={school} />}
              <PaymentForm oid={oid} staff={staff} />
            </div>
          )}
        </>
      )}
    </Panel>
  );
}
