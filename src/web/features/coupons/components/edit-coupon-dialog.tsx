import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { Coupon, CouponUpdate } from '#shared/schemas/coupon.ts';
import { DialogActions, ModalDialog } from '#web/components/ui/modal-dialog.tsx';
import { DateField } from '#web/components/ui/date-field.tsx';
import { NumberField, TextField } from '#web/components/ui/field.tsx';
import { formatCount } from '#web/lib/format.ts';
import { atFields, fieldsOf, submitWith } from '#web/lib/form.ts';
import { useUpdateCoupon } from '#web/features/coupons/api/update-coupon.ts';
import { editCouponSchema, type EditCouponInput } from '#web/features/coupons/schemas.ts';
import { discountText } from './discount-text';

/**
 * Change a coupon: its last day, its cap and its value; the code and the kind stay (the dialog
 * names them). Render it with `key` set to the coupon's id, so each opening starts from the coupon
 * as the list shows it.
 */
export function EditCouponDialog({ coupon, onClose }: { coupon: Coupon | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const update = useUpdateCoupon();
  const schema = useMemo(
    () => editCouponSchema(t, coupon ?? { kind: 'fixed', validFrom: '0000-01-01', uses: 0 }),
    [t, coupon],
  );
  const form = useForm<EditCouponInput, unknown, CouponUpdate>({
    resolver: zodResolver(schema),
    defaultValues: coupon
      ? { validTo: coupon.validTo, value: String(coupon.value), cap: String(coupon.cap) }
      : { validTo: '', value: '', cap: '' },
  });
  const field = fieldsOf(form);
  const busy = form.formState.isSubmitting;

  const showAtField = atFields(form, {
    fields: ['validTo', 'value', 'cap'],
  });
  const onSubmit = submitWith(
    form,
    async (change) => {
      if (!coupon) return;
      const saved = await update.mutateAsync({ id: coupon.id, change });
      toast.success(t('coupons.manage.saved', { code: saved.code }));
      onClose();
    },
    showAtField,
  );

  return (
    <ModalDialog open={!!coupon} busy={busy} onClose={onClose} titleId={titleId} width="wide">
      {coupon && (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" data-testid="edit-coupon-form">
          <div>
            <p id={titleId} className="text-lg font-semibold text-slate-900">
              {t('coupons.manage.editTitle', { code: coupon.code })}
            </p>
            <p className="mt-1 text-sm text-slate-600">
              {t('coupons.manage.editIntro', { discount: discountText(coupon) })}
            </p>
          </div>
          <DateField
            label={t('coupons.manage.fields.validTo')}
            min={coupon.validFrom}
            autoFocus
            {...field('validTo')}
          />
          <NumberField
            label={
              coupon.kind === 'fixed' ? t('coupons.manage.fields.valueTaka') : t('coupons.manage.fields.valuePercent')
            }
            {...field('value')}
          />
          <TextField
            label={t('coupons.manage.fields.cap')}
            hint={
              coupon.uses > 0
                ? t('coupons.manage.hints.capUsed', { uses: formatCount(coupon.uses) })
                : t('coupons.manage.hints.cap')
            }
            inputMode="numeric"
            autoComplete="off"
            {...field('cap')}
          />
          <DialogActions
            cancel={t('coupons.manage.cancel')}
            onCancel={onClose}
            submit={t('coupons.manage.save')}
            busy={busy}
          />
        </form>
      )}
    </ModalDialog>
  );
}
