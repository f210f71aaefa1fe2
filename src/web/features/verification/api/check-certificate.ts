import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCertificate } from '#shared/schemas/batch.ts';
import { api, isNotFound } from '#web/lib/api.ts';

/**
 * GET /api/certificates/{serial}: the public check of a certificate (its QR code opens the page
 * that asks). An unknown serial is an answer, not a failure to retry; the check is rate-limited.
 */
export const certificateCheckQueryOptions = (serial: string) =>
  queryOptions({
    queryKey: ['certificate-check', serial.replace(/[\s-]/g, '').toUpperCase()],
    queryFn: ({ signal }) => api<PublicCertificate>(`/certificates/${encodeURIComponent(serial)}`, { signal }),
    retry: (count, err) => !isNotFound(err) && count < 1,
    staleTime: Infinity,
  });

export function useCertificateCheck(serial: string) {
  return useQuery(certificateCheckQueryOptions(serial));
}
