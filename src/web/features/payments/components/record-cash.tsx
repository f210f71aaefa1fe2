import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { todayInDhaka } from '#shared/dates.ts';
import { dueNow } from '#shared/due-now.ts';
import { PaymentSubmitSchema } from '#shared/schemas/payment.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { NumberField } from '#web/components/ui/field.tsx';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { ButtonSpinner, Spinner } from '#web/components/ui/spinner.tsx';
import { errorText } from '#web/lib/error-text.ts';
import { takaFromText } from '#web/lib/taka-input.ts';
import { taka } from '#web/lib/taka.ts';
import { ledgerQueryOptions } from '#web/features/payments/api/get-ledger.ts';
import { useSubmitPayment } from '#web/features/payments/api/submit-payment.ts';
import { paymentMessages } from '#web/features/payments/schemas.ts';
import { ClosedDayDialog, isDayClosed } from './closed-day-dialog';

/**
 * "Record cash" on a found order (docs/decisions/0480): a tap opens the order's money with the
 * amount due now already in the box (Bengali digits are fine), and one more records the cash,
 * confirmed at once with its receipt number, through the same call as the order's payment form.
 * Nothing due (paid in full, or the order ended) says so and records nothing. Into a closed day
 * the office gives its reason first, as everywhere.
 */
export function RecordCashButton({ oid, name }: { oid: string; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={`${buttonStyles.secondary} px-3 py-1.5 whitespace-nowrap`}
        aria-label={t('payments.cash.openLabel', { oid })}
        onClick={() => setOpen(true)}
      >
        {t('payments.cash.open')}
      </button>
      {open && <RecordCashDialog oid={oid} name={name} onClose={() => setOpen(false)} />}
    </>
  );
}

function RecordCashDialog({ oid, name, onClose }: { oid: string; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  // Always the order's money as it is now: another desk may have taken cash a minute ago.
  const ledger = useQuery({ ...ledgerQueryOptions(oid), staleTime: 0, refetchOnMount: 'always' });
  const submit = useSubmitPayment();
  const [amount, setAmount] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [closedDay, setClosedDay] = useState<number | null>(null);

  const owed = ledger.data && !ledger.data.endedAs ? dueNow(ledger.data, todayInDhaka()) : 0;
  const shown = amount ?? (owed > 0 ? String(owed) : '');
  const done = (receipt: string | null) => {
    toast.success(t('payments.cash.recorded', { amount: taka(Number(takaFromText(shown))), number: receipt ?? '' }));
    onClose();
  };
  const send = async (value: number, closedDayReason?: string) => {
    const payment = await submit.mutateAsync({
      oid,
      body: { method: 'cash', amount: value, trxId: null, payerPhone: null, closedDayReason: closedDayReason ?? null },
    });
    done(payment.receiptNumber);
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const checked = PaymentSubmitSchema(paymentMessages(t)).safeParse({
      method: 'cash',
      amount: takaFromText(shown),
      trxId: null,
      payerPhone: null,
    });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? t('payments.errors.amount'));
    try {
      await send(checked.data.amount);
    } catch (err) {
      if (isDayClosed(err)) setClosedDay(checked.data.amount);
      else setError(errorText(err));
    }
  };

  return (
    <>
      <ModalDialog open busy={submit.isPending} onClose={onClose} titleId={titleId} width="narrow">
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <header>
            <h2 id={titleId} className="text-lg font-semibold break-words text-slate-900">
              {t('payments.cash.title', { name })}
            </h2>
            <p className="font-mono text-sm text-slate-600">{oid}</p>
          </header>
          {ledger.isPending && <Spinner />}
          {ledger.isError && (
            <ListLoadError message={t('payments.ledger.loadFailed')} onRetry={() => void ledger.refetch()} />
          )}
          {ledger.data &&
            (owed === 0 ? (
              <p className="rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900" data-testid="cash-nothing-due">
                {ledger.data.endedAs ? t('payments.cash.ended') : t('payments.cash.nothingDue')}
              </p>
            ) : (
              <>
                <p className="text-sm text-slate-700" data-testid="cash-due">
                  {t('payments.cash.due', { now: taka(owed), all: taka(ledger.data.due) })}
                </p>
                <NumberField
                  label={t('payments.form.amount')}
                  value={shown}
                  onChange={(e) => setAmount(e.target.value)}
                  error={error ?? undefined}
                />
              </>
            ))}
          <div className="flex flex-wrap justify-end gap-3">
            <button type="button" className={buttonStyles.secondary} onClick={onClose} disabled={submit.isPending}>
              {t('payments.staff.cancel')}
            </button>
            {owed > 0 && (
              <button type="submit" className={buttonStyles.primary} disabled={submit.isPending}>
                {submit.isPending && <ButtonSpinner />}
                {t('payments.cash.submit')}
              </button>
            )}
          </div>
        </form>
      </ModalDialog>
      <ClosedDayDialog
        key={closedDay ?? 'none'}
        open={closedDay !== null}
        submitLabel={t('payments.closedDay.record')}
        onSubmit={(reason) => send(closedDay!, reason)}
        onClose={() => setClosedDay(null)}
      />
    </>
  );
}
