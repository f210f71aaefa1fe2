import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import toast from 'react-hot-toast';
import { TEST_KINDS, TEST_RESULTS, type TestResult } from '#shared/constants.ts';
import { todayInDhaka } from '#shared/dates.ts';
import { TestAppointmentCreateSchema, type TestAppointment } from '#shared/schemas/road-test.ts';
import { Form } from '#web/components/ui/form.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { DateField } from '#web/components/ui/date-field.tsx';
import { SelectField, TextField } from '#web/components/ui/field.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { errorText } from '#web/lib/error-text.ts';
import { useTestWrites } from '#web/features/road-tests/api/road-tests.ts';
import { fieldErrorText, serverFieldTexts } from '#web/lib/field-error.ts';
import { clockTime, sessionDay } from '#web/lib/schedule.ts';

const RESULT_STYLE: Record<TestResult, string> = {
  booked: 'bg-sky-100 text-sky-900',
  passed: 'bg-emerald-100 text-emerald-900',
  failed: 'bg-rose-100 text-rose-900',
  absent: 'bg-amber-100 text-amber-950',
};

/** "Tue, 8 December 2026 at 10:00 AM", or the day alone when no time is known. */
function whenText(t: TFunction, a: TestAppointment) {
  return a.time ? t('roadTests.when', { day: sessionDay(a.date), time: clockTime(a.time) }) : sessionDay(a.date);
}

/** A student's BRTA tests on My Course, under their heading. */
export function MyTests({ tests }: { tests: TestAppointment[] }) {
  const { t } = useTranslation();
  return (
    <div>
      <h4 className="text-base font-semibold text-slate-900">{t('roadTests.heading')}</h4>
      <div className="mt-2">
        <TestList tests={tests} />
      </div>
    </div>
  );
}

/** An order's BRTA tests on the office's order page, under their heading: each result a choice, and a form to book one. */
export function OrderTests({ oid, tests }: { oid: string; tests: TestAppointment[] }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <h4 className="text-base font-semibold text-slate-900">{t('roadTests.heading')}</h4>
      <TestList tests={tests} office />
      <BookTestForm oid={oid} />
    </div>
  );
}

/**
 * A student's BRTA test appointments, earliest first: which test, when, where and how it went.
 * For the office (`office`) each one's result is a choice saved at once, and an appointment entered
 * by mistake can be removed after a question.
 */
function TestList({ tests, office = false }: { tests: TestAppointment[]; office?: boolean }) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<TestAppointment | null>(null);
  const writes = useTestWrites();
  if (tests.length === 0)
    return <p className="text-slate-600">{office ? t('roadTests.noneOffice') : t('roadTests.none')}</p>;

  const setResult = (a: TestAppointment, result: TestResult) =>
    writes.update.mutate(
      { id: a.id, body: { result } },
      {
        onSuccess: () =>
          toast.success(
            t('roadTests.saved', { kind: t(`roadTests.kinds.${a.kind}`), result: t(`roadTests.results.${result}`) }),
          ),
        onError: (err) => toast.error(errorText(err)),
      },
    );
  const remove = () => {
    if (!removing) return;
    writes.remove.mutate(removing.id, {
      onSuccess: () => toast.success(t('roadTests.removed')),
      onError: (err) => toast.error(errorText(err)),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <>
      <ul className="flex flex-col gap-2" data-testid="road-tests">
        {tests.map((a) => {
          const kind = t(`roadTests.kinds.${a.kind}`);
          return (
            <li
              key={a.id}
              className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-center"
              data-testid="road-test"
            >
              <div className="flex flex-1 flex-col">
                <span className="font-semibold text-slate-900">{kind}</span>
                <span className="text-sm text-slate-700">{whenText(t, a)}</span>
                {a.place && <span className="text-sm text-slate-600">{t('roadTests.at', { place: a.place })}</span>}
                {a.note && <span className="text-sm text-slate-600">{a.note}</span>}
              </div>
              {office ? (
                <div className="flex flex-wrap items-end gap-2">
                  <label className="flex flex-col gap-1 text-xs font-medium text-slate-700">
                    {t('roadTests.result')}
                    <select
                      value={a.result}
                      onChange={(e) => setResult(a, e.target.value as TestResult)}
                      aria-label={t('roadTests.record', { kind, day: sessionDay(a.date) })}
                      className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 text-base text-slate-900"
                    >
                      {TEST_RESULTS.map((r) => (
                        <option key={r} value={r}>
                          {t(`roadTests.results.${r}`)}
                        </option>
                      ))}
                    </select>
                  </label>
                  <button
                    type="button"
                    onClick={() => setRemoving(a)}
                    aria-label={t('roadTests.removeLabel', { kind, day: sessionDay(a.date) })}
                    className="min-h-11 rounded-lg px-3 text-sm font-medium text-rose-800 underline underline-offset-2"
                  >
                    {t('roadTests.remove')}
                  </button>
                </div>
              ) : (
                <span
                  className={`self-start rounded-full px-3 py-1 text-sm font-semibold sm:self-center ${RESULT_STYLE[a.result]}`}
                >
                  {t(`roadTests.results.${a.result}`)}
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        message={
          removing
            ? t('roadTests.removeConfirm', {
                kind: t(`roadTests.kinds.${removing.kind}`),
                day: sessionDay(removing.date),
              })
            : ''
        }
        busy={writes.remove.isPending}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

type Draft = { kind: string; date: string; time: string; place: string; note: string };
const EMPTY: Draft = { kind: 'learner', date: '', time: '', place: '', note: '' };

/**
 * The office books a test on an order: which one, the day, and the time and place when known. The
 * shared schema checks it before sending; the server's refusals show on their fields, and what was
 * typed stays.
 */
function BookTestForm({ oid }: { oid: string }) {
  const { t } = useTranslation();
  const id = useId();
  const { book } = useTestWrites();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: keyof Draft) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = TestAppointmentCreateSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((i) => [String(i.path[0]), fieldErrorText(t, { message: i.message, type: i.code })!]),
        ),
      );
      return;
    }
    setErrors({});
    book.mutate(
      { oid, body: parsed.data },
      {
        onSuccess: (a) => {
          toast.success(t('roadTests.book.booked', { kind: t(`roadTests.kinds.${a.kind}`), day: sessionDay(a.date) }));
          setDraft(EMPTY);
        },
        onError: (err) => {
          const refused = serverFieldTexts(t, err);
          if (refused.length > 0) setErrors(Object.fromEntries(refused));
          else toast.error(errorText(err));
        },
      },
    );
  };

  return (
    <Form
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      busy={book.isPending}
      className="grid gap-3 rounded-xl border border-slate-200 bg-slate-50 p-3 sm:grid-cols-2"
      data-testid="book-test"
    >
      <h5 id={`${id}-heading`} className="font-semibold text-slate-900 sm:col-span-2">
        {t('roadTests.book.heading')}
      </h5>
      <SelectField
        label={t('roadTests.book.kind')}
        value={draft.kind}
        onChange={set('kind')}
        error={errors.kind}
        options={TEST_KINDS.map((k) => ({ value: k, label: t(`roadTests.kinds.${k}`) }))}
      />
      <DateField
        label={t('roadTests.book.date')}
        value={draft.date}
        min={todayInDhaka()}
        onChange={set('date')}
        error={errors.date}
      />
      <TextField
        label={t('roadTests.book.time')}
        type="time"
        value={draft.time}
        onChange={set('time')}
        error={errors.time}
      />
      <TextField
        label={t('roadTests.book.place')}
        value={draft.place}
        placeholder={t('roadTests.book.placePlaceholder')}
        onChange={set('place')}
        error={errors.place}
      />
      <TextField
        label={t('roadTests.book.note')}
        value={draft.note}
        onChange={set('note')}
        error={errors.note}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <SubmitButton busy={book.isPending}>{t('roadTests.book.submit')}</SubmitButton>
      </div>
    </Form>
  );
}
