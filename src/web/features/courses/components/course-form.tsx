import { useForm, type DefaultValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type en from '#web/features/courses/i18n/en.json';
import { CourseInputSchema, type Course } from '#shared/schemas/course.ts';
import { PlanFieldSchema } from '#shared/schemas/instalments.ts';
import { BilingualField } from '#web/components/ui/bilingual-field.tsx';
import { IdField, ImageField, SelectField, TextField } from '#web/components/ui/field.tsx';
import { SKILL_KINDS } from '#shared/constants.ts';
import { FormCard } from '#web/components/ui/form-card.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { fieldErrorText } from '#web/lib/field-error.ts';
import { fieldsOf, submitWith } from '#web/lib/form.ts';
import { imageFileSchema } from '#web/lib/image-file.ts';
import { useSaveCourse } from '#web/features/courses/api/save-course.ts';
import { InstalmentPlanFields } from './instalment-plan-fields';

/**
 * The shared course schema, with the picture as a file to upload instead of its address, and the
 * instalment plan as a list of parts (none: no plan).
 */
const courseFormSchema = CourseInputSchema.omit({ image: true }).extend({
  imageFile: imageFileSchema({ required: false }),
  instalmentPlan: PlanFieldSchema,
});
export type CourseFormInput = z.input<typeof courseFormSchema>;
export type CourseFormValues = z.output<typeof courseFormSchema>;

/** A saved course as the form's starting values (its picture stays, unless a new one is chosen). */
const courseValues = ({ _id: _, image: _image, instalmentPlan, ...values }: Course): CourseFormInput => ({
  ...values,
  instalmentPlan: instalmentPlan ?? [],
});

/** Adding starts empty: examples show as placeholders, so nothing unread is saved as a value. */
const EMPTY_COURSE: DefaultValues<CourseFormInput> = {
  cid: '',
  title: '',
  titleBn: '',
  details: '',
  detailsBn: '',
  duration: '',
  durationBn: '',
  dt: '',
  dtBn: '',
  practical: '',
  practicalBn: '',
  mechanical: '',
  mechanicalBn: '',
  instalmentPlan: [],
  skillKind: 'car',
};

type Fields = keyof (typeof en)['courseAdmin']['fields'];
type BengaliExamples = keyof (typeof en)['courseAdmin']['placeholdersBn'];

/**
 * Add course / Edit course. Adding starts from empty fields with examples as placeholders
 * (docs/decisions/0210); editing starts from the course and locks its cid. Every text is written in
 * English and in Bengali, side by side (docs/decisions/0280). The server decides: a taken cid or a
 * vanished course comes back as an error toast.
 */
export function CourseForm({ course, onSaved }: { course?: Course; onSaved: (course: Course) => void }) {
  const { t } = useTranslation();
  const save = useSaveCourse();
  const editing = course !== undefined;
  const form = useForm<CourseFormInput, unknown, CourseFormValues>({
    resolver: zodResolver(courseFormSchema),
    defaultValues: course ? courseValues(course) : EMPTY_COURSE,
  });
  const field = fieldsOf(form, (error) => fieldErrorText(t, error));
  const label = (name: Fields) => t(`courseAdmin.fields.${name}`);
  // Examples in the empty fields of a new course; an edit shows the course's own values.
  const example = (name: keyof (typeof en)['courseAdmin']['placeholders']) =>
    editing ? undefined : t(`courseAdmin.placeholders.${name}`);
  const exampleBn = (name: BengaliExamples) => (editing ? undefined : t(`courseAdmin.placeholdersBn.${name}`));
  /** A text in both languages: the English field `name` and its Bengali twin `${name}Bn`. */
  const bilingual = (name: Fields & BengaliExamples) => ({
    en: { placeholder: example(name), ...field(name) },
    bn: { placeholder: exampleBn(name), ...field(`${name}Bn`) },
  });

  const onSubmit = submitWith(form, async ({ imageFile, ...values }) => {
    const saved = await save.mutateAsync({
      mode: editing ? 'update' : 'create',
      course: { ...values, image: course?.image ?? '' },
      imageFile: imageFile?.[0],
    });
    onSaved(saved);
    if (!editing) form.reset();
  });

  const number = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;
  return (
    <FormCard onSubmit={onSubmit} className="md:grid-cols-2">
      <p className="text-sm text-slate-600 md:col-span-2">{t('bilingual.note')}</p>
      <BilingualField label={label('title')} className="md:col-span-2" {...bilingual('title')} />
      <BilingualField
        label={label('details')}
        multiline
        className="md:col-span-2"
        en={field('details')}
        bn={field('detailsBn')}
      />
      <TextField
        label={label('price')}
        placeholder={example('price')}
        {...number}
        {...field('price', { valueAsNumber: true })}
      />
      <TextField
        label={label('lesson')}
        placeholder={example('lesson')}
        {...number}
        {...field('lesson', { valueAsNumber: true })}
      />
      <SelectField
        label={label('skillKind')}
        hint={t('courseAdmin.hints.skillKind')}
        options={SKILL_KINDS.map((kind) => ({ value: kind, label: t(`skills.kinds.${kind}`) }))}
        {...field('skillKind')}
      />
      <BilingualField
        label={label('duration')}
        className="md:col-span-2"
        en={{ hint: t('courseAdmin.hints.optional'), ...bilingual('duration').en }}
        bn={{ hint: t('courseAdmin.hints.optional'), ...bilingual('duration').bn }}
      />
      <InstalmentPlanFields form={form} />
      <BilingualField label={label('dt')} className="md:col-span-2" {...bilingual('dt')} />
      <BilingualField label={label('practical')} className="md:col-span-2" {...bilingual('practical')} />
      <BilingualField label={label('mechanical')} className="md:col-span-2" {...bilingual('mechanical')} />
      <IdField
        label={label('cid')}
        placeholder={example('cid')}
        hint={t('courseAdmin.hints.cid')}
        locked={course?.cid}
        lockedHint={t('courseAdmin.hints.cidLocked')}
        {...field('cid')}
      />
      <div className="flex flex-col gap-3">
        <ImageField
          label={editing ? label('newImage') : label('image')}
          hint={t('courseAdmin.hints.image')}
          {...field('imageFile')}
        />
        {course?.image && (
          <figure className="flex items-center gap-3 text-sm text-slate-600">
            <img
              src={course.image}
              alt=""
              width={96}
              height={72}
              className="h-18 w-24 rounded-lg bg-brand-50 object-cover"
            />
            <figcaption>{t('courseAdmin.currentImage')}</figcaption>
          </figure>
        )}
      </div>
      <div className="md:col-span-2">
        <SubmitButton busy={form.formState.isSubmitting} className="w-full sm:w-auto">
          {editing ? t('common.saveContinue') : t('courseAdmin.submitAdd')}
        </SubmitButton>
      </div>
    </FormCard>
  );
}
