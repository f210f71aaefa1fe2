import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '#web/components/ui/container.tsx';
import { ErrorBox } from '#web/components/ui/error-box.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useCertificateCheck } from '#web/features/verification/api/check-certificate.ts';
import {
  CertificateFacts,
  UnknownCertificate,
} from '#web/features/verification/components/certificate-check-result.tsx';
import { isNotFound } from '#web/lib/api.ts';
import { errorText } from '#web/lib/error-text.ts';
import { verificationTexts } from '#web/features/verification/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [verificationTexts];

/**
 * /verify/{serial}: anyone (an employer, the BRTA, a family) checks a certificate the school
 * issued, usually by scanning its QR code: the facts the paper shows, whether it stands or was
 * revoked, or that no certificate has this serial. The check is rate-limited by the server.
 */
export function CertificateCheckPage() {
  const { t } = useTranslation();
  const { serial = '' } = useParams();
  const check = useCertificateCheck(serial);
  return (
    <Container className="py-10">
      <PageMeta
        title={t('certificateCheck.pageTitle', { serial: serial.toUpperCase() })}
        description={t('certificateCheck.metaDescription')}
      />
      <div className="mx-auto flex max-w-xl flex-col gap-6">
        <h1 className="text-3xl font-bold text-slate-900">{t('certificateCheck.heading')}</h1>
        {check.isPending && <Spinner />}
        {check.isError &&
          (isNotFound(check.error) || (check.error as { status?: number }).status === 400 ? (
            <UnknownCertificate />
          ) : (
            <ErrorBox message={check.error.message ? errorText(check.error) : t('certificateCheck.failed')} />
          ))}
        {check.data && <CertificateFacts certificate={check.data} />}
      </div>
    </Container>
  );
}
