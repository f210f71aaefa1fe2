import { useTranslation } from 'react-i18next';
import { Container } from '../components/ui/container';
import { PageMeta } from '../components/ui/page-meta';
import { LearningForm } from '../features/signs/components/learning-form';

/** /sign2, "Learning Form Two": warning and informative road signs. */
export function SignTwoPage() {
  const { t } = useTranslation();
  return (
    <Container className="py-10">
      <PageMeta title={t('signs.form2Title')} description={t('signs.form2Description')} />
      <LearningForm form={2} />
    </Container>
  );
}
