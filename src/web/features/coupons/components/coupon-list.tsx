import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { todayInDhaka } from '#shared/dates.ts';
import { couponState, type Coupon } from '#shared/schemas/coupon.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { formatCount, formatDate } from '#web/lib/format.ts';
import { toastError } from '#web/lib/toast-error.ts';
import { useCoupons } from '#web/features/coupons/api/get-coupons.ts';
import { useRetireCoupon } from '#web/features/coupons/api/retire-coupon.ts';
import { CouponStateBadge } from './coupon-state';
import { discountText } from './discount-text';
import { EditCouponDialog } from './edit-coupon-dialog';

/** A coupon's day as the list writes it: "1 May 2026" or "১ মে, ২০২৬". */
const day = (d: string) => formatDate(new Date(`${d}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * Every coupon, newest first: its code, what it takes off, the days it works, its uses of its cap
 * (and how often one student may use it) and where it stands today; Edit and Retire (which asks first) for any coupon not yet retired. A
 * table on wide screens, a card per coupon on a phone.
 */
export function CouponList() {
  const { t } = useTranslation();
  const list = useCoupons();
  const retire = useRetireCoupon();
  const [editing, setEditing] = useState<Coupon | null>(null);
  const [retiring, setRetiring] = useState<Coupon | null>(null);
  const today = todayInDhaka();

  const confirmRetire = () => {
    if (!retiring) return;
    retire.mutate(retiring.id, {
      onSuccess: (done) => toast.success(t('coupons.manage.retired', { code: done.code })),
      onError: toastError,
      onSettled: () => setRetiring(null),
    });
  };

  if (list.isError)
    return <ListLoadError message={t('coupons.manage.loadFailed')} onRetry={() => void list.refetch()} />;
  if (list.data?.length === 0) return <p className="text-slate-600">{t('coupons.manage.empty')}</p>;

  return (
    <>
      <DataTable
        caption={t('coupons.manage.caption')}
        rows={list.data}
        rowKey={(c) => c.id}
        loading={list.isPending}
        columns={[
          {
            header: t('coupons.manage.col.code'),
            cell: (c) => <span className="font-mono text-base font-semibold tracking-wide">{c.code}</span>,
            role: 'title',
          },
          {
            header: t('coupons.manage.col.value'),
            cell: (c) => <span className="whitespace-nowrap">{discountText(c)}</span>,
          },
          {
            header: t('coupons.manage.col.valid'),
            cell: (c) => (
              <span className="whitespace-nowrap">
                {t('coupons.manage.validRange', { from: day(c.validFrom), to: day(c.validTo) })}
              </span>
            ),
          },
          {
            header: t('coupons.manage.col.uses'),
            cell: (c) => (
              <span className="flex flex-col">
                <span className="whitespace-nowrap tabular-nums" data-testid="coupon-uses">
                  {t('coupons.manage.usesOfCap', { uses: formatCount(c.uses), cap: formatCount(c.cap) })}
                </span>
                <span className="text-sm whitespace-nowrap text-slate-600" data-testid="coupon-per-student">
                  {t('coupons.manage.perStudent', { count: c.perStudent, n: formatCount(c.perStudent) })}
                </span>
              </span>
            ),
          },
          {
            header: t('coupons.manage.col.state'),
            cell: (c) => <CouponStateBadge state={couponState(c, today)} />,
          },
          {
            header: t('coupons.manage.col.actions'),
            cell: (c) =>
              c.retiredAt ? (
                <span className="text-sm text-slate-500">{t('coupons.manage.noActions')}</span>
              ) : (
                <div className="flex gap-2 whitespace-nowrap">
                  <button
                    type="button"
                    className={`${buttonStyles.secondary} px-3 py-1.5`}
                    onClick={() => setEditing(c)}
                    aria-label={t('coupons.manage.editLabel', { code: c.code })}
                  >
                    {t('coupons.manage.edit')}
                  </button>
                  <button
                    type="button"
                    className={`${buttonStyles.danger} px-3 py-1.5`}
                    onClick={() => setRetiring(c)}
                    aria-label={t('coupons.manage.retireLabel', { code: c.code })}
                  >
                    {t('coupons.manage.retire')}
                  </button>
                </div>
              ),
            role: 'actions',
          },
        ]}
      />
      <EditCouponDialog key={editing?.id ?? 'none'} coupon={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={retiring !== null}
        message={retiring ? t('coupons.manage.retireConfirm', { code: retiring.code }) : ''}
        busy={retire.isPending}
        onConfirm={confirmRetire}
        onCancel={() => setRetiring(null)}
      />
    </>
  );
}
