import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QUESTION_BANK_FILE } from '#shared/content/question-bank.ts';
import { cardStyles } from '#web/components/ui/card.tsx';
import { Icon } from '#web/components/ui/icon.tsx';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { paths } from '#web/config/paths.ts';
import { HomeSection } from './home-section';

function HubCard({
  picture,
  title,
  text,
  action,
}: {
  picture: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <article className={`flex flex-col p-6 ${cardStyles}`}>
      {picture}
      <h3 className="mt-4 text-xl font-semibold text-slate-900">{title}</h3>
      <p className="mt-2 flex-1 text-slate-600">{text}</p>
      {action}
    </article>
  );
}

/** The Learning Hub: the road-sign pages (/sign1) and the question-and-answer PDF. */
export function LearningHub() {
  const { t } = useTranslation();
  return (
    <HomeSection name="learningHub" intro className="py-14">
      <div className="grid gap-6 md:grid-cols-2">
        <HubCard
          picture={<img src="/signs/stop.svg" alt="" width={64} height={64} className="size-16" />}
          title={t('home.learningHub.signsTitle')}
          text={t('home.learningHub.signsText')}
          action={
            <Link to={paths.sign1} className={`${buttonStyles.primary} mt-5 self-start`}>
              {t('home.learningHub.signsLink')}
            </Link>
          }
        />
        <HubCard
          picture={
            <Icon
              d={['M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z', 'M14 3v5h5M12 11v6M9 14l3 3 3-3']}
              className="size-16 text-brand-700"
              strokeWidth="1.5"
            />
          }
          title={t('home.learningHub.pdfTitle')}
          text={t('home.learningHub.pdfText')}
          action={
            <a href={QUESTION_BANK_FILE} download className={`${buttonStyles.secondary} mt-5 self-start`}>
              {t('home.learningHub.pdfLink')}
            </a>
          }
        />
      </div>
    </HomeSection>
  );
}
