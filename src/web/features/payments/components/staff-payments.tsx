import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { PAYMENT_STATUSES, type PaymentStatus } from '#shared/constants.ts';
import type { Payment, StaffPayment } from '#shared/schemas/payment.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { FilterSelect } from '#web/components/ui/list-filters.tsx';
import { ManageList, useListControls } from '#web/components/ui/manage-list.tsx';
import { PhoneLink } from '#web/components/ui/phone-link.tsx';
import { ButtonSpinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/config/paths.ts';
import { toastError } from '#web/lib/toast-error.ts';
import { useConfirmPayment } from '#web/features/payments/api/decide-payment.ts';
import { usePayments } from '#web/features/payments/api/get-payments.ts';
import { PaymentStatusBadge } from './payment-status';
import { RejectDialog } from './reject-dialog';
import { ClosedDayDialog, isDayClosed } from './closed-day-dialog';
import { taka } from '#web/lib/taka.ts';
import { textIn } from '#shared/bilingual.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';

/**
 * The office's payments: every order's payments, those waiting for a decision first, found by one
 * search box (OID, TrxID, a phone in any spelling, the student's name) as it is typed; each with
 * its order, student, method, amount, TrxID and sender, and Confirm / Reject while it waits
 * (Reject asks for the reason the student will read). A confirmed one links to its receipt.
 */
export function StaffPayments() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const controls = useListControls();
  const status = controls.filters.status as PaymentStatus | undefined;
  const list = usePayments({ status, q: controls.filter, page: controls.page, limit: controls.limit });
  const confirm = useConfirmPayment();
  const [rejecting, setRejecting] = useState<StaffPayment | null>(null);
  /** A payment whose confirmation the server refused because today's cash-up is closed. */
  const [intoClosedDay, setIntoClosedDay] = useState<StaffPayment | null>(null);

  const confirmed = (done: Payment) =>
    toast.success(t('payments.staff.confirmed', { number: done.receiptNumber ?? '' }));
  const onConfirm = (p: StaffPayment) =>
    confirm.mutate(
      { id: p.id },
      {
        onSuccess: confirmed,
        onError: (err) => (isDayClosed(err) ? setIntoClosedDay(p) : toastError(err)),
      },
    );

  return (
    <>
      <ManageList
        controls={controls}
        list={list}
        caption={t('payments.staff.caption')}
        rowKey={(p) => p.id}
        loadFailed={t('payments.staff.loadFailed')}
        search={{
          label: t('payments.staff.searchLabel'),
          placeholder: t('payments.staff.searchPlaceholder'),
          live: true,
        }}
        note={<p className="text-sm text-slate-600">{t('payments.staff.cashHint')}</p>}
        filters={
          <FilterSelect
            label={t('payments.staff.show')}
            anyLabel={t('payments.staff.all')}
            value={status}
            onChange={(v) => controls.setFilterValue('status', v)}
            options={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`payments.status.${s}`) }))}
          />
        }
        columns={() => [
          {
            header: t('payments.staff.student'),
            cell: (p) => (
              <span className="flex min-w-32 flex-col">
                <span className="font-medium">{p.studentName}</span>
                <span className="text-xs text-slate-600">{textIn(language, p.courseTitle, p.courseTitleBn)}</span>
              </span>
            ),
            role: 'title',
          },
          {
            header: t('payments.staff.order'),
            cell: (p) => (
              <Link to={paths.editOrder(p.oid)} className="font-mono text-brand-800 underline">
                {p.oid}
              </Link>
            ),
          },
          { header: t('payments.staff.method'), cell: (p) => t(`payments.methods.${p.method}`) },
          {
            header: t('payments.staff.amount'),
            cell: (p) => <span className="font-semibold whitespace-nowrap tabular-nums">{taka(p.amount)}</span>,
          },
          { header: t('payments.staff.trxId'), cell: (p) => <span className="font-mono">{p.trxId ?? '—'}</span> },
          {
            header: t('payments.staff.payerPhone'),
            cell: (p) => (p.payerPhone ? <PhoneLink phone={p.payerPhone} className="whitespace-nowrap" /> : '—'),
          },
          {
            header: t('payments.staff.status'),
            cell: (p) => (
              <span className="flex flex-col items-start gap-1">
                <PaymentStatusBadge status={p.status} />
                {p.rejectReason && <span className="text-xs text-rose-800">{p.rejectReason}</span>}
              </span>
            ),
          },
          {
            header: t('payments.staff.actions'),
            cell: (p) => (
              <div className="flex gap-2 whitespace-nowrap">
                {p.status === 'submitted' && (
                  <>
                    <button
                      type="button"
                      className={`${buttonStyles.primary} px-3 py-1.5`}
                      onClick={() => onConfirm(p)}
                      disabled={confirm.isPending}
                      aria-label={`${t('payments.staff.confirm')} ${p.trxId ?? p.oid}`}
                    >
                      {confirm.isPending && confirm.variables.id === p.id && <ButtonSpinner />}
                      {t('payments.staff.confirm')}
                    </button>
                    <button
                      type="button"
                      className={`${buttonStyles.secondary} px-3 py-1.5`}
                      onClick={() => setRejecting(p)}
                      aria-label={`${t('payments.staff.reject')} ${p.trxId ?? p.oid}`}
                    >
                      {t('payments.staff.reject')}
                    </button>
                  </>
                )}
                {p.status === 'confirmed' && p.receiptNumber && (
                  <Link to={paths.receipt(p.id)} className={`${buttonStyles.secondary} px-3 py-1.5 font-mono`}>
                    {p.receiptNumber}
                  </Link>
                )}
              </div>
            ),
            role: 'actions',
          },
        ]}
      />
      <RejectDialog key={rejecting?.id ?? 'none'} payment={rejecting} onClose={() => setRejecting(null)} />
      <ClosedDayDialog
        key={intoClosedDay?.id ?? 'none'}
        open={intoClosedDay !== null}
        submitLabel={t('payments.closedDay.confirm')}
        onSubmit={async (closedDayReason) =>
          confirmed(await confirm.mutateAsync({ id: intoClosedDay!.id, closedDayReason }))
        }
        onClose={() => setIntoClosedDay(null)}
      />
    </>
  );
}
