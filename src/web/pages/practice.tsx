import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '../components/ui/container';
import { PageHeading } from '../components/ui/content-page';
import { PageMeta } from '../components/ui/page-meta';
import { buttonStyles } from '../components/ui/button-styles';
import { paths } from '../config/paths';
import { Practice } from '../features/quiz/components/practice';

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
