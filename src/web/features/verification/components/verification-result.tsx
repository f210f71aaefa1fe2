import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VerifyResult } from '#shared/schemas/verification.ts';
import { PhotoOrInitial } from '#web/components/ui/photo-or-initial.tsx';
import { DataTable } from '#web/components/ui/data-table.tsx';
import { formatDate } from '#web/lib/format.ts';
import { textIn } from '#shared/bilingual.ts';
import { usePageLanguage } from '#web/hooks/use-page-language.ts';

/** 2026-01-10 → "10 Jan 2026"; anything unexpected is shown as it is. */
function formatDay(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return iso;
  return formatDate(d, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

const statusStyle = {
  pending: 'bg-amber-100 text-amber-900',
  running: 'bg-sky-100 text-sky-900',
  completed: 'bg-emerald-100 text-emerald-900',
} as const;

/**
 * What a check by SID and date of birth shows: photo, name and SID, then each course with its
 * status, start date and certificate (its serial opens the certificate's own check).
 */
export function VerificationResult({ result }: { result: VerifyResult }) {
  const { t } = useTranslation();
  const language = usePageLanguage();
  return (
    <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <header className="flex items-center gap-4 border-b border-slate-200 p-5">
        {/* A student who booked without a profile has no photo on file: their initial stands in. */}
        <PhotoOrInitial
          src={result.image}
          name={result.name}
          alt={t('verification.photoOf', { name: result.name })}
          look="thumbnail"
        />
        <div className="min-w-0">
          <p className="break-words text-xl font-bold text-slate-900">{result.name}</p>
          <p className="font-mono text-slate-700">{result.sid}</p>
        </div>
      </header>
      <DataTable
        look="table"
        caption={t('verification.caption', { name: result.name })}
        empty={t('verification.noCourses')}
        rows={result.courses}
        rowKey={(c) => `${c.cid}-${c.sdate}-${result.courses.indexOf(c)}`}
        columns={[
          {
            header: t('verification.colCourse'),
            cellClassName: 'min-w-40 font-medium text-slate-900',
            cell: (c) => textIn(language, c.title, c.titleBn),
          },
          {
            header: t('verification.colStatus'),
            cell: (c) => (
              <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${statusStyle[c.status]}`}>
                {t(`verification.statuses.${c.status}`)}
              </span>
            ),
          },
          {
            header: t('verification.colStart'),
            className: 'whitespace-nowrap',
            cellClassName: 'text-slate-800',
            cell: (c) => <time dateTime={c.sdate}>{formatDay(c.sdate)}</time>,
          },
          {
            header: t('verification.colCertificate'),
            cell: (c) =>
              c.certificate ? (
                <Link
                  to={`/verify/${c.certificate.serial}`}
                  className="inline-flex min-h-11 items-center font-mono font-semibold text-brand-800 underline"
                >
                  {c.certificate.serial}
                  {c.certificate.revoked && ` (${t('verification.certificateRevoked')})`}
                </Link>
              ) : (
                <span className="text-slate-500">{t('verification.noCertificate')}</span>
              ),
          },
        ]}
      />
    </article>
  );
}
