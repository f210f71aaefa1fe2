import { useTranslation } from 'react-i18next';
import { Container } from '../components/ui/container';
import { PageMeta } from '../components/ui/page-meta';
import { ContactForm } from '../features/contact/components/contact-form';
import { ContactInfo } from '../features/contact/components/contact-info';
import { ContactMap } from '../features/contact/components/contact-map';

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <Container className="py-10">
      <PageMeta title={t('contact.title')} description={t('contact.metaDescription')} />
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{t('contact.title')}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-600">{t('contact.intro')}</p>
      <div className="mt-10 grid gap-10 lg:grid-cols-2">
        <div className="min-w-0 space-y-10">
          <ContactInfo />
          <ContactMap />
        </div>
        <div className="min-w-0">
          <ContactForm />
        </div>
      </div>
    </Container>
  );
}
