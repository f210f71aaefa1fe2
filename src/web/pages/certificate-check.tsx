import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Container } from '../components/ui/container';
import { ErrorBox } from '../components/ui/error-box';
import { PageMeta } from '../components/ui/page-meta';
import { Spinner } from '../components/ui/spinner';
import { useCertificateCheck } from '../features/verification/api/check-certificate';
import { CertificateFacts, UnknownCertificate } from '../features/verification/components/certificate-check-result';
import { isNotFound } from '../lib/api';
import { errorText } from '../lib/error-text';

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
