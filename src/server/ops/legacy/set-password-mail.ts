import { randomBytes, randomUUID } from 'node:crypto';
import { verifications } from '#server/db/schema/index.ts';
import type { Tx } from '#server/lib/audit.ts';
import { notify } from '#server/features/messages/index.ts';
import { pathIn, type Language } from '#shared/language.ts';
import type { Account, ImportRun } from './import-run';

/**
 * The set-password mail: a password-reset link (better-auth's `reset-password:` token, opened at
 * /reset/new, used once) valid for `linkDays`, queued as a message in the same transaction as the
 * account, so it is sent once, by whichever process sends mail, and retried if the server is down.
 * Setting the password through it signs the person in like any reset.
 */
export async function queueSetPasswordMail(
  run: ImportRun,
  tx: Tx,
  account: Account,
  language: Language,
): Promise<void> {
  const token = randomBytes(24).toString('base64url');
  await tx.insert(verifications).values({
    id: randomUUID(),
    identifier: `reset-password:${token}`,
    value: account.userId,
    expiresAt: new Date(Date.now() + run.linkDays * 86_400_000),
  });
  const site = run.opts.publicUrl.replace(/\/$/, '');
  const callback = encodeURIComponent(`${site}${pathIn(language, '/reset/new')}`);
  await notify(tx, {
    userId: account.userId,
    kind: 'account.imported',
    channels: ['email'],
    params: {
      link: `${site}/api/auth/reset-password/${token}?callbackURL=${callback}`,
      days: run.linkDays,
      sid: account.sid,
      email: account.email,
    },
    dedupeKey: `legacy-import:${account.userId}`,
  });
}
