import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '#web/components/ui/container.tsx';
import { PageHeading } from '#web/components/ui/content-page.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { paths } from '#web/config/paths.ts';
import { Practice } from '#web/features/quiz/components/practice.tsx';
import { quizTexts } from '#web/features/quiz/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [quizTexts];

/** /practice: written-test questions by topic with instant answers, for anyone; then the timed mock test. */
export function PracticePage() {
  const { t } = useTranslation();
  return (
    <Container className="py-10">
      <PageMeta title={t('quiz.practice.title')} description={t('quiz.practice.intro')} />
      <PageHeading title={t('quiz.practice.title')} intro={t('quiz.practice.intro')} lead />
      <div className="mt-4">
        <Link to={paths.theory} className={buttonStyles.secondary}>
          {t('quiz.practice.mockLink')}
        </Link>
      </div>
      <div className="mt-6">
        <Practice />
      </div>
    </Container>
  );
}
