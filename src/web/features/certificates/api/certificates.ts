import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Certificate } from '#shared/schemas/batch.ts';
import { api } from '#web/lib/api.ts';
import { TEACHING_KEY } from '#web/lib/teaching-keys.ts';

/** GET /api/orders/{oid}/certificates: the order's certificates, the one in force first. */
export function useCertificates(oid: string) {
  return useQuery({
    queryKey: [...TEACHING_KEY, 'certificates', oid],
    queryFn: ({ signal }) => api<Certificate[]>(`/orders/${encodeURIComponent(oid)}/certificates`, { signal }),
  });
}

/** The owner issues an order's certificate (with a reason when the student is not ready) or revokes one. */
export function useCertificateWrites() {
  const qc = useQueryClient();
  const onSettled = () => qc.invalidateQueries({ queryKey: TEACHING_KEY });
  return {
    issue: useMutation({
      mutationFn: ({ oid, override }: { oid: string; override?: string }) =>
        api<Certificate>(`/orders/${encodeURIComponent(oid)}/certificate`, {
          method: 'POST',
          body: override ? { override } : {},
        }),
      onSettled,
    }),
    revoke: useMutation({
      mutationFn: ({ serial, reason }: { serial: string; reason: string }) =>
        api<Certificate>(`/certificates/${encodeURIComponent(serial)}/revoke`, { method: 'POST', body: { reason } }),
      onSettled,
    }),
  };
}
