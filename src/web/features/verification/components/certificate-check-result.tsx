import { useTranslation } from 'react-i18next';
import type { PublicCertificate } from '#shared/schemas/batch.ts';
import { textIn } from '#shared/bilingual.ts';
import { CheckAnswer, CheckRow, UnknownPaper } from '#web/components/ui/public-check.tsx';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { formatCount, formatDay } from '#web/lib/format.ts';

/**
 * A certificate's facts as its paper shows them (serial, name, course, sessions, issue date,
 * issuer, school), under "Genuine certificate", or under "Revoked" with the day it was revoked.
 */
export function CertificateFacts({ certificate: c }: { certificate: PublicCertificate }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  const revoked = c.revokedOn !== null;
  const school = textIn(language, c.schoolName, c.schoolNameBn);
  return (
    <CheckAnswer
      id="certificate-state"
      testId={revoked ? 'certificate-revoked' : 'certificate-genuine'}
      revoked={revoked}
      divider="grey"
      title={revoked ? t('certificateCheck.revoked') : t('certificateCheck.genuine')}
      text={
        revoked
          ? t('certificateCheck.revokedText', { date: formatDay(c.revokedOn) ?? '' })
          : t('certificateCheck.genuineText', { school })
      }
    >
      <CheckRow label={t('certificateCheck.serial')}>
        <span className="font-mono">{c.serial}</span>
      </CheckRow>
      <CheckRow label={t('certificateCheck.name')}>{c.studentName}</CheckRow>
      <CheckRow label={t('certificateCheck.course')}>
        {language === 'bn' && c.courseTitleBn ? c.courseTitleBn : c.courseTitle}
      </CheckRow>
      <CheckRow label={t('certificateCheck.sessions')}>{formatCount(c.sessionsAttended)}</CheckRow>
      <CheckRow label={t('certificateCheck.issuedOn')}>{formatDay(c.issuedOn)}</CheckRow>
      <CheckRow label={t('certificateCheck.issuer')}>{c.issuerName}</CheckRow>
      <CheckRow label={t('certificateCheck.school')}>{school}</CheckRow>
    </CheckAnswer>
  );
}

/** No certificate has this serial. */
export function UnknownCertificate() {
  const { t } = useTranslation();
  return (
    <UnknownPaper
      testId="certificate-unknown"
      title={t('certificateCheck.notFound')}
      text={t('certificateCheck.notFoundText')}
    />
  );
}
