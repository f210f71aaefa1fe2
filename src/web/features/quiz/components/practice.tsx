import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CheckResult, type QuestionTopic } from '#shared/schemas/quiz.ts';
import { errorText } from '#web/lib/error-text.ts';
import { formatCount } from '#web/lib/format.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { useCheckAnswer, usePracticeQuestions } from '#web/features/quiz/api/practice.ts';
import { QuestionCard } from './question-card';
import { TopicOptions } from './topic-options';

/**
 * Practice by topic, with no account: a round of questions, and after each choice at once whether
 * it was right, the right option and why. Nothing is saved.
 */
export function Practice() {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const [topic, setTopic] = useState<QuestionTopic | ''>('');
  const [round, setRound] = useState(0);
  const questions = usePracticeQuestions(topic, lang, round);
  const [checked, setChecked] = useState<Record<string, { option: number; result?: CheckResult; error?: string }>>({});
  const check = useCheckAnswer();

  const newRound = (next: QuestionTopic | '' = topic) => {
    setTopic(next);
    setRound((r) => r + 1);
    setChecked({});
  };

  const choose = (id: string, option: number) => {
    if (checked[id]?.result) return;
    setChecked((c) => ({ ...c, [id]: { option } }));
    check.mutate(
      { id, option, lang },
      {
        onSuccess: (result) => setChecked((c) => ({ ...c, [id]: { option, result } })),
        onError: (err) => setChecked((c) => ({ ...c, [id]: { option, error: errorText(err) } })),
      },
    );
  };

  const right = Object.values(checked).filter((c) => c.result?.correct).length;
  const done = Object.values(checked).filter((c) => c.result).length;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-semibold text-slate-700">
          {t('quiz.practice.topic')}
          <select
            className="min-h-11 rounded-lg border border-slate-300 bg-white px-3"
            value={topic}
            onChange={(e) => newRound(e.target.value as QuestionTopic | '')}
          >
            <option value="">{t('quiz.practice.allTopics')}</option>
            <TopicOptions />
          </select>
        </label>
        <p className="text-sm text-slate-700" role="status">
          {t('quiz.practice.tally', { right: formatCount(right), done: formatCount(done) })}
        </p>
      </div>
      {questions.isPending && <Spinner />}
      {questions.isError && (
        <ListLoadError message={errorText(questions.error)} onRetry={() => void questions.refetch()} />
      )}
      {questions.data?.length === 0 && <p>{t('quiz.practice.none')}</p>}
      {questions.data && (
        <ol className="flex flex-col gap-4">
          {questions.data.map((q, i) => {
            const c = checked[q.id];
            return (
              <li key={q.id}>
                <QuestionCard
                  number={i + 1}
                  question={q}
                  chosen={c?.option}
                  correct={c?.result?.correctOption}
                  disabled={!!c?.result}
                  onChoose={(option) => choose(q.id, option)}
                />
                {c?.result && (
                  <p
                    role="status"
                    className={`mt-2 rounded-lg px-4 py-2 text-sm ${c.result.correct ? 'bg-emerald-50 text-emerald-900' : 'bg-red-50 text-red-900'}`}
                  >
                    <strong>{c.result.correct ? t('quiz.practice.right') : t('quiz.practice.wrong')}</strong>{' '}
                    {c.result.explanation}
                  </p>
                )}
                {c?.error && (
                  <p role="alert" className="mt-2 text-sm text-red-700">
                    {c.error}
                  </p>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {questions.data && questions.data.length > 0 && (
        <button type="button" className={buttonStyles.secondary} onClick={() => newRound()}>
          {t('quiz.practice.more')}
        </button>
      )}
    </div>
  );
}
