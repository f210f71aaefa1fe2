import { useTranslation } from 'react-i18next';
import { DashboardSection } from '../../components/ui/dashboard-section';
import { useSessionUser } from '../../features/auth/api/session';
import { guarded } from '../../features/auth/components/require-auth';
import { TestHistory } from '../../features/quiz/components/history';
import { TestRunner } from '../../features/quiz/components/test-runner';

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
