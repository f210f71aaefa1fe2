import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionInputSchema, type Question, type QuestionInputRaw, type QuestionTopic } from '#shared/schemas/quiz.ts';
import { ApiError } from '#web/lib/api.ts';
import { errorText } from '#web/lib/error-text.ts';
import { formatCount } from '#web/lib/format.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { useQuestions, useRetireQuestion, useSaveQuestion } from '#web/features/quiz/api/questions.ts';
import { TopicOptions } from './topic-options';

interface Draft {
  id?: string;
  topic: QuestionTopic;
  textEn: string;
  textBn: string;
  options: { en: string; bn: string }[];
  correct: number;
  explanationEn: string;
  explanationBn: string;
  image: string;
}

const EMPTY: Draft = {
  topic: 'rules',
  textEn: '',
  textBn: '',
  options: [0, 1, 2, 3].map(() => ({ en: '', bn: '' })),
  correct: 0,
  explanationEn: '',
  explanationBn: '',
  image: '',
};

const draftOf = (q: Question): Draft => ({
  id: q.id,
  topic: q.topic,
  textEn: q.textEn,
  textBn: q.textBn,
  options: [...q.options, ...[0, 1, 2, 3].map(() => ({ en: '', bn: '' }))].slice(0, 4),
  correct: q.correct,
  explanationEn: q.explanationEn,
  explanationBn: q.explanationBn,
  image: q.image ?? '',
});

const input = 'min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2';
const label = 'flex flex-col gap-1 text-sm font-semibold text-slate-700';

/**
 * The question bank for teachers and the office: add a question in both languages, change one,
 * retire one (it leaves practice, new tests and the PDF; past tests keep it), and find one by its
 * words. The server checks the same schema.
 */
export function QuestionBankEditor() {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const questions = useQuestions();
  const saveQuestion = useSaveQuestion();
  const retire = useRetireQuestion();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [search, setSearch] = useState('');
  const [toRetire, setToRetire] = useState<Question | null>(null);

  const set = (change: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...change }));
    setSaved(false);
  };
  const setOption = (i: number, side: 'en' | 'bn', value: string) =>
    set({ options: draft.options.map((o, k) => (k === i ? { ...o, [side]: value } : o)) });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The fourth option is optional: left empty in both languages, it is not sent.
    const options = draft.options.filter((o, i) => i < 3 || o.en.trim() || o.bn.trim());
    const body: QuestionInputRaw = { ...draft, options, image: draft.image.trim() || null };
    delete (body as { id?: string }).id;
    const parsed = QuestionInputSchema.safeParse(body);
    if (!parsed.success) {
      setProblem(t('quiz.bank.invalid'));
      return;
    }
    setProblem(null);
    saveQuestion.mutate(
      { id: draft.id, input: parsed.data },
      {
        onSuccess: () => {
          setDraft(EMPTY);
          setSaved(true);
        },
        onError: (err) =>
          setProblem(
            err instanceof ApiError && err.code === 'VALIDATION_FAILED' ? t('quiz.bank.invalid') : errorText(err),
          ),
      },
    );
  };

  const words = search.trim().toLowerCase();
  const shown = (questions.data ?? []).filter((q) => !words || `${q.textEn} ${q.textBn}`.toLowerCase().includes(words));

  return (
    <div className="flex flex-col gap-6">
      <form
        onSubmit={submit}
        aria-label={draft.id ? t('quiz.bank.editTitle') : t('quiz.bank.addTitle')}
        className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <h3 className="text-lg font-bold text-slate-900">
          {draft.id ? t('quiz.bank.editTitle') : t('quiz.bank.addTitle')}
        </h3>
        <label className={label}>
          {t('quiz.bank.topic')}
          <select
            className={input}
            value={draft.topic}
            onChange={(e) => set({ topic: e.target.value as QuestionTopic })}
          >
            <TopicOptions />
          </select>
        </label>
        <div className="grid gap-3 md:grid-cols-2">
          <label className={label}>
            {t('quiz.bank.textEn')}
            <textarea
              className={input}
              rows={2}
              value={draft.textEn}
              onChange={(e) => set({ textEn: e.target.value })}
            />
          </label>
          <label className={label} lang="bn">
            {t('quiz.bank.textBn')}
            <textarea
              className={input}
              rows={2}
              value={draft.textBn}
              onChange={(e) => set({ textBn: e.target.value })}
            />
          </label>
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="text-sm font-semibold text-slate-700">{t('quiz.bank.options')}</legend>
          {draft.options.map((o, i) => (
            <div key={i} className="grid items-center gap-2 md:grid-cols-[auto_1fr_1fr]">
              <label className="flex items-center gap-2 text-sm text-slate-700">
                <input
                  type="radio"
                  name="correct"
                  className="size-5 accent-brand-700"
                  checked={draft.correct === i}
                  onChange={() => set({ correct: i })}
                />
                {t('quiz.bank.rightOption', { n: formatCount(i + 1) })}
              </label>
              <input
                className={input}
                aria-label={t('quiz.bank.optionEn', { n: formatCount(i + 1) })}
                placeholder={t('quiz.bank.optionEn', { n: formatCount(i + 1) })}
                value={o.en}
                onChange={(e) => setOption(i, 'en', e.target.value)}
              />
              <input
                className={input}
                lang="bn"
                aria-label={t('quiz.bank.optionBn', { n: formatCount(i + 1) })}
                placeholder={t('quiz.bank.optionBn', { n: formatCount(i + 1) })}
                value={o.bn}
                onChange={(e) => setOption(i, 'bn', e.target.value)}
              />
            </div>
          ))}
          <p className="text-xs text-slate-600">{t('quiz.bank.optionsHint')}</p>
        </fieldset>
        <div className="grid gap-3 md:grid-cols-2">
          <label className={label}>
            {t('quiz.bank.explanationEn')}
            <textarea
              className={input}
              rows={2}
              value={draft.explanationEn}
              onChange={(e) => set({ explanationEn: e.target.value })}
            />
          </label>
          <label className={label} lang="bn">
            {t('quiz.bank.explanationBn')}
            <textarea
              className={input}
              rows={2}
              value={draft.explanationBn}
              onChange={(e) => set({ explanationBn: e.target.value })}
            />
          </label>
        </div>
        <label className={label}>
          {t('quiz.bank.image')}
          <input
            className={input}
            value={draft.image}
            placeholder="/signs/stop.svg"
            onChange={(e) => set({ image: e.target.value })}
          />
        </label>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        {saved && (
          <p role="status" className="text-sm text-emerald-700">
            {t('quiz.bank.saved')}
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonStyles.primary} disabled={saveQuestion.isPending}>
            {draft.id ? t('quiz.bank.saveChange') : t('quiz.bank.add')}
          </button>
          {draft.id && (
            <button type="button" className={buttonStyles.secondary} onClick={() => setDraft(EMPTY)}>
              {t('quiz.bank.cancel')}
            </button>
          )}
        </div>
      </form>

      <section aria-label={t('quiz.bank.listTitle')} className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 className="text-lg font-bold text-slate-900">
            {t('quiz.bank.listTitle')}
            {questions.data && ` (${formatCount(questions.data.length)})`}
          </h3>
          <label className={label}>
            {t('quiz.bank.search')}
            <input className={input} type="search" value={search} onChange={(e) => setSearch(e.target.value)} />
          </label>
        </div>
        {questions.isPending && <Spinner />}
        {questions.isError && (
          <ListLoadError message={errorText(questions.error)} onRetry={() => void questions.refetch()} />
        )}
        <ul className="flex flex-col gap-2">
          {shown.map((q) => (
            <li key={q.id} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
              <p className="text-xs font-semibold text-brand-800">{t(`quiz.topics.${q.topic}`)}</p>
              <p className="font-semibold text-slate-900">{lang === 'bn' ? q.textBn : q.textEn}</p>
              <p className="text-sm text-slate-700">
                {t('quiz.bank.answer')}: {lang === 'bn' ? q.options[q.correct]?.bn : q.options[q.correct]?.en}
              </p>
              <div className="mt-2 flex gap-2">
                <button
                  type="button"
                  className={buttonStyles.secondary}
                  onClick={() => {
                    setDraft(draftOf(q));
                    setSaved(false);
                    window.scrollTo({ top: 0 });
                  }}
                >
                  {t('quiz.bank.edit')}
                </button>
                <button type="button" className={buttonStyles.danger} onClick={() => setToRetire(q)}>
                  {t('quiz.bank.retire')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <ConfirmDialog
        open={!!toRetire}
        message={t('quiz.bank.retireConfirm')}
        busy={retire.isPending}
        onCancel={() => setToRetire(null)}
        onConfirm={() => toRetire && retire.mutate(toRetire.id, { onSettled: () => setToRetire(null) })}
      />
    </div>
  );
}
