import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { VerifyRequest, VerifyResult } from '../../shared/schemas/verification';
import { Container } from '../components/ui/container';
import { PageMeta } from '../components/ui/page-meta';
import { ApiError } from '../lib/api';
import { toastError } from '../lib/toast-error';
import { useVerifyCertificate } from '../features/verification/api/verify';
import { VerificationForm } from '../features/verification/components/verification-form';
import { VerificationResult } from '../features/verification/components/verification-result';

/**
 * /verification: anyone checks a certificate with the SID and date
 * of birth. `?sid=` (the order card's QR code) fills in the SID.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const initialSid = (params.get('sid') ?? '').trim().slice(0, 20);
  const verify = useVerifyCertificate();
  const [result, setResult] = useState<VerifyResult | null>(null);

  const onVerify = (values: VerifyRequest) => {
    verify.mutate(values, {
      onSuccess: (data) => {
        setResult(data);
        toast.success(t('toast.profileMatched'));
      },
      onError: (err) => {
        setResult(null);
        if (err instanceof ApiError && err.code === 'VERIFY_DOB_MISMATCH') toast.error(t('toast.dobMismatch'));
        else if (err instanceof ApiError && err.code === 'VERIFY_SID_UNKNOWN') toast.error(t('toast.sidNotFound'));
        else toastError(err);
      },
    });
  };

  return (
    <Container className="py-10">
      <PageMeta title={t('verification.title')} description={t('verification.metaDescription')} />
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">{t('verification.title')}</h1>
          <p className="mt-2 text-slate-600">{t('verification.intro')}</p>
        </div>
        <VerificationForm key={initialSid} initialSid={initialSid} busy={verify.isPending} onVerify={onVerify} />
        <section aria-labelledby="verification-results" aria-live="polite" className="flex flex-col gap-3">
          <h2 id="verification-results" className="text-xl font-semibold text-slate-900">
            {t('verification.results')}
          </h2>
          {result ? (
            <VerificationResult result={result} />
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
              {t('verification.empty')}
            </p>
          )}
        </section>
      </div>
    </Container>
  );
}
