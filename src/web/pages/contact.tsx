import { useTranslation } from 'react-i18next';
import { ContentPage } from '#web/components/ui/content-page.tsx';
import { ContactForm } from '#web/features/contact/components/contact-form.tsx';
import { ContactInfo } from '#web/features/contact/components/contact-info.tsx';
import { ContactMap } from '#web/features/contact/components/contact-map.tsx';
import { useSchool } from '#web/features/school/api/get-school.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { schoolIn } from '#shared/school.ts';
import { contactTexts } from '#web/features/contact/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [contactTexts];

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
