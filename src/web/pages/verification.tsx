import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import toast from 'react-hot-toast';
import type { VerifyRequest, VerifyResult } from '#shared/schemas/verification.ts';
import { Container } from '#web/components/ui/container.tsx';
import { PageMeta } from '#web/components/ui/page-meta.tsx';
import { ApiError } from '#web/lib/api.ts';
import { errorText } from '#web/lib/error-text.ts';
import { useVerifyCertificate } from '#web/features/verification/api/verify.ts';
import { VerificationForm } from '#web/features/verification/components/verification-form.tsx';
import { VerificationResult } from '#web/features/verification/components/verification-result.tsx';
import { verificationTexts } from '#web/features/verification/i18n/index.ts';

/** The texts the page shows: its route adds them before it draws. */
export const texts = [verificationTexts];

/** What the result area shows: nothing yet, the certificate, or why the check failed. */
type Outcome = { kind: 'matched'; result: VerifyResult } | { kind: 'failed'; message: string } | null;

/** The school's words for the two refusals; anything else (a rate limit, no network) says what happened. */
function failureText(err: unknown, t: TFunction): string {
  if (err instanceof ApiError && err.code === 'VERIFY_DOB_MISMATCH') return t('toast.dobMismatch');
  if (err instanceof ApiError && err.code === 'VERIFY_SID_UNKNOWN') return t('toast.sidNotFound');
  return err instanceof ApiError ? errorText(err) : t('verification.failed');
}

/**
 * /verification: anyone checks a certificate with the SID and date of birth. `?sid=` (the order
 * card's QR code) fills in the SID. A new check clears the earlier answer at once, so a result is
 * never shown beside a date it was not checked with; a failure is written in the result area as
 * well as in the toast.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const initialSid = (params.get('sid') ?? '').trim().slice(0, 20);
  const verify = useVerifyCertificate();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const onVerify = (values: VerifyRequest) => {
    setOutcome(null);
    verify.mutate(values, {
      onSuccess: (result) => {
        setOutcome({ kind: 'matched', result });
        toast.success(t('toast.profileMatched'));
      },
      onError: (err) => {
        const message = failureText(err, t);
        setOutcome({ kind: 'failed', message });
        toast.error(message);
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
          {outcome?.kind === 'matched' ? (
            <VerificationResult result={outcome.result} />
          ) : outcome?.kind === 'failed' ? (
            <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 font-medium text-red-800">
              {outcome.message}
            </p>
          ) : verify.isPending ? (
            <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
              {t('verification.checking')}
            </p>
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
