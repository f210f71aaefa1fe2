import { useFieldArray, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { MAX_INSTALMENTS } from '#shared/schemas/instalments.ts';
import { TextField } from '#web/components/ui/field.tsx';
import { fieldErrorText } from '#web/lib/field-error.ts';
import { taka } from '#web/lib/taka.ts';
import { planInWords } from '#web/features/courses/plan-text.ts';
import type { CourseFormInput, CourseFormValues } from './course-form';

const number = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;

/**
 * The course's instalment plan: no parts (the whole fee by the start date), or up to six parts,
 * each a share of the fee due so many days after booking. A worked example with the form's price
 * shows the owner what a student will be asked for.
 */
export function InstalmentPlanFields({ form }: { form: UseFormReturn<CourseFormInput, unknown, CourseFormValues> }) {
  const { t } = useTranslation();
  const { control, register } = form;
  const errors = form.formState.errors;
  const { fields, append, remove } = useFieldArray({ control, name: 'instalmentPlan' });
  const [parts, price] = useWatch({ control, name: ['instalmentPlan', 'price'] });
  // Once the form was sent, a change anywhere in the plan checks the whole plan again: its rules
  // (the total, the order of the dates) span several fields, so a fix in one clears the others.
  const submitted = form.formState.isSubmitted;
  const planKey = JSON.stringify(parts ?? []);
  useEffect(() => {
    if (submitted) void form.trigger('instalmentPlan');
  }, [form, submitted, planKey]);
  const total = (parts ?? []).reduce((sum, p) => sum + (Number(p?.percent) || 0), 0);
  const planError = errors.instalmentPlan?.root ?? (errors.instalmentPlan as FieldError | undefined);
  const example =
    parts && parts.length > 0 && total === 100 && typeof price === 'number' && price > 0
      ? planInWords(
          t,
          parts.map((p) => ({ percent: Number(p.percent) || 0, afterDays: Number(p.afterDays) || 0 })),
          price,
        )
      : null;

  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 p-4 md:col-span-2">
      <legend className="px-1 font-semibold">{t('courseAdmin.plan.legend')}</legend>
      <p className="text-sm text-slate-600">
        {fields.length === 0 ? t('courseAdmin.plan.none') : t('courseAdmin.plan.atBooking')}
      </p>
      <ol className="flex flex-col gap-3">
        {fields.map((item, i) => (
          <li key={item.id} className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
            <TextField
              label={`${t('courseAdmin.plan.part', { n: i + 1 })}: ${t('courseAdmin.plan.percent')}`}
              {...number}
              max={100}
              {...register(`instalmentPlan.${i}.percent`, { valueAsNumber: true })}
              error={fieldErrorText(t, errors.instalmentPlan?.[i]?.percent)}
            />
            <TextField
              label={t('courseAdmin.plan.afterDays')}
              {...number}
              {...register(`instalmentPlan.${i}.afterDays`, { valueAsNumber: true })}
              error={fieldErrorText(t, errors.instalmentPlan?.[i]?.afterDays)}
            />
            <button
              type="button"
              className="min-h-11 min-w-11 rounded-lg border border-slate-300 px-3 text-sm hover:bg-slate-50"
              aria-label={t('courseAdmin.plan.remove', { n: i + 1 })}
              onClick={() => remove(i)}
            >
              ✕
            </button>
          </li>
        ))}
      </ol>
      {fields.length > 0 && (
        <p className="text-sm text-slate-700" aria-live="polite">
          {t('courseAdmin.plan.total', { percent: total })}
          {example && ` · ${t('courseAdmin.plan.example', { price: taka(price as number), parts: example })}`}
        </p>
      )}
      {planError?.message && (
        <p role="alert" className="text-sm text-red-700">
          {fieldErrorText(t, planError)}
        </p>
      )}
      {fields.length < MAX_INSTALMENTS && (
        <button
          type="button"
          className="min-h-11 self-start rounded-lg border border-brand-600 px-4 text-sm font-medium text-brand-700 hover:bg-brand-50"
          onClick={() => {
            const last = parts?.at(-1);
            append(
              last
                ? { percent: Math.max(100 - total, 1), afterDays: (Number(last.afterDays) || 0) + 30 }
                : { percent: 100, afterDays: 0 },
            );
          }}
        >
          {t('courseAdmin.plan.add')}
        </button>
      )}
    </fieldset>
  );
}
