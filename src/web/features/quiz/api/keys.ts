/** Query keys of the quiz feature. */
export const quizKeys = {
  all: ['quiz'] as const,
  practice: (topic: string, lang: string, round: number) => ['quiz', 'practice', topic, lang, round] as const,
  attempts: ['quiz', 'attempts'] as const,
  progress: ['quiz', 'progress'] as const,
  questions: ['quiz', 'questions'] as const,
};
