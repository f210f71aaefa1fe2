import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Ledger } from '#shared/schemas/payment.ts';
import { asciiDigits } from '#shared/digits.ts';
import { NumberField } from '#web/components/ui/field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { errorText } from '#web/lib/error-text.ts';
import { taka } from '#web/lib/taka.ts';
import { useBkashEnabled, useStartBkash } from '#web/features/payments/api/bkash.ts';

/** What to suggest paying now: what is overdue, else the next part, never more than is due. */
export function suggestedAmount(ledger: Ledger): number {
  if (ledger.overdue > 0) return Math.min(ledger.overdue, ledger.due);
  const next = ledger.instalments.find((p) => p.due > 0);
  return Math.min(next?.due ?? ledger.due, ledger.due);
}

/**
 * Paying through bKash's own page, when the school has a merchant account: the student chooses the
 * amount (the part due now is filled in), approves it in their wallet on bKash's page, and comes
 * back to My Course with the payment confirmed by bKash, receipt and all. Without a merchant
 * account this is not shown and the TrxID form is the way.
 */
export function BkashCheckout({ oid, ledger }: { oid: string; ledger: Ledger }) {
  const { t, i18n } = useTranslation();
  const enabled = useBkashEnabled();
  const start = useStartBkash();
  const [amount, setAmount] = useState(() => String(suggestedAmount(ledger)));
  const [error, setError] = useState<string>();
  if (!enabled.data?.enabled || ledger.due === 0) return null;

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = Number(asciiDigits(amount.trim()));
    if (!Number.isInteger(value) || value < 1 || value > ledger.due) {
      setError(t('payments.bkash.amountRange', { due: taka(ledger.due) }));
      return;
    }
    setError(undefined);
    try {
      const { bkashURL } = await start.mutateAsync({
        oid,
        amount: value,
        language: i18n.language === 'en' ? 'en' : 'bn',
      });
      window.location.assign(bkashURL);
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <form
      onSubmit={(e) => void onSubmit(e)}
      className="flex flex-col gap-3 rounded-xl border border-pink-200 bg-pink-50 p-3"
      data-testid="bkash-checkout"
      noValidate
    >
      <p className="text-sm text-slate-800">{t('payments.bkash.intro')}</p>
      <NumberField
        label={t('payments.bkash.amount')}
        name="bkashAmount"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={error}
      />
      <SubmitButton busy={start.isPending} className="w-full sm:w-auto">
        {t('payments.bkash.pay')}
      </SubmitButton>
    </form>
  );
}
