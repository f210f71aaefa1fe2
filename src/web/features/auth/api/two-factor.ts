import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { sessionQueryOptions } from './session';

/** What POST /auth/two-factor/enable answers: the authenticator address and the one-time backup codes. */
export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

export type SecondFactorKind = 'app' | 'backup';

/** Every change here replaces or reshapes the session, so the cached one is refetched. */
function useSessionMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
  });
}

/** Starts enrolment: a new secret (not active until a code from it is confirmed). */
export function useEnableTwoFactor() {
  return useMutation({
    mutationFn: (password: string) =>
      api<TwoFactorSetup>('/auth/two-factor/enable', { method: 'POST', body: password ? { password } : {} }),
  });
}

/** A code from the app or a backup code: finishes a sign-in, confirms enrolment, or unlocks this session. */
export function useVerifySecondFactor() {
  return useSessionMutation(({ code, kind }: { code: string; kind: SecondFactorKind }) =>
    api(kind === 'backup' ? '/auth/two-factor/verify-backup-code' : '/auth/two-factor/verify-totp', {
      method: 'POST',
      body: { code },
    }),
  );
}

export function useDisableTwoFactor() {
  return useSessionMutation((password: string) =>
    api('/auth/two-factor/disable', { method: 'POST', body: password ? { password } : {} }),
  );
}

/** Changes the password and signs out every other session of this user. */
export function useChangePassword() {
  return useSessionMutation((input: { currentPassword: string; newPassword: string }) =>
    api('/auth/change-password', { method: 'POST', body: { ...input, revokeOtherSessions: true } }),
  );
}

export function useRevokeOtherSessions() {
  return useMutation({ mutationFn: () => api('/auth/revoke-other-sessions', { method: 'POST', body: {} }) });
}
