import { hashPassword } from 'better-auth/crypto';

/**
 * Password hashes made before a sign-up's transaction opens, for better-auth's own hash call
 * inside it.
 *
 * A sign-up makes the account and its password in one transaction, so a crash between the two can
 * never leave an address taken by an account nobody can sign in to. better-auth hashes the
 * password inside that transaction, though, and a hash is slow on purpose (scrypt: tens of
 * milliseconds, seconds when many sign up at once), so the transaction would keep a pooled
 * connection (on PGlite, the only one) from everyone else all that time. So the request's
 * before-hook starts the hash once the sign-up has passed our checks, and better-auth's hash call
 * for the same password takes it, each hash once: two sign-ups with one password still get two
 * salts. A hash nobody takes (the address was taken, say) is dropped after a minute.
 */
export function earlyHashes(ttlMs = 60_000) {
  const waiting = new Map<string, Promise<string>[]>();

  const take = (password: string): Promise<string> | undefined => {
    const list = waiting.get(password);
    const next = list?.shift();
    if (list && list.length === 0) waiting.delete(password);
    return next;
  };

  return {
    /** Starts hashing `password` now, for the next hash of it. */
    start(password: string): void {
      const hash = hashPassword(password);
      // A failure is the taker's to see (or nobody's, once dropped), never an unhandled rejection.
      hash.catch(() => {});
      const list = waiting.get(password) ?? [];
      list.push(hash);
      waiting.set(password, list);
      setTimeout(() => {
        const still = waiting.get(password);
        const at = still?.indexOf(hash) ?? -1;
        if (at >= 0) still!.splice(at, 1);
        if (still && still.length === 0) waiting.delete(password);
      }, ttlMs).unref();
    },
    /** better-auth's `password.hash`: a hash started early for this password, else a new one. */
    hash(password: string): Promise<string> {
      return take(password) ?? hashPassword(password);
    },
    /** How many hashes wait to be taken (for tests). */
    get size(): number {
      let n = 0;
      for (const list of waiting.values()) n += list.length;
      return n;
    },
  };
}
