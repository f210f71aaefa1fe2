import { useMutation } from '@tanstack/react-query';
import type { VerifyRequest, VerifyResult } from '#shared/schemas/verification.ts';
import { api } from '#web/lib/api.ts';

/** POST /api/verify: the server compares SID and date of birth and answers what a certificate shows. */
export function verifyCertificate(input: VerifyRequest): Promise<VerifyResult> {
  return api<VerifyResult>('/verify', { method: 'POST', body: { ...input } });
}

/** A mutation, not a query: each check is counted by the rate limit, so nothing refetches on its own. */
export function useVerifyCertificate() {
  return useMutation({ mutationFn: verifyCertificate });
}
