import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { uploadImage } from '#web/lib/upload.ts';
import { sessionQueryOptions } from './session';

export interface Credentials {
  email: string;
  password: string;
}

export function useSignIn() {
  const qc = useQueryClient();
  return useMutation({
    // An account with two-step sign-in answers `twoFactorRedirect` and no session yet.
    mutationFn: (c: Credentials) =>
      api<{ twoFactorRedirect?: boolean }>('/auth/sign-in/email', { method: 'POST', body: { ...c } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
  });
}

export function useSignUp() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: Credentials & { name?: string; image: File }) => {
      const image = await uploadImage(input.image);
      const name = input.name?.trim() || input.email.split('@')[0]!;
      return api('/auth/sign-up/email', {
        method: 'POST',
        body: { name, email: input.email, password: input.password, image },
      });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
  });
}

export function useSignOut() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api('/auth/sign-out', { method: 'POST', body: {} }),
    onSettled: () => {
      qc.setQueryData(sessionQueryOptions().queryKey, null);
      // Everything cached belonged to the signed-out user.
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' && q.queryKey[0] !== 'courses' });
    },
  });
}

/** Mails the signed-in user a new "confirm your e-mail address" link. */
export function useResendVerification() {
  return useMutation({
    mutationFn: (email: string) => api('/auth/send-verification-email', { method: 'POST', body: { email } }),
  });
}

export function useRequestReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api('/auth/request-password-reset', {
        method: 'POST',
        body: { email, redirectTo: `${window.location.origin}/reset/new` },
      }),
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (input: { token: string; newPassword: string }) =>
      api('/auth/reset-password', { method: 'POST', body: input }),
  });
}

/**
 * Starts Google sign-in: the server answers the provider's address and the browser goes there.
 * Google sends the user back to /login?social=done, which finishes with the success toast.
 */
export async function startGoogleSignIn(returnTo: string): Promise<void> {
  const done = `/login?social=done&to=${encodeURIComponent(returnTo)}`;
  const res = await api<{ url?: string }>('/auth/sign-in/social', {
    method: 'POST',
    body: { provider: 'google', callbackURL: done, newUserCallbackURL: done, errorCallbackURL: '/login?social=error' },
  });
  if (res.url) window.location.assign(res.url);
}
