import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QUESTION_BANK_FILE } from '../../../../shared/content/question-bank';
import { Container } from '../../../components/ui/container';
import { Reveal } from '../../../components/ui/reveal';
import { SectionHeading } from '../../../components/ui/section-heading';
import { buttonStyles } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';

/** Home page: the Learning Hub, linking to /sign1, with the question-and-answer PDF. */
export function LearningHub() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-hub-heading" className="py-14">
      <Container>
        <Reveal>
          <SectionHeading
            id="home-hub-heading"
            title={t('home.learningHub.heading')}
            intro={t('home.learningHub.intro')}
          />
          <div className="grid gap-6 md:grid-cols-2">
            <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <img src="/images/signs/stop.svg" alt="" width={64} height={64} className="size-16" />
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{t('home.learningHub.signsTitle')}</h3>
              <p className="mt-2 flex-1 text-slate-600">{t('home.learningHub.signsText')}</p>
              <Link to={paths.sign1} className={`${buttonStyles.primary} mt-5 self-start`}>
                {t('home.learningHub.signsLink')}
              </Link>
            </article>
            <article className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <svg
                viewBox="0 0 24 24"
                className="size-16 text-brand-700"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.5"
                aria-hidden="true"
              >
                <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
                <path d="M14 3v5h5M12 11v6M9 14l3 3 3-3" />
              </svg>
              <h3 className="mt-4 text-xl font-semibold text-slate-900">{t('home.learningHub.pdfTitle')}</h3>
              <p className="mt-2 flex-1 text-slate-600">{t('home.learningHub.pdfText')}</p>
              <a href={QUESTION_BANK_FILE} download className={`${buttonStyles.secondary} mt-5 self-start`}>
                {t('home.learningHub.pdfLink')}
              </a>
            </article>
          </div>
        </Reveal>
      </Container>
    </section>
  );
}
