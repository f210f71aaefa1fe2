import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { todayInDhaka } from '#shared/dates.ts';
import en from '#shared/i18n/en.json' with { type: 'json' };
import type { Batch, BatchCreate, Vehicle } from '#shared/schemas/batch.ts';
import { DateField } from '#web/components/ui/date-field.tsx';
import { NumberField, SelectField, TextField } from '#web/components/ui/field.tsx';
import { FormPanel } from '#web/components/ui/form-panel.tsx';
import { formatCount } from '#web/lib/format.ts';
import { atFields, fieldsOf, submitWith } from '#web/lib/form.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { useCreateBatch } from '#web/features/batches/api/create-batch.ts';
import { fieldErrorText } from '#web/lib/field-error.ts';
import { newBatchSchema, numberFromText, type NewBatchInput } from '#web/features/batches/schemas.ts';
import { courseTitleOf, scheduleText, vehicleText, weekdayName } from '#web/lib/schedule.ts';

/** A course the batch can be for: its id, titles and how many lessons it has. */
export interface CourseChoice {
  cid: string;
  title: string;
  titleBn: string;
  lesson: number;
}

/** A teacher the batch can be given to. */
export interface TeacherChoice {
  name: string;
  email: string;
}

/** The school week as Khulna writes it: from Saturday to Friday (0 = Sunday … 6 = Saturday). */
const WEEK = [6, 0, 1, 2, 3, 4, 5];

const empty = (): NewBatchInput => ({
  cid: '',
  teacherEmail: '',
  vehicleId: '',
  capacity: '',
  startDate: todayInDhaka(),
  weekdays: [],
  time: '',
  sessions: '',
  place: '',
});

/**
 * "New batch": the course (from the catalogue), the teacher, a vehicle or bay (or none), the seats,
 * the first day, the days of the week, the time, the sessions (the course's lessons once a course
 * is chosen) and where it meets. Validated with the route's own rules in the page's language
 * (numbers in Bengali digits are read); a teacher or vehicle already busy at that time is shown
 * under its field.
 */
export function NewBatchForm({
  courses,
  teachers,
  vehicles,
  onCreated,
}: {
  courses: CourseChoice[];
  teachers: TeacherChoice[];
  /** The vehicles and bays to choose from (the vehicles feature's list), undefined until they arrive. */
  vehicles: Vehicle[] | undefined;
  onCreated: (batch: Batch) => void;
}) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const create = useCreateBatch();
  const form = useForm<NewBatchInput, unknown, BatchCreate>({
    resolver: zodResolver(newBatchSchema),
    defaultValues: empty(),
  });
  // The rule asks for the teacher's e-mail address; here the teacher is chosen from a list.
  const field = fieldsOf(form, (error, name) =>
    name === 'teacherEmail' && error.message === en.batchesAdmin.errors.teacher
      ? t('batchesAdmin.form.teacherRequired')
      : fieldErrorText(t, error),
  );
  const busy = form.formState.isSubmitting;
  const daysId = useId();
  const daysError = form.formState.errors.weekdays;
  const cid = useWatch({ control: form.control, name: 'cid' });
  const chosen = courses.find((c) => c.cid === cid);
  const sessions = numberFromText(useWatch({ control: form.control, name: 'sessions' }));
  // A seat is one batch: fewer sessions than the course's lessons and no student of it gets ready.
  const short = chosen && typeof sessions === 'number' && sessions > 0 && sessions < chosen.lesson;
  const sessionsHint = !chosen
    ? t('batchesAdmin.form.hints.sessions')
    : short
      ? t('batchesAdmin.form.hints.fewerThanLessons', { count: chosen.lesson, n: formatCount(chosen.lesson) })
      : t('batchesAdmin.form.hints.sessionsOfCourse', { count: chosen.lesson, n: formatCount(chosen.lesson) });

  const showAtField = atFields(form, { fields: Object.keys(empty()), focus: true });
  const onSubmit = submitWith(
    form,
    async (body) => {
      const batch = await create.mutateAsync(body);
      form.reset(empty());
      toast.success(
        t('batchesAdmin.form.created', { course: courseTitleOf(batch, language), when: scheduleText(batch) }),
      );
      onCreated(batch);
    },
    showAtField,
  );

  return (
    <FormPanel
      name="new-batch"
      title={t('batchesAdmin.form.heading')}
      className="scroll-mt-20 p-4 sm:p-6"
      onSubmit={onSubmit}
      busy={busy}
      submit={t('batchesAdmin.form.submit')}
    >
      <SelectField
        label={t('batchesAdmin.form.fields.cid')}
        placeholder={t('batchesAdmin.form.chooseCourse')}
        options={courses.map((c) => ({
          value: c.cid,
          label: courseTitleOf({ courseTitle: c.title, courseTitleBn: c.titleBn }, language),
        }))}
        {...field('cid', {
          onChange: (e: { target: { value: string } }) => {
            // The course's lessons are the usual number of sessions: filled in unless already typed.
            const course = courses.find((c) => c.cid === e.target.value);
            if (course && !form.getValues('sessions')) form.setValue('sessions', formatCount(course.lesson));
          },
        })}
      />
      <SelectField
        label={t('batchesAdmin.form.fields.teacherEmail')}
        placeholder={t('batchesAdmin.form.chooseTeacher')}
        hint={teachers.length === 0 ? t('batchesAdmin.form.hints.noTeachers') : undefined}
        options={teachers.map((p) => ({ value: p.email, label: `${p.name} · ${p.email}` }))}
        {...field('teacherEmail')}
      />
      <SelectField
        label={t('batchesAdmin.form.fields.vehicleId')}
        hint={vehicles?.length === 0 ? t('batchesAdmin.form.hints.noVehicles') : undefined}
        options={[
          { value: '', label: t('batchesAdmin.noVehicle') },
          ...(vehicles ?? []).map((v) => ({
            value: v.id,
            label: `${vehicleText(v)} · ${t(`vehicles.kinds.${v.kind}`)}`,
          })),
        ]}
        {...field('vehicleId')}
      />
      <NumberField
        label={t('batchesAdmin.form.fields.capacity')}
        hint={t('batchesAdmin.form.hints.capacity')}
        {...field('capacity')}
      />
      <DateField
        label={t('batchesAdmin.form.fields.startDate')}
        hint={t('batchesAdmin.form.hints.startDate')}
        {...field('startDate')}
      />
      <TextField
        type="time"
        label={t('batchesAdmin.form.fields.time')}
        hint={t('batchesAdmin.form.hints.time')}
        {...field('time')}
      />
      <fieldset className="sm:col-span-2 lg:col-span-3" aria-describedby={daysError ? `${daysId}-error` : undefined}>
        <legend className="text-sm font-medium text-slate-800">{t('batchesAdmin.form.fields.weekdays')}</legend>
        <div className="mt-1.5 flex flex-wrap gap-2">
          {WEEK.map((day) => (
            <label
              key={day}
              className="flex min-h-11 min-w-20 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold"
            >
              <input type="checkbox" className="size-5 shrink-0" value={String(day)} {...form.register('weekdays')} />
              {weekdayName(day)}
            </label>
          ))}
        </div>
        {daysError && (
          <p id={`${daysId}-error`} role="alert" className="mt-1.5 text-sm text-red-700">
            {fieldErrorText(t, daysError)}
          </p>
        )}
      </fieldset>
      <NumberField label={t('batchesAdmin.form.fields.sessions')} hint={sessionsHint} {...field('sessions')} />
      <TextField
        label={t('batchesAdmin.form.fields.place')}
        hint={t('batchesAdmin.form.hints.place')}
        className="sm:col-span-1 lg:col-span-2"
        {...field('place')}
      />
    </FormPanel>
  );
}
