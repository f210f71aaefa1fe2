import { useMemo, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import type en from '#web/features/school/i18n/en.json';
import { phoneForReading } from '#shared/phone.ts';
import { osmLinkUrl } from '#shared/school.ts';
import {
  MAX_REGISTRATION_NUMBERS,
  MAX_SCHOOL_PHONES,
  schoolInputSchema,
  type School,
  type SchoolMessageKey,
} from '#shared/schemas/school.ts';
import { BilingualField } from '#web/components/ui/bilingual-field.tsx';
import { EmailField, TextField } from '#web/components/ui/field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { atFields, fieldsOf, submitWith } from '#web/lib/form.ts';
import { weekdayName } from '#web/lib/schedule.ts';
import { useSaveSchool } from '#web/features/school/api/save-school.ts';

type Schema = ReturnType<typeof schoolInputSchema>;
type FormInput = z.input<Schema>;
type FormValues = z.output<Schema>;

/** The week as Khulna's week runs: Saturday first. */
const WEEK = [6, 0, 1, 2, 3, 4, 5];

/** `count` boxes, the stored values first, the rest empty: the form always shows every box. */
const padded = (values: readonly string[], count: number) => Array.from({ length: count }, (_, i) => values[i] ?? '');

/** The stored facts as the form shows them: every box there, phones as people read them. */
function formValues(school: School): FormInput {
  return {
    ...school,
    phones: padded(school.phones.map(phoneForReading), MAX_SCHOOL_PHONES),
    bkash: school.bkash && phoneForReading(school.bkash),
    nagad: school.nagad && phoneForReading(school.nagad),
    registrationNumbers: padded(school.registrationNumbers, MAX_REGISTRATION_NUMBERS),
  };
}

function Section({ title, children, columns = '' }: { title: string; children: ReactNode; columns?: string }) {
  return (
    <fieldset className={`grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 ${columns}`}>
      <legend className="px-1 text-lg font-semibold text-slate-900">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The owner's School Settings form: every fact of the school, each text in English and in Bengali
 * side by side. Validated with the same rules as `PUT /api/school` (in the page's language), with
 * each error under its field; Bengali digits are fine in phones and numbers (number boxes are text
 * boxes for that reason: a browser's number box refuses them). After a save the header, the footer
 * and every page show the new facts at once.
 */
export function SchoolSettingsForm({ school }: { school: School }) {
  const { t } = useTranslation();
  const save = useSaveSchool();
  const schema = useMemo(() => schoolInputSchema((key: SchoolMessageKey) => t(`schoolSettings.errors.${key}`)), [t]);
  const form = useForm<FormInput, unknown, FormValues>({
    resolver: zodResolver(schema),
    defaultValues: formValues(school),
  });
  const field = fieldsOf(form);
  const label = (name: keyof (typeof en)['schoolSettings']['fields']) => t(`schoolSettings.fields.${name}`);
  const bilingual = (name: 'name' | 'shortName' | 'address' | 'hours') => ({
    en: field(name),
    bn: field(`${name}Bn`),
  });
  const map = useWatch({ control: form.control, name: 'map' });
  const closedDays = useWatch({ control: form.control, name: 'closedDays' }) ?? [];
  const mapLink = useMemo(() => {
    const spot = { lat: Number(map.lat), lon: Number(map.lon), zoom: Number(map.zoom) };
    return Object.values(spot).every(Number.isFinite) ? osmLinkUrl(spot) : undefined;
  }, [map.lat, map.lon, map.zoom]);

  // The server checks with the same rules; should it still refuse a field, the error goes under it.
  const showAtField = atFields(form);
  const onSubmit = submitWith(
    form,
    async (values) => {
      const saved = await save.mutateAsync(values);
      form.reset(formValues(saved));
      toast.success(t('schoolSettings.saved'));
    },
    showAtField,
  );

  const decimal = { inputMode: 'decimal', autoComplete: 'off', spellCheck: false } as const;
  const whole = { inputMode: 'numeric', autoComplete: 'off', spellCheck: false } as const;
  const phone = { type: 'tel', inputMode: 'tel', autoComplete: 'off' } as const;
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <Section title={t('schoolSettings.sections.names')}>
        <BilingualField label={label('name')} {...bilingual('name')} />
        <BilingualField
          label={label('shortName')}
          en={{ hint: t('schoolSettings.hints.shortName'), ...field('shortName') }}
          bn={field('shortNameBn')}
        />
      </Section>

      <Section title={t('schoolSettings.sections.contact')}>
        <BilingualField label={label('address')} multiline rows={3} {...bilingual('address')} />
        <div className="grid gap-5 sm:grid-cols-3">
          {Array.from({ length: MAX_SCHOOL_PHONES }, (_, i) => (
            <TextField
              key={i}
              label={t('schoolSettings.fields.phone', { n: i + 1 })}
              hint={i === 0 ? t('schoolSettings.hints.phones') : t('schoolSettings.hints.optional')}
              {...phone}
              {...field(`phones.${i}`)}
            />
          ))}
        </div>
        <EmailField label={label('email')} autoComplete="off" {...field('email')} />
        <BilingualField
          label={label('hours')}
          multiline
          rows={2}
          en={{ hint: t('schoolSettings.hints.optional'), ...field('hours') }}
          bn={field('hoursBn')}
        />
      </Section>

      <Section title={t('schoolSettings.sections.payment')} columns="sm:grid-cols-2">
        <p className="text-sm text-slate-600 sm:col-span-2">{t('schoolSettings.hints.payment')}</p>
        <TextField label={label('bkash')} {...phone} {...field('bkash')} />
        <TextField label={label('nagad')} {...phone} {...field('nagad')} />
      </Section>

      <Section title={t('schoolSettings.sections.map')} columns="sm:grid-cols-3">
        <p className="text-sm text-slate-600 sm:col-span-3">{t('schoolSettings.hints.map')}</p>
        <TextField label={label('lat')} {...decimal} {...field('map.lat')} />
        <TextField label={label('lon')} {...decimal} {...field('map.lon')} />
        <TextField label={label('zoom')} {...whole} {...field('map.zoom')} />
        {mapLink && (
          <p className="text-sm sm:col-span-3">
            <a
              href={mapLink}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center font-medium text-brand-800 underline"
            >
              {t('schoolSettings.openMap')}
              <span className="sr-only"> {t('contact.newTab')}</span>
            </a>
          </p>
        )}
      </Section>

      <Section title={t('schoolSettings.sections.registration')} columns="sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: MAX_REGISTRATION_NUMBERS }, (_, i) => (
          <TextField
            key={i}
            label={t('schoolSettings.fields.registration', { n: i + 1 })}
            hint={t('schoolSettings.hints.optional')}
            autoComplete="off"
            {...field(`registrationNumbers.${i}`)}
          />
        ))}
        <TextField label={label('established')} {...whole} {...field('established')} />
      </Section>

      <Section title={t('schoolSettings.sections.social')} columns="sm:grid-cols-2">
        <p className="text-sm text-slate-600 sm:col-span-2">{t('schoolSettings.hints.social')}</p>
        <TextField label={label('facebook')} type="url" autoComplete="off" {...field('social.facebook')} />
        <TextField label={label('youtube')} type="url" autoComplete="off" {...field('social.youtube')} />
      </Section>

      <Section title={t('schoolSettings.sections.counters')} columns="sm:grid-cols-2 lg:grid-cols-4">
        <TextField label={label('graduated')} {...whole} {...field('counters.graduated')} />
        <TextField label={label('instructors')} {...whole} {...field('counters.instructors')} />
        <TextField label={label('students')} {...whole} {...field('counters.students')} />
        <TextField label={label('branches')} {...whole} {...field('counters.branches')} />
      </Section>

      <Section title={t('schoolSettings.sections.statistics')} columns="sm:grid-cols-3">
        <TextField label={label('passRate')} {...whole} {...field('statistics.firstAttemptPassPercent')} />
        <TextField label={label('womenTrainees')} {...whole} {...field('statistics.womenTraineesPercent')} />
        <TextField label={label('lessonHours')} {...whole} {...field('statistics.lessonHoursPerMonth')} />
      </Section>

      <Section title={t('schoolSettings.sections.closedDays')}>
        <p id="closed-days-hint" className="-mt-2 text-sm text-slate-600">
          {t('schoolSettings.hints.closedDays')}
        </p>
        <div className="flex flex-wrap gap-2">
          {WEEK.map((day) => (
            <label
              key={day}
              className="flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-900"
            >
              <input
                type="checkbox"
                className="size-5 accent-brand-700"
                checked={closedDays.includes(day)}
                onChange={(e) =>
                  form.setValue(
                    'closedDays',
                    e.target.checked ? [...closedDays, day] : closedDays.filter((d) => d !== day),
                    { shouldDirty: true },
                  )
                }
              />
              {weekdayName(day, 'long')}
            </label>
          ))}
        </div>
        {form.formState.errors.closedDays?.message && (
          <p role="alert" className="text-sm text-red-700">
            {form.formState.errors.closedDays.message}
          </p>
        )}
      </Section>

      <Section title={t('schoolSettings.sections.security')}>
        <div>
          <label className="flex min-h-11 items-center gap-3 font-medium text-slate-900">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-brand-700"
              aria-describedby="two-factor-teachers-hint"
              {...form.register('twoFactorForTeachers')}
            />
            {label('twoFactorForTeachers')}
          </label>
          <p id="two-factor-teachers-hint" className="mt-1 text-sm text-slate-600 sm:ms-8">
            {t('schoolSettings.hints.twoFactorForTeachers')}
          </p>
        </div>
      </Section>

      <div>
        <SubmitButton busy={form.formState.isSubmitting} className="w-full sm:w-auto">
          {t('schoolSettings.save')}
        </SubmitButton>
      </div>
    </form>
  );
}
