import { guardedSection, hasRole } from '#web/features/auth/components/require-auth.tsx';
import { QuestionBankEditor } from '#web/features/quiz/components/question-bank-editor.tsx';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { quizTexts } from '#web/features/quiz/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [dashboardTexts, quizTexts];

/** /dashboard/questions: teachers and the office keep the theory-test question bank. */
export const QuestionsPage = guardedSection(
  { title: 'quiz.bank.title', intro: 'quiz.bank.intro' },
  QuestionBankEditor,
  hasRole('teacher', 'admin'),
);
