import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { Language } from '#shared/language.ts';
import type { CheckResult, QuestionTopic, QuizQuestion } from '#shared/schemas/quiz.ts';
import { api } from '#web/lib/api.ts';
import { quizKeys } from './keys';

/** How many questions one practice round asks. */
export const PRACTICE_ROUND = 10;

/**
 * GET /api/quiz/practice: a round of questions of a topic (or all), in a random order, without
 * their answers. `round` makes each new round a new fetch; a round once loaded is kept, so a
 * phone that loses its connection keeps practising the questions it has.
 */
export const practiceQueryOptions = (topic: QuestionTopic | '', lang: Language, round: number) =>
  queryOptions({
    queryKey: quizKeys.practice(topic, lang, round),
    queryFn: ({ signal }) =>
      api<QuizQuestion[]>('/quiz/practice', {
        query: { topic: topic || undefined, lang, count: PRACTICE_ROUND },
        signal,
      }),
    staleTime: Infinity,
  });

export function usePracticeQuestions(topic: QuestionTopic | '', lang: Language, round: number) {
  return useQuery(practiceQueryOptions(topic, lang, round));
}

/** POST /api/quiz/questions/{id}/check: right or wrong, the right option, and why. */
export function useCheckAnswer() {
  return useMutation({
    mutationFn: ({ id, option, lang }: { id: string; option: number; lang: Language }) =>
      api<CheckResult>(`/quiz/questions/${encodeURIComponent(id)}/check`, {
        method: 'POST',
        query: { lang },
        body: { option },
      }),
  });
}
