import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicCheckPage } from '#web/components/ui/public-check.tsx';
import { useCertificateCheck } from '#web/features/verification/api/check-certificate.ts';
import {
  CertificateFacts,
  UnknownCertificate,
} from '#web/features/verification/components/certificate-check-result.tsx';
import { verificationTexts } from '#web/features/verification/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [verificationTexts];

/**
 * /verify/{serial}: anyone (an employer, the BRTA, a family) checks a certificate the school
 * issued, usually by scanning its QR code: the facts the paper shows, whether it stands or was
 * revoked, or that no certificate has this serial (a malformed serial too). The check is
 * rate-limited by the server.
 */
export function CertificateCheckPage() {
  const { t } = useTranslation();
  const { serial = '' } = useParams();
  return (
    <PublicCheckPage
      title={t('certificateCheck.pageTitle', { serial: serial.toUpperCase() })}
      description={t('certificateCheck.metaDescription')}
      heading={t('certificateCheck.heading')}
      failed={t('certificateCheck.failed')}
      check={useCertificateCheck(serial)}
      unknown={<UnknownCertificate />}
    >
      {(certificate) => <CertificateFacts certificate={certificate} />}
    </PublicCheckPage>
  );
}
