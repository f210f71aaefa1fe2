import { useTranslation } from 'react-i18next';
import { Container } from '#web/components/ui/container.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { LearningForm } from '#web/features/signs/components/learning-form.tsx';
import { signsTexts } from '#web/features/signs/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [signsTexts];

/**
 * /sign1, "Learning Form One" (mandatory and prohibitory road signs), and /sign2, "Learning Form
 * Two" (warning and informative ones).
 */
function SignsPage({ form }: { form: 1 | 2 }) {
  const { t } = useTranslation();
  return (
    <Container className="py-10">
      <PageMeta
        title={form === 1 ? t('signs.form1Title') : t('signs.form2Title')}
        description={form === 1 ? t('signs.form1Description') : t('signs.form2Description')}
      />
      <LearningForm form={form} />
    </Container>
  );
}

export const SignOnePage = () => <SignsPage form={1} />;
export const SignTwoPage = () => <SignsPage form={2} />;
