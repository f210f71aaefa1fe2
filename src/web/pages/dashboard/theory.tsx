import { useTranslation } from 'react-i18next';
import { DashboardSection } from '#web/components/ui/dashboard-section.tsx';
import { useSessionUser } from '#web/features/auth/api/session.ts';
import { guarded } from '#web/features/auth/components/require-auth.tsx';
import { TestHistory } from '#web/features/quiz/components/history.tsx';
import { TestRunner } from '#web/features/quiz/components/test-runner.tsx';
import { dashboardTexts } from '#web/features/dashboard/i18n/index.ts';
import { quizTexts } from '#web/features/quiz/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [dashboardTexts, quizTexts];

/**
 * /dashboard/theory: start a mock test or viva drill, take it (kept on the phone through a lost
 * connection), and see past tests, the best mock score and the topics to practise.
 */
function Theory() {
  const { t } = useTranslation();
  const user = useSessionUser();
  if (!user) return null;
  return (
    <DashboardSection title={t('quiz.test.title')} intro={t('quiz.test.intro')} narrow>
      <TestRunner userId={user._id} idle={<TestHistory />} />
    </DashboardSection>
  );
}

export const TheoryPage = guarded(Theory);
