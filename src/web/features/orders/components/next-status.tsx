import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { todayInDhaka } from '#shared/dates.ts';
import { nextOrderStatus } from '#shared/order-status.ts';
import type { Order } from '#shared/schemas/order.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { formatDay } from '#web/lib/format.ts';
import { toastError } from '#web/lib/toast-error.ts';
import { useUpdateOrder } from '#web/features/orders/api/update-order.ts';
import { editOrderFormSchema, editOrderValues } from '#web/features/orders/schemas.ts';

/**
 * A found order's next status in one tap and a Yes (docs/decisions/0480): pending → running →
 * completed, nothing after completed. It saves through the same call as Edit order, with the
 * order's other details as they are; completing a course that has not started yet asks the
 * question Edit order asks. An order whose stored details the edit rules refuse (an old import)
 * says why, and Edit is where to fix it.
 */
export function NextStatusButton({ order }: { order: Order }) {
  const { t } = useTranslation();
  const update = useUpdateOrder();
  const [asking, setAsking] = useState(false);
  const next = nextOrderStatus(order.status);
  if (!next) return null;
  const status = t(`orders.status.${next}`);
  const early = next === 'completed' && order.sdate > todayInDhaka();
  const save = () => {
    const body = editOrderFormSchema(order).safeParse(editOrderValues(order, next));
    if (!body.success) {
      setAsking(false);
      toast.error(t('orders.manage.quick.fixFirst', { oid: order.oid }));
      return;
    }
    update.mutate(
      { oid: order.oid, body: body.data },
      {
        onSuccess: () => toast.success(t('toast.orderUpdated')),
        onError: toastError,
        onSettled: () => setAsking(false),
      },
    );
  };
  return (
    <>
      <button
        type="button"
        className={`${buttonStyles.primary} px-3 py-1.5 whitespace-nowrap`}
        aria-label={t('orders.manage.quick.markLabel', { oid: order.oid, status })}
        onClick={() => setAsking(true)}
      >
        {t('orders.manage.quick.mark', { status })}
      </button>
      <ConfirmDialog
        open={asking}
        tone="primary"
        busy={update.isPending}
        message={
          early
            ? t('orders.edit.completeEarly', { date: formatDay(order.sdate) ?? order.sdate })
            : t('orders.manage.quick.confirm', { oid: order.oid, name: order.name, status })
        }
        confirmLabel={t('orders.manage.quick.mark', { status })}
        onConfirm={save}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
