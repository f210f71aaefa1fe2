import { useTranslation } from 'react-i18next';
import { ContentPage } from '../components/ui/content-page';
import { ContactForm } from '../features/contact/components/contact-form';
import { ContactInfo } from '../features/contact/components/contact-info';
import { ContactMap } from '../features/contact/components/contact-map';
import { useSchool } from '../features/school/api/get-school';
import { usePageLanguage } from '../hooks/use-page-language';
import { schoolIn } from '../../shared/school';

/** /contact: how to reach the school, where it is, and a message form. */
export function ContactPage() {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const school = useSchool().data;
  return (
    <ContentPage title={t('contact.title')} description={t('contact.metaDescription')} intro={t('contact.intro')} lead>
      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <div className="min-w-0 space-y-10">
          {school && (
            <>
              <ContactInfo school={school} language={language} />
              <ContactMap map={school.map} address={schoolIn(school, language).address} />
            </>
          )}
        </div>
        <div className="min-w-0">
          <ContactForm />
        </div>
      </div>
    </ContentPage>
  );
}
