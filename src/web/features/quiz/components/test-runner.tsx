import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttemptKind, ReviewItem } from '#shared/schemas/quiz.ts';
import { ApiError } from '#web/lib/api.ts';
import { errorText } from '#web/lib/error-text.ts';
import { formatCount } from '#web/lib/format.ts';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { ButtonSpinner } from '#web/components/ui/spinner.tsx';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { startAttempt, submitAnswers, useQuizProgress } from '#web/features/quiz/api/attempts.ts';
import { quizKeys } from '#web/features/quiz/api/keys.ts';
import { QuestionCard } from './question-card';
import { readStoredTest, writeStoredTest, type StoredTest } from './stored-test';

/** How often a waiting submission is tried again while the phone says it is online. */
const RETRY_MS = 5000;

function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const on = () => setOnline(true);
    const off = () => setOnline(false);
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
    };
  }, []);
  return online;
}

/** Seconds left until `endsAt`, ticking; `onTimeUp` runs once the time is over. */
function useSecondsLeft(endsAt: string | undefined, onTimeUp: () => void): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!endsAt) return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= Date.parse(endsAt)) onTimeUp();
    }, 1000);
    return () => window.clearInterval(timer);
  }, [endsAt, onTimeUp]);
  if (!endsAt) return null;
  return Math.max(0, Math.ceil((Date.parse(endsAt) - now) / 1000));
}

const clock = (seconds: number) =>
  `${formatCount(Math.floor(seconds / 60))}:${formatCount(seconds % 60).padStart(2, formatCount(0))}`;

/**
 * A mock test or viva drill on the phone. Starting needs the connection; after that nothing does:
 * each answer is kept on the phone as it is chosen, and the submission waits there until the
 * server has it (tried again when the phone comes back online, and every few seconds), so a
 * dropped connection mid-test loses nothing. The server scores. Without a test under way, `idle`
 * shows (the start buttons sit above it).
 */
/** A finished test's wrong answers: the question, what was chosen, the right answer and why. */
function TestReview({ review }: { review: ReviewItem[] }) {
  const { t } = useTranslation();
  if (review.length === 0) return <p className="mt-4 text-slate-700">{t('quiz.test.allRight')}</p>;
  return (
    <section aria-labelledby="test-review" className="mt-5 border-t border-slate-100 pt-4">
      <h4 id="test-review" className="font-bold text-slate-900">
        {t('quiz.test.reviewTitle')}
      </h4>
      <p className="text-sm text-slate-600">{t('quiz.test.reviewIntro')}</p>
      <ol className="mt-3 flex flex-col gap-3" data-testid="test-review">
        {review.map((item) => (
          <li key={item.questionId} className="rounded-lg border border-slate-200 p-3">
            <p className="font-semibold text-slate-900">{item.text}</p>
            {item.image && (
              <img
                src={item.image}
                alt={t('quiz.signPicture')}
                className="mt-2 size-20 object-contain"
                loading="lazy"
              />
            )}
            <p className="mt-1 text-sm text-red-800">
              {item.chosen === null
                ? t('quiz.test.notAnswered')
                : t('quiz.test.yourAnswer', { answer: item.options[item.chosen] ?? '' })}
            </p>
            <p className="text-sm font-semibold text-emerald-800">
              {t('quiz.test.rightAnswer', { answer: item.options[item.correct] ?? '' })}
            </p>
            {item.explanation && <p className="mt-1 text-sm text-slate-700">{item.explanation}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function TestRunner({ userId, idle }: { userId: string; idle: ReactNode }) {
  const { t } = useTranslation();
  const lang = usePageLanguage();
  const qc = useQueryClient();
  const online = useOnline();
  const [test, setTest] = useState<StoredTest | null>(() => readStoredTest(userId));
  const [sendError, setSendError] = useState<string | null>(null);
  const sending = useRef(false);

  const save = useCallback(
    (next: StoredTest | null) => {
      writeStoredTest(userId, next);
      setTest(next);
    },
    [userId],
  );

  const start = useMutation({
    mutationFn: (kind: AttemptKind) => startAttempt(kind, lang),
    onSuccess: (attempt) => save({ attempt, answers: {}, submitting: false }),
  });

  const trySend = useCallback(async () => {
    const current = readStoredTest(userId);
    if (!current?.submitting || current.result || sending.current) return;
    sending.current = true;
    try {
      const answers = Object.entries(current.answers).map(([questionId, option]) => ({ questionId, option }));
      const result = await submitAnswers(current.attempt.attemptId, answers);
      save({ ...current, result });
      setSendError(null);
      void qc.invalidateQueries({ queryKey: quizKeys.attempts });
      void qc.invalidateQueries({ queryKey: quizKeys.progress });
    } catch (err) {
      // No connection: keep waiting. Anything else is the server's answer: say it.
      if (!(err instanceof ApiError && (err.status === 0 || err.status >= 500))) setSendError(errorText(err));
    } finally {
      sending.current = false;
    }
  }, [qc, save, userId]);

  const waiting = !!test?.submitting && !test.result;
  useEffect(() => {
    if (!waiting) return;
    const first = window.setTimeout(() => void trySend(), 0);
    const retry = window.setInterval(() => {
      if (navigator.onLine) void trySend();
    }, RETRY_MS);
    const back = () => void trySend();
    window.addEventListener('online', back);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(retry);
      window.removeEventListener('online', back);
    };
  }, [waiting, trySend]);

  // Time is up: the test goes in with the answers it has, as the real test takes the paper.
  const timeUp = useCallback(() => {
    const current = readStoredTest(userId);
    if (current && !current.submitting) save({ ...current, submitting: true });
  }, [save, userId]);
  const secondsLeft = useSecondsLeft(test && !test.submitting ? test.attempt.endsAt : undefined, timeUp);

  if (!test) {
    return (
      <>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={buttonStyles.primary}
            disabled={start.isPending}
            onClick={() => start.mutate('mock')}
          >
            {start.isPending && start.variables === 'mock' && <ButtonSpinner />}
            {t('quiz.test.startMock')}
          </button>
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={start.isPending}
            onClick={() => start.mutate('viva')}
          >
            {start.isPending && start.variables === 'viva' && <ButtonSpinner />}
            {t('quiz.test.startViva')}
          </button>
        </div>
        <TestRules />
        {start.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorText(start.error)}
          </p>
        )}
        {idle}
      </>
    );
  }

  const { attempt, answers, result } = test;
  const answered = Object.keys(answers).length;
  const total = attempt.questions.length;
  const title = attempt.kind === 'mock' ? t('quiz.test.mockTitle') : t('quiz.test.vivaTitle');

  if (result) {
    return (
      <section aria-label={t('quiz.test.resultTitle')} className="rounded-xl border border-slate-200 bg-white p-5">
        <h3 className="text-lg font-bold text-slate-900">{title}</h3>
        <p className="mt-2 text-3xl font-bold text-slate-900" data-testid="test-score">
          {t('quiz.test.score', { score: formatCount(result.score), total: formatCount(result.total) })}
        </p>
        <p className={`mt-1 font-semibold ${result.passed ? 'text-emerald-700' : 'text-red-700'}`}>
          {result.late ? t('quiz.test.late') : result.passed ? t('quiz.test.passed') : t('quiz.test.failed')}
        </p>
        {result.review && <TestReview review={result.review} />}
        <button type="button" className={`${buttonStyles.primary} mt-4`} onClick={() => save(null)}>
          {t('quiz.test.done')}
        </button>
      </section>
    );
  }

  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <div className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm">
        <h3 className="font-bold text-slate-900">{title}</h3>
        <p className="text-sm text-slate-700">
          {t('quiz.test.answered', { answered: formatCount(answered), total: formatCount(total) })}
        </p>
        {secondsLeft !== null && (
          <p className="text-sm font-semibold text-slate-900 tabular-nums" aria-label={t('quiz.test.timeLeft')}>
            {clock(secondsLeft)}
          </p>
        )}
      </div>
      {!online && (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('quiz.test.offline')}
        </p>
      )}
      <ol className="flex flex-col gap-4">
        {attempt.questions.map((q, i) => (
          <li key={q.id}>
            <QuestionCard
              number={i + 1}
              question={q}
              chosen={answers[q.id]}
              disabled={test.submitting}
              onChoose={(option) => save({ ...test, answers: { ...answers, [q.id]: option } })}
            />
          </li>
        ))}
      </ol>
      {waiting ? (
        <div role="status" className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800">
          {online ? t('quiz.test.sending') : t('quiz.test.waitingForConnection')}
          {sendError && <p className="mt-2 text-red-700">{sendError}</p>}
          {sendError && (
            <button type="button" className={`${buttonStyles.secondary} mt-3`} onClick={() => save(null)}>
              {t('quiz.test.discard')}
            </button>
          )}
        </div>
      ) : (
        <button type="button" className={buttonStyles.primary} onClick={() => save({ ...test, submitting: true })}>
          {t('quiz.test.submit')}
        </button>
      )}
    </section>
  );
}

/** The school's mock test and viva drill as configured, in the page's language and digits. */
function TestRules() {
  const { t } = useTranslation();
  const rules = useQuizProgress().data?.rules;
  if (!rules) return null;
  return (
    <p className="text-sm text-slate-600" data-testid="test-rules">
      {t('quiz.test.rules', {
        questions: formatCount(rules.mock.questions),
        minutes: formatCount(rules.mock.minutes),
        pass: formatCount(rules.mock.passMark),
        vehicle: formatCount(rules.mock.vehicle),
        vivaQuestions: formatCount(rules.viva.questions),
        vivaPass: formatCount(rules.viva.passMark),
      })}
    </p>
  );
}
