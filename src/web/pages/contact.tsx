import { useTranslation } from 'react-i18next';
import { ContentPage } from '../components/ui/content-page';
import { ContactForm } from '../features/contact/components/contact-form';
import { ContactInfo } from '../features/contact/components/contact-info';
import { ContactMap } from '../features/contact/components/contact-map';

/** /contact: how to reach the school, where it is, and a message form. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <ContentPage title={t('contact.title')} description={t('contact.metaDescription')} intro={t('contact.intro')} lead>
      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <div className="min-w-0 space-y-10">
          <ContactInfo />
          <ContactMap />
        </div>
        <div className="min-w-0">
          <ContactForm />
        </div>
      </div>
    </ContentPage>
  );
}
