import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { VerifyResult } from '#shared/schemas/verification.ts';
import { PhotoOrInitial } from '#web/components/ui/photo-or-initial.tsx';
import { ScrollRegion } from '#web/components/ui/scroll-region.tsx';
import { formatDate } from '#web/lib/format.ts';

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
      <ScrollRegion label={t('verification.caption', { name: result.name })}>
        <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
          <caption className="sr-only">{t('verification.caption', { name: result.name })}</caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold text-slate-700">
                {t('verification.colCourse')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold text-slate-700">
                {t('verification.colStatus')}
              </th>
              <th scope="col" className="whitespace-nowrap px-4 py-3 font-semibold text-slate-700">
                {t('verification.colStart')}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold text-slate-700">
                {t('verification.colCertificate')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {result.courses.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-4 py-8 text-center text-slate-500">
                  {t('verification.noCourses')}
                </td>
              </tr>
            ) : (
              result.courses.map((c, i) => (
                <tr key={`${c.cid}-${c.sdate}-${i}`}>
                  <td className="min-w-40 px-4 py-3 font-medium text-slate-900">{c.title}</td>
                  <td className="px-4 py-3">
                    <span className={`rounded-full px-2.5 py-1 text-xs font-semibold ${statusStyle[c.status]}`}>
                      {t(`verification.statuses.${c.status}`)}
                    </span>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-800">
                    <time dateTime={c.sdate}>{formatDay(c.sdate)}</time>
                  </td>
                  <td className="px-4 py-3">
                    {c.certificate ? (
                      <Link
                        to={`/verify/${c.certificate.serial}`}
                        className="inline-flex min-h-11 items-center font-mono font-semibold text-brand-800 underline"
                      >
                        {c.certificate.serial}
                        {c.certificate.revoked && ` (${t('verification.certificateRevoked')})`}
                      </Link>
                    ) : (
                      <span className="text-slate-500">{t('verification.noCertificate')}</span>
                    )}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </ScrollRegion>
    </article>
  );
}
