import { guardedSection, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { QuestionBankEditor } from '#web/features/quiz/components/question-bank-editor.tsx';

/** /dashboard/questions: teachers and the office keep the theory-test question bank. */
export const QuestionsPage = guardedSection(
  { title: 'quiz.bank.title', intro: 'quiz.bank.intro' },
  QuestionBankEditor,
  hasRole('teacher', 'admin'),
);
