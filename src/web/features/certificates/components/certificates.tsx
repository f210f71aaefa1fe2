import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import toast from 'react-hot-toast';
import type { Certificate } from '#shared/schemas/batch.ts';
import { PaperNumber } from '#web/components/ui/paper-number.tsx';
import { Form } from '#web/components/ui/form.tsx';
import { buttonStyles } from '#web/components/ui/button-styles.ts';
import { TextAreaField } from '#web/components/ui/field.tsx';
import { ListLoadError } from '#web/components/ui/list-load-error.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { SubmitButton } from '#web/components/ui/submit-button.tsx';
import { paths } from '#web/config/paths.ts';
import { ApiError } from '#web/lib/api.ts';
import { errorText } from '#web/lib/error-text.ts';
import { formatCount } from '#web/lib/format.ts';
import { useCertificates, useCertificateWrites } from '#web/features/certificates/api/certificates.ts';
import { dayText } from '#web/lib/schedule.ts';

const pdfUrl = (serial: string) => `/api/certificates/${encodeURIComponent(serial)}/certificate.pdf`;

/** One certificate: its serial, when and by whom, why early (if so), revoked (if so), the PDF and the public check. */
function CertificateFacts({ certificate: c }: { certificate: Certificate }) {
  const { t } = useTranslation();
  const revoked = c.revokedAt !== null;
  return (
    <div
      className={`flex flex-col gap-2 rounded-xl border p-3 ${revoked ? 'border-rose-200 bg-rose-50' : 'border-emerald-300 bg-emerald-50'}`}
      data-testid={revoked ? 'certificate-revoked' : 'certificate'}
    >
      <p className="text-sm text-slate-700">
        <PaperNumber
          label={t('certificates.serial')}
          number={c.serial}
          testId="certificate-serial"
          className="font-mono text-lg font-bold tracking-wider text-slate-900"
        />
      </p>
      <p className="text-sm text-slate-800">
        {t('certificates.issuedOn', { day: dayText(c.issuedOn), issuer: c.issuerName })}
      </p>
      {c.overrideReason && (
        <p className="text-sm text-slate-700">{t('certificates.override', { reason: c.overrideReason })}</p>
      )}
      {revoked && (
        <p className="font-semibold text-rose-900">
          {t('certificates.revoked', { day: dayText(c.revokedAt!.slice(0, 10)), reason: c.revokeReason ?? '' })}
        </p>
      )}
      {!revoked && (
        <div className="flex flex-wrap gap-2">
          <a href={pdfUrl(c.serial)} className={buttonStyles.primary} download={`certificate-${c.serial}.pdf`}>
            {t('certificates.download')}
          </a>
          {/* The router already carries the page's language prefix; the link names the bare address. */}
          <Link to={paths.certificateCheck(c.serial)} className={buttonStyles.secondary}>
            {t('certificates.check')}
          </Link>
        </div>
      )}
    </div>
  );
}

/** A student's certificate on My Course: the one in force (or the last one, revoked), or when it comes. */
export function MyCertificate({ oid }: { oid: string }) {
  const { t } = useTranslation();
  const list = useCertificates(oid);
  const shown = list.data?.find((c) => c.revokedAt === null) ?? list.data?.[0];
  return (
    <div>
      <h4 className="text-base font-semibold text-slate-900">{t('certificates.heading')}</h4>
      <div className="mt-2">
        {list.isPending && <Spinner />}
        {list.isError && <ListLoadError message={errorText(list.error)} onRetry={() => void list.refetch()} />}
        {list.data &&
          (shown ? (
            <CertificateFacts certificate={shown} />
          ) : (
            <p className="text-slate-600">{t('certificates.none')}</p>
          ))}
      </div>
    </div>
  );
}

/** An order's certificates on the office's order page, under their heading. */
export function OrderCertificates(props: OfficeCertificatesProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <h4 className="text-base font-semibold text-slate-900">{t('certificates.heading')}</h4>
      <OfficeCertificates {...props} />
    </div>
  );
}

interface OfficeCertificatesProps {
  oid: string;
  ready: boolean;
  attended: number;
  required: number;
  isOwner: boolean;
}

/**
 * The office's view of an order's certificates, newest first. The owner issues one when none is in
 * force: at once when the student is ready, otherwise only with a written reason, which the
 * server requires too. The owner revokes one with a reason. Others read.
 */
function OfficeCertificates({ oid, ready, attended, required, isOwner }: OfficeCertificatesProps) {
  const { t } = useTranslation();
  const list = useCertificates(oid);
  const inForce = list.data?.find((c) => c.revokedAt === null);
  return (
    <div className="flex flex-col gap-3">
      {list.isPending && <Spinner />}
      {list.isError && <ListLoadError message={errorText(list.error)} onRetry={() => void list.refetch()} />}
      {list.data?.map((c) => (
        <div key={c.serial} className="flex flex-col gap-2">
          <CertificateFacts certificate={c} />
          {isOwner && c.revokedAt === null && <RevokeForm serial={c.serial} />}
        </div>
      ))}
      {list.data && !inForce && list.data.length === 0 && (
        <p className="text-slate-600">{t('certificates.office.none')}</p>
      )}
      {list.data &&
        !inForce &&
        (isOwner ? (
          <IssueForm oid={oid} ready={ready} attended={attended} required={required} />
        ) : (
          <p className="text-sm text-slate-600">{t('certificates.office.ownerOnly')}</p>
        ))}
    </div>
  );
}

function IssueForm({
  oid,
  ready,
  attended,
  required,
}: {
  oid: string;
  ready: boolean;
  attended: number;
  required: number;
}) {
  const { t } = useTranslation();
  const { issue } = useCertificateWrites();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready && !reason.trim()) {
      setError(t('formErrors.required'));
      return;
    }
    setError(undefined);
    issue.mutate(
      { oid, override: ready ? undefined : reason.trim() },
      {
        onSuccess: (c) => {
          toast.success(t('certificates.office.issued', { serial: c.serial }));
          setReason('');
        },
        onError: (err) =>
          err instanceof ApiError && err.fields?.override ? setError(errorText(err)) : toast.error(errorText(err)),
      },
    );
  };
  return (
    <Form onSubmit={submit} busy={issue.isPending} className="flex flex-col gap-3" data-testid="issue-certificate">
      {!ready && (
        <TextAreaField
          label={t('certificates.office.overrideLabel')}
          hint={t('certificates.office.overrideHint', {
            attended: formatCount(attended),
            required: formatCount(required),
          })}
          rows={2}
          maxLength={300}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error}
        />
      )}
      <div>
        <SubmitButton busy={issue.isPending}>
          {ready ? t('certificates.office.issue') : t('certificates.office.issueOverride')}
        </SubmitButton>
      </div>
    </Form>
  );
}

function RevokeForm({ serial }: { serial: string }) {
  const { t } = useTranslation();
  const { revoke } = useCertificateWrites();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  if (!open)
    return (
      <div>
        <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(true)}>
          {t('certificates.office.revoke')}
        </button>
      </div>
    );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) {
      setError(t('formErrors.required'));
      return;
    }
    setError(undefined);
    revoke.mutate(
      { serial, reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t('certificates.office.revokedToast', { serial }));
          setOpen(false);
          setReason('');
        },
        onError: (err) => setError(errorText(err)),
      },
    );
  };
  return (
    <Form onSubmit={submit} busy={revoke.isPending} className="flex flex-col gap-3" data-testid="revoke-certificate">
      <TextAreaField
        label={t('certificates.office.revokeLabel', { serial })}
        rows={2}
        maxLength={300}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={error}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={buttonStyles.danger} disabled={revoke.isPending}>
          {t('certificates.office.revokeSubmit')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(false)}>
          {t('certificates.office.cancel')}
        </button>
      </div>
    </Form>
  );
}
