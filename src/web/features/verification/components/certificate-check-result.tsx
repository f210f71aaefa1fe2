import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicCertificate } from '#shared/schemas/batch.ts';
import { textIn } from '#shared/bilingual.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';
import { formatCount, formatDay } from '#web/lib/format.ts';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_minmax(0,1fr)] gap-2 border-b border-black/5 py-2 last:border-0">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold break-words text-slate-900">{children}</dd>
    </div>
  );
}

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
    <section
      aria-labelledby="certificate-state"
      className={`rounded-2xl border-2 p-5 sm:p-6 ${revoked ? 'border-rose-400 bg-rose-50' : 'border-emerald-500 bg-emerald-50'}`}
      data-testid={revoked ? 'certificate-revoked' : 'certificate-genuine'}
    >
      <h2
        id="certificate-state"
        className={`flex items-center gap-2 text-2xl font-bold ${revoked ? 'text-rose-900' : 'text-emerald-900'}`}
      >
        <span aria-hidden="true">{revoked ? '✕' : '✓'}</span>
        {revoked ? t('certificateCheck.revoked') : t('certificateCheck.genuine')}
      </h2>
      <p className={`mt-1 ${revoked ? 'text-rose-900' : 'text-emerald-900'}`}>
        {revoked
          ? t('certificateCheck.revokedText', { date: formatDay(c.revokedOn) ?? '' })
          : t('certificateCheck.genuineText', { school })}
      </p>
      <dl className="mt-4 text-sm">
        <Row label={t('certificateCheck.serial')}>
          <span className="font-mono">{c.serial}</span>
        </Row>
        <Row label={t('certificateCheck.name')}>{c.studentName}</Row>
        <Row label={t('certificateCheck.course')}>
          {language === 'bn' && c.courseTitleBn ? c.courseTitleBn : c.courseTitle}
        </Row>
        <Row label={t('certificateCheck.sessions')}>{formatCount(c.sessionsAttended)}</Row>
        <Row label={t('certificateCheck.issuedOn')}>{formatDay(c.issuedOn)}</Row>
        <Row label={t('certificateCheck.issuer')}>{c.issuerName}</Row>
        <Row label={t('certificateCheck.school')}>{school}</Row>
      </dl>
    </section>
  );
}

/** No certificate has this serial. */
export function UnknownCertificate() {
  const { t } = useTranslation();
  return (
    <section
      role="alert"
      className="rounded-2xl border-2 border-rose-300 bg-rose-50 p-5 sm:p-6"
      data-testid="certificate-unknown"
    >
      <h2 className="text-2xl font-bold text-rose-900">{t('certificateCheck.notFound')}</h2>
      <p className="mt-1 text-rose-900">{t('certificateCheck.notFoundText')}</p>
    </section>
  );
}
