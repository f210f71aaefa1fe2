import { useTranslation } from 'react-i18next';
import { Container } from '../components/ui/container';
import { PageMeta } from '../components/ui/page-meta';
import { LearningForm } from '../features/signs/components/learning-form';

/** /sign1, "Learning Form One": mandatory and prohibitory road signs. */
export function SignOnePage() {
  const { t } = useTranslation();
  return (
    <Container className="py-10">
      <PageMeta title={t('signs.form1Title')} description={t('signs.form1Description')} />
      <LearningForm form={1} />
    </Container>
  );
}
