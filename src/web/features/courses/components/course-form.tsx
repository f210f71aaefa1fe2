import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { COURSE_DEFAULTS, CourseInputSchema, type Course } from '../../../../shared/schemas/course';
import { Field, inputClass } from '../../../components/ui/field';
import { ButtonSpinner } from '../../../components/ui/spinner';
import { buttonStyles } from '../../../components/ui/button-styles';
import { fieldErrorText } from '../../../lib/field-error';
import { imageFileSchema } from '../../../lib/image-file';
import { toastError } from '../../../lib/toast-error';
import { useSaveCourse } from '../api/save-course';

/** The shared course schema, with the picture as a file to upload instead of its address. */
const courseFormSchema = CourseInputSchema.omit({ image: true }).extend({
  imageFile: imageFileSchema({ required: false }),
});
type CourseFormInput = z.input<typeof courseFormSchema>;
type CourseFormValues = z.output<typeof courseFormSchema>;

const fileInputClass = `${inputClass} file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800`;

/**
 * Add course / Edit course. Adding starts from the spec's defaults (cid "cid1", practical "12
 * Days", mechanical "3 Days"); editing starts from the course and locks its cid. The server
 * decides: a taken cid or a vanished course comes back as an error toast.
 */
export function CourseForm({ course, onSaved }: { course?: Course; onSaved: (course: Course) => void }) {
  const { t } = useTranslation();
  const save = useSaveCourse();
  const editing = course !== undefined;
  const form = useForm<CourseFormInput, unknown, CourseFormValues>({
    resolver: zodResolver(courseFormSchema),
    defaultValues: course
      ? {
          cid: course.cid,
          title: course.title,
          details: course.details,
          price: course.price,
          lesson: course.lesson,
          duration: course.duration,
          dt: course.dt,
          practical: course.practical,
          mechanical: course.mechanical,
        }
      : { ...COURSE_DEFAULTS, title: '', details: '', duration: '', dt: '' },
  });
  const errors = form.formState.errors;
  const err = (e: Parameters<typeof fieldErrorText>[1]) => fieldErrorText(t, e);

  const onSubmit = form.handleSubmit(async ({ imageFile, ...values }) => {
    try {
      const saved = await save.mutateAsync({
        mode: editing ? 'update' : 'create',
        course: { ...values, image: course?.image ?? '' },
        imageFile: imageFile?.[0],
      });
      onSaved(saved);
      if (!editing) form.reset();
    } catch (error) {
      toastError(error);
    }
  });

  const text = (name: 'title' | 'dt' | 'practical' | 'mechanical' | 'duration', label: string) => (
    <Field label={label} error={err(errors[name])}>
      {(ids) => (
        <input
          id={ids.id}
          type="text"
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid}
          className={inputClass}
          {...form.register(name)}
        />
      )}
    </Field>
  );
  const number = (name: 'price' | 'lesson', label: string) => (
    <Field label={label} error={err(errors[name])}>
      {(ids) => (
        <input
          id={ids.id}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          aria-describedby={ids.describedBy}
          aria-invalid={ids.invalid}
          className={inputClass}
          {...form.register(name, { valueAsNumber: true })}
        />
      )}
    </Field>
  );

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 md:grid-cols-2"
    >
      <div className="md:col-span-2">{text('title', t('courseAdmin.fields.title'))}</div>
      <div className="md:col-span-2">
        <Field label={t('courseAdmin.fields.details')} error={err(errors.details)}>
          {(ids) => (
            <textarea
              id={ids.id}
              rows={5}
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid}
              className={inputClass}
              {...form.register('details')}
            />
          )}
        </Field>
      </div>
      {number('price', t('courseAdmin.fields.price'))}
      {number('lesson', t('courseAdmin.fields.lesson'))}
      {editing ? (
        <Field label={t('courseAdmin.fields.cid')} hint={t('courseAdmin.hints.cidLocked')}>
          {(ids) => (
            <input
              id={ids.id}
              type="text"
              value={course.cid}
              disabled
              aria-describedby={ids.describedBy}
              className={inputClass}
            />
          )}
        </Field>
      ) : (
        <Field label={t('courseAdmin.fields.cid')} hint={t('courseAdmin.hints.cid')} error={err(errors.cid)}>
          {(ids) => (
            <input
              id={ids.id}
              type="text"
              autoCapitalize="off"
              spellCheck={false}
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid}
              className={inputClass}
              {...form.register('cid')}
            />
          )}
        </Field>
      )}
      {text('duration', t('courseAdmin.fields.duration'))}
      {text('practical', t('courseAdmin.fields.practical'))}
      {text('mechanical', t('courseAdmin.fields.mechanical'))}
      {text('dt', t('courseAdmin.fields.dt'))}
      <div className="flex flex-col gap-3">
        <Field
          label={editing ? t('courseAdmin.fields.newImage') : t('courseAdmin.fields.image')}
          hint={t('courseAdmin.hints.image')}
          error={err(errors.imageFile)}
        >
          {(ids) => (
            <input
              id={ids.id}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={ids.describedBy}
              aria-invalid={ids.invalid}
              className={fileInputClass}
              {...form.register('imageFile')}
            />
          )}
        </Field>
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
        <button
          type="submit"
          className={`${buttonStyles.primary} w-full sm:w-auto`}
          disabled={form.formState.isSubmitting}
        >
          {form.formState.isSubmitting && <ButtonSpinner />}
          {editing ? t('common.saveContinue') : t('courseAdmin.submitAdd')}
        </button>
      </div>
    </form>
  );
}
