import { useTranslation } from 'react-i18next';
import { Panel } from '#web/components/ui/panel.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { taka } from '#web/lib/taka.ts';
import { useOrderLedger, useOrderRefunds } from '#web/features/refunds/api/refunds.ts';
import { AskRefundForm } from './ask-refund-form';
import { useOwnerDecisions } from './owner-decisions';
import { RefundDetails } from './refund-details';
import { RefundStatusBadge } from './refund-status';

/**
 * An order's refunds on one card, under its payments: what it holds and what was paid beyond the
 * fee, every request with the owner's answer, and "Ask for a refund" while it holds money and no
 * request waits. On My Course it is the student's; on the office's order page (`staff`) the office
 * asks for the student, and the owner (`isOwner`) answers a waiting request here too. An order that
 * holds nothing and has no refunds shows no card.
 */
export function OrderRefunds({
  oid,
  staff = false,
  isOwner = false,
}: {
  oid: string;
  staff?: boolean;
  isOwner?: boolean;
}) {
  const { t } = useTranslation();
  const ledger = useOrderLedger(oid);
  const refunds = useOrderRefunds(oid);
  const decisions = useOwnerDecisions();
  const headingId = `refunds-${oid}`;
  if (ledger.isPending || refunds.isPending) return <Spinner />;
  if (ledger.isError || refunds.isError)
    return (
      <ListLoadError
        message={t('refunds.loadFailed')}
        onRetry={() => void Promise.all([ledger.refetch(), refunds.refetch()])}
      />
    );
  const held = ledger.data.net;
  const list = refunds.data;
  if (held === 0 && list.length === 0) return null;
  const waiting = list.some((r) => r.status === 'requested');
  return (
    <Panel
      title={
        <>
          {t('refunds.ask.heading')} · <span className="font-mono text-base">{oid}</span>
        </>
      }
      headingId={headingId}
      intro={
        held > 0
          ? t(staff ? 'refunds.ask.introStaff' : 'refunds.ask.intro', { held: taka(held) })
          : t('refunds.ask.nothingHeld')
      }
      note={
        ledger.data.toRefund > 0 && (
          <p className="mt-1 text-sm font-medium text-amber-900">
            {t('refunds.ask.toRefund', { amount: taka(ledger.data.toRefund) })}
          </p>
        )
      }
      testId="order-refunds"
    >
      {list.length > 0 && (
        <div>
          <h4 className="text-base font-semibold text-slate-900">{t('refunds.ask.list')}</h4>
          <ul className="divide-y divide-slate-100">
            {list.map((r) => (
              <li key={r.id} className="flex flex-col gap-2 py-3" data-testid="refund-item">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <RefundStatusBadge status={r.status} />
                  {isOwner && decisions.buttons(r)}
                </div>
                <RefundDetails refund={r} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {waiting ? (
        <p className="rounded-xl bg-amber-50 p-3 text-sm font-medium text-amber-950">{t('refunds.ask.waiting')}</p>
      ) : (
        held > 0 && (
          <div className="border-t border-slate-100 pt-4">
            <AskRefundForm oid={oid} ledger={ledger.data} staff={staff} />
          </div>
        )
      )}
      {isOwner && decisions.dialogs}
    </Panel>
  );
}
