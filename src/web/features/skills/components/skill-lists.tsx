import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import { MAX_SKILLS, type SkillList } from '#shared/schemas/batch.ts';
import { Form } from '#web/components/ui/form.tsx';
import { inputClass } from '#web/components/ui/field.tsx';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { errorText } from '#web/lib/error-text.ts';
import { formatCount } from '#web/lib/format.ts';
import { useSaveSkills, useSkillLists } from '#web/features/skills/api/skills.ts';
import { serverFieldTexts } from '#web/lib/field-error.ts';

/** The owner's three checklists (car, motorcycle, mechanics), each edited and saved on its own. */
export function SkillListsEditor() {
  const { t } = useTranslation();
  const lists = useSkillLists();
  if (lists.isPending) return <Spinner />;
  if (lists.isError) return <ListLoadError message={t('skills.loadFailed')} onRetry={() => void lists.refetch()} />;
  return (
    <div className="grid gap-5 xl:grid-cols-2">
      {lists.data.map((list) => (
        <SkillListForm key={`${list.kind}-${list.skills.map((s) => s.key).join()}`} list={list} />
      ))}
    </div>
  );
}

type Row = { key?: string; en: string; bn: string; id: number };

/**
 * One kind's list: each skill in English and Bengali, moved up or down, removed, or added at the
 * end; saved whole. A skill already on the list keeps its key, so the ticks it has stay with it
 * when it is renamed. Empty names and a name twice are said on the row before anything is sent.
 */
function SkillListForm({ list }: { list: SkillList }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveSkills();
  const kind = t(`skills.kinds.${list.kind}`);
  const [rows, setRows] = useState<Row[]>(() => list.skills.map((s, i) => ({ ...s, id: i })));
  const [nextId, setNextId] = useState(list.skills.length);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();

  const change = (i: number, lang: 'en' | 'bn', value: string) =>
    setRows((r) => r.map((row, j) => (j === i ? { ...row, [lang]: value } : row)));
  const move = (i: number, by: -1 | 1) =>
    setRows((r) => {
      const next = [...r];
      [next[i], next[i + by]] = [next[i + by]!, next[i]!];
      return next;
    });
  const remove = (i: number) => setRows((r) => r.filter((_, j) => j !== i));
  const add = () => {
    setRows((r) => [...r, { en: '', bn: '', id: nextId }]);
    setNextId((n) => n + 1);
  };

  const check = () => {
    const found: Record<string, string> = {};
    for (const lang of ['en', 'bn'] as const) {
      const seen = new Set<string>();
      rows.forEach((row, i) => {
        const name = row[lang].trim().toLocaleLowerCase();
        if (!name) found[`${i}.${lang}`] = t('skills.needBoth');
        else if (seen.has(name)) found[`${i}.${lang}`] = t('skills.twice');
        seen.add(name);
      });
    }
    return found;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = check();
    setErrors(found);
    setFormError(rows.length === 0 ? t('batchesAdmin.errors.skillsEmpty') : undefined);
    if (Object.keys(found).length > 0 || rows.length === 0) return;
    save.mutate(
      { kind: list.kind, body: { skills: rows.map(({ key, en, bn }) => ({ key, en: en.trim(), bn: bn.trim() })) } },
      {
        onSuccess: () => toast.success(t('skills.saved', { kind })),
        onError: (err) => {
          const refused = serverFieldTexts(t, err);
          if (refused.length > 0)
            setErrors(Object.fromEntries(refused.map(([k, text]) => [k.replace(/^skills\./, ''), text])));
          else setFormError(errorText(err));
        },
      },
    );
  };

  return (
    <Form
      onSubmit={submit}
      aria-labelledby={`${id}-heading`}
      busy={save.isPending}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid={`skills-${list.kind}`}
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-heading`} className="text-lg font-bold text-slate-900">
          {t('skills.listHeading', { kind })}
        </h3>
        <span className="text-sm text-slate-600">{list.changed ? t('skills.changed') : t('skills.starting')}</span>
      </header>
      <ol className="flex flex-col gap-3">
        {rows.map((row, i) => {
          const n = formatCount(i + 1);
          return (
            <li key={row.id} className="flex flex-col gap-2 rounded-xl border border-slate-200 p-3">
              <div className="grid gap-2 sm:grid-cols-2">
                {(['en', 'bn'] as const).map((lang) => {
                  const error = errors[`${i}.${lang}`];
                  const inputId = `${id}-${row.id}-${lang}`;
                  return (
                    <div key={lang} className="flex flex-col gap-1">
                      <label htmlFor={inputId} className="text-xs font-medium text-slate-700">
                        {t(lang === 'en' ? 'skills.english' : 'skills.bengali', { n })}
                      </label>
                      <input
                        id={inputId}
                        lang={lang}
                        value={row[lang]}
                        maxLength={60}
                        onChange={(e) => change(i, lang, e.target.value)}
                        aria-invalid={!!error}
                        aria-describedby={error ? `${inputId}-error` : undefined}
                        className={inputClass}
                      />
                      {error && (
                        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
                          {error}
                        </p>
                      )}
                    </div>
                  );
                })}
              </div>
              <div className="flex flex-wrap gap-1">
                <button
                  type="button"
                  onClick={() => move(i, -1)}
                  disabled={i === 0}
                  aria-label={t('skills.up', { n })}
                  className="min-h-11 min-w-11 rounded-lg border border-slate-300 px-3 text-slate-800 disabled:opacity-40"
                >
                  ↑
                </button>
                <button
                  type="button"
                  onClick={() => move(i, 1)}
                  disabled={i === rows.length - 1}
                  aria-label={t('skills.down', { n })}
                  className="min-h-11 min-w-11 rounded-lg border border-slate-300 px-3 text-slate-800 disabled:opacity-40"
                >
                  ↓
                </button>
                <button
                  type="button"
                  onClick={() => remove(i)}
                  aria-label={t('skills.remove', { n })}
                  className="min-h-11 rounded-lg px-3 text-sm font-medium text-rose-800 underline underline-offset-2"
                >
                  {t('roadTests.remove')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      {rows.length >= MAX_SKILLS ? (
        <p className="text-sm text-slate-600">{t('skills.full', { n: formatCount(MAX_SKILLS) })}</p>
      ) : (
        <button
          type="button"
          onClick={add}
          className="min-h-11 self-start rounded-lg border border-dashed border-brand-700 px-4 font-semibold text-brand-800"
        >
          + {t('skills.add')}
        </button>
      )}
      {formError && (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      )}
      <div>
        <SubmitButton busy={save.isPending}>{t('skills.save', { kind })}</SubmitButton>
      </div>
    </Form>
  );
}
