import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Refund } from '#shared/schemas/refund.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { ApproveDialog, DeclineDialog } from './decide-dialogs';

/**
 * The owner's Approve and Decline for the waiting requests among `refunds`: `buttons(refund)` draws
 * one request's pair where a list wants it, and `dialogs` the two dialogs they open, once.
 */
export function useOwnerDecisions() {
  const { t } = useTranslation();
  const [approving, setApproving] = useState<Refund | null>(null);
  const [declining, setDeclining] = useState<Refund | null>(null);
  const buttons = (r: Refund) =>
    r.status === 'requested' ? (
      <div className="flex flex-wrap gap-2 whitespace-nowrap">
        <button
          type="button"
          className={`${buttonStyles.primary} px-3 py-1.5`}
          onClick={() => setApproving(r)}
          aria-label={`${t('refunds.decide.approve')} ${r.oid}`}
        >
          {t('refunds.decide.approve')}
        </button>
        <button
          type="button"
          className={`${buttonStyles.secondary} px-3 py-1.5`}
          onClick={() => setDeclining(r)}
          aria-label={`${t('refunds.decide.decline')} ${r.oid}`}
        >
          {t('refunds.decide.decline')}
        </button>
      </div>
    ) : null;
  const dialogs = (
    <>
      <ApproveDialog key={`a-${approving?.id ?? 'none'}`} refund={approving} onClose={() => setApproving(null)} />
      <DeclineDialog key={`d-${declining?.id ?? 'none'}`} refund={declining} onClose={() => setDeclining(null)} />
    </>
  );
  return { buttons, dialogs };
}
