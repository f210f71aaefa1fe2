import { and, eq, like, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { verifications } from '#server/db/schema/index.ts';
import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '#server/lib/mail.ts';
import { takeToken } from '#server/lib/rate-limit.ts';
import { RULES } from '#server/lib/rate-limit-policy.ts';
import { savedMessageLanguage } from '#server/features/messages/index.ts';
import { renderMailInBothLanguages, renderMessage } from '#shared/i18n/messages.ts';
import { pageOfPath, pathIn, type Language } from '#shared/language.ts';

/** Where the verification link lands in the app, whatever callback a client asked for. */
export const EMAIL_VERIFIED_PATH = '/email-verified';

export type AccountMailKind = 'account.reset' | 'account.verify';

/** The page each mail's link opens after better-auth has checked it, when the link names none. */
const LANDING: Record<AccountMailKind, string> = {
  'account.reset': '/reset/new',
  'account.verify': EMAIL_VERIFIED_PATH,
};

export interface AccountMailDeps {
  db: Db;
  mailer: Mailer;
  /** PUBLIC_URL, named in the mail so the reader knows which site it is about. */
  siteUrl: string;
  /** Where a mail that could not be sent is reported: better-auth does not wait for it. */
  log: Pick<FastifyBaseLogger, 'error'>;
}

export interface AccountMail {
  userId: string;
  email: string;
  name: string;
  /** better-auth's link: its token URL, with the app's page to land on as `callbackURL`. */
  url: string;
}

/**
 * Sends a reset or confirmation mail in the language the person chose for their messages, or,
 * when they never chose one, in Bengali and English in one mail (Bengali first): a reset is asked
 * for by whoever types the address, so nothing says which language they read. Each language's
 * link lands on the page in that language (`/bn/reset/new`); only better-auth's `callbackURL`
 * changes, its token stays as it made it.
 */
export async function sendAccountMail(deps: AccountMailDeps, kind: AccountMailKind, mail: AccountMail): Promise<void> {
  try {
    const language = await savedMessageLanguage(deps.db, mail.userId);
    const linkIn = (lang: Language) => withLandingIn(lang, mail.url, LANDING[kind]);
    const params = { name: mail.name.trim() || mail.email.split('@')[0]!, site: deps.siteUrl };
    const texts = language
      ? renderMessage(kind, language, { ...params, link: linkIn(language) })
      : renderMailInBothLanguages(kind, { ...params, link_bn: linkIn('bn'), link_en: linkIn('en') });
    await deps.mailer.send({
      to: mail.email,
      subject: texts.subject,
      text: `${texts.mail}\n`,
      link: linkIn(language ?? 'bn'),
    });
  } catch (err) {
    deps.log.error({ err, kind, userId: mail.userId }, 'an account mail could not be sent');
    throw err;
  }
}

/**
 * better-auth's link with its `callbackURL` (the app page it redirects to) moved to that page in
 * `language`, keeping the callback's origin and query, and whether it was a bare path.
 */
export function withLandingIn(language: Language, url: string, landing: string): string {
  const link = new URL(url);
  const callback = link.searchParams.get('callbackURL') || landing;
  const bare = callback.startsWith('/') && !callback.startsWith('//');
  const target = new URL(callback, link);
  target.pathname = pathIn(language, pageOfPath(target.pathname));
  link.searchParams.set('callbackURL', bare ? target.pathname + target.search + target.hash : target.toString());
  return link.toString();
}

/**
 * Caps on the mails one ACCOUNT can be sent, whatever address asks: the per-address limits alone
 * let a script flood one person's inbox from many addresses (docs/decisions/0154).
 */
const ACCOUNT_MAIL_RULES = { reset: RULES.resetMailsPerAccount, verify: RULES.verifyMailsPerAccount } as const;

/** Counts one mail of `kind` to this account; false once the account's budget is spent. */
export async function mayMailAccount(db: Db, kind: keyof typeof ACCOUNT_MAIL_RULES, userId: string): Promise<boolean> {
  return (await takeToken(db, ACCOUNT_MAIL_RULES[kind], userId)).allowed;
}

const RESET_PREFIX = 'reset-password:';

/**
 * Leaves only the reset link with `token` alive for this user: a newer link voids every older one,
 * so a forgotten mail in an old inbox (or a shared office PC) cannot be used later.
 */
export async function voidOtherResetLinks(db: Db, userId: string, token: string): Promise<void> {
  await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, userId),
        like(verifications.identifier, `${RESET_PREFIX}%`),
        ne(verifications.identifier, `${RESET_PREFIX}${token}`),
      ),
    );
}

/** Removes one reset link (one that was not mailed because the account's cap was reached). */
export async function deleteResetLink(db: Db, token: string): Promise<void> {
  await db.delete(verifications).where(eq(verifications.identifier, `${RESET_PREFIX}${token}`));
}
