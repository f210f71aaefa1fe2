import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Question, QuestionInput } from '#shared/schemas/quiz.ts';
import { api } from '#web/lib/api.ts';
import { quizKeys } from './keys';

/** GET /api/questions: the bank with answers (teachers and the office). */
export const questionsQueryOptions = () =>
  queryOptions({
    queryKey: quizKeys.questions,
    queryFn: ({ signal }) => api<Question[]>('/questions', { signal }),
  });

export function useQuestions() {
  return useQuery(questionsQueryOptions());
}

/** POST /api/questions (a new one) or PUT /api/questions/{id} (a change). */
export function useSaveQuestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: QuestionInput }) =>
      id
        ? api<Question>(`/questions/${encodeURIComponent(id)}`, { method: 'PUT', body: { ...input } })
        : api<Question>('/questions', { method: 'POST', body: { ...input } }),
    onSettled: () => qc.invalidateQueries({ queryKey: quizKeys.questions }),
  });
}

/** DELETE /api/questions/{id}: out of practice, tests and the PDF; past attempts keep it. */
export function useRetireQuestion() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ retired: true }>(`/questions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => qc.invalidateQueries({ queryKey: quizKeys.questions }),
  });
}
