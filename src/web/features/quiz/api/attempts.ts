import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '#shared/language.ts';
import type { AttemptKind, AttemptStart, AttemptSummary, QuizProgress, SubmittedResult } from '#shared/schemas/quiz.ts';
import { api } from '#web/lib/api.ts';
import { quizKeys } from './keys';

/** POST /api/quiz/mock or /api/quiz/viva: a new attempt, its questions (no answers) and its end. */
export const startAttempt = (kind: AttemptKind, lang: Language) =>
  api<AttemptStart>(`/quiz/${kind}`, { method: 'POST', query: { lang } });

/** POST /api/quiz/attempts/{id}/answers: the server scores; sending the same answers again is safe. */
export const submitAnswers = (attemptId: string, answers: { questionId: string; option: number }[]) =>
  api<SubmittedResult>(`/quiz/attempts/${encodeURIComponent(attemptId)}/answers`, {
    method: 'POST',
    body: { answers },
  });

/** GET /api/quiz/attempts: the signed-in student's own tests, newest first. */
export const attemptsQueryOptions = () =>
  queryOptions({
    queryKey: quizKeys.attempts,
    queryFn: ({ signal }) => api<AttemptSummary[]>('/quiz/attempts', { signal }),
  });

export function useAttempts() {
  return useQuery(attemptsQueryOptions());
}

/** GET /api/quiz/progress: the best mock score and the weak topics. */
export function useQuizProgress() {
  return useQuery({
    queryKey: quizKeys.progress,
    queryFn: ({ signal }) => api<QuizProgress>('/quiz/progress', { signal }),
  });
}
