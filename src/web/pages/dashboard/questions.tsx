import { guardedSection, hasRole } from '../../features/auth/components/require-auth';
import { QuestionBankEditor } from '../../features/quiz/components/question-bank-editor';

/** /dashboard/questions: teachers and the office keep the theory-test question bank. */
export const QuestionsPage = guardedSection(
  { title: 'quiz.bank.title', intro: 'quiz.bank.intro' },
  QuestionBankEditor,
  hasRole('teacher', 'admin'),
);
