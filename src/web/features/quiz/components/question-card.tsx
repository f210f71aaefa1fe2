import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuizQuestion } from '#shared/schemas/quiz.ts';
import { formatCount } from '#web/lib/format.ts';

/**
 * One question with its options as radio buttons (big enough for a thumb), its sign picture if it
 * has one, and after a practice answer the right option marked.
 */
export function QuestionCard({
  number,
  question,
  chosen,
  correct,
  disabled,
  onChoose,
}: {
  number: number;
  question: QuizQuestion;
  chosen: number | undefined;
  /** The right option, once known (practice). */
  correct?: number;
  disabled?: boolean;
  onChoose: (option: number) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <legend className="sr-only">{t('quiz.questionNumber', { n: formatCount(number) })}</legend>
      <p className="font-semibold text-slate-900">
        <span aria-hidden="true">{formatCount(number)}. </span>
        {question.text}
      </p>
      {question.image && (
        <img src={question.image} alt={t('quiz.signPicture')} className="mt-3 size-28 object-contain" loading="lazy" />
      )}
      <div className="mt-3 flex flex-col gap-2">
        {question.options.map((option, i) => {
          const state =
            correct === undefined
              ? ''
              : i === correct
                ? 'border-emerald-500 bg-emerald-50'
                : i === chosen
                  ? 'border-red-400 bg-red-50'
                  : '';
          return (
            <label
              key={i}
              className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border px-3 py-2 text-slate-800 has-[:checked]:border-brand-700 ${state || 'border-slate-200'}`}
            >
              <input
                type="radio"
                name={name}
                className="size-5 accent-brand-700"
                checked={chosen === i}
                disabled={disabled}
                onChange={() => onChoose(i)}
              />
              <span>{option}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
