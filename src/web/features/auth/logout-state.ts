// Kept apart from use-logout.ts: the public header needs only this constant, not the sign-out code.

/** Router state the app's own Logout links carry: /logout then signs out at once. */
export const LOGOUT_CONFIRMED = { logout: 'confirmed' } as const;

export function isConfirmedLogout(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { logout?: unknown }).logout === 'confirmed';
}
