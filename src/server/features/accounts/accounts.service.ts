import { randomBytes, randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { profiles, users, verifications } from '#server/db/schema/index.ts';
import { ROLES, type Role } from '#shared/constants.ts';
import { phoneSearchDigits } from '#shared/phone.ts';
import { pageWindow } from '#shared/schemas/paging.ts';
import type { Account, AccountListQuery, AccountSortField, InviteTeacher } from '#shared/schemas/account.ts';
import { recordAudit, type AuditActor } from '#server/lib/audit.ts';
import { AppError } from '#server/lib/errors.ts';
import { anyContains } from '#server/lib/list-query.ts';
import { generatePublicId, isUniqueViolation } from '#server/lib/ids.ts';
import type { Mailer } from '#server/lib/mail.ts';
import { isOwnerAccount } from '#server/auth/owner.ts';
import { getSchool } from '#server/features/school/index.ts';
import { withLandingIn } from '#server/auth/account-mail.ts';
import { renderMailInBothLanguages } from '#shared/i18n/messages.ts';

/** One row of the list: the account, and its profile's phone, photo and id when it has one. */
const accountColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  emailVerified: users.emailVerified,
  role: users.role,
  sid: users.sid,
  image: users.image,
  createdAt: users.createdAt,
  lastSignInAt: users.lastSignInAt,
  profileId: profiles.id,
  profileName: profiles.name,
  phone: profiles.phone,
  profileImage: profiles.image,
};

type AccountRow = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  role: Role;
  sid: string;
  image: string | null;
  createdAt: Date;
  lastSignInAt: Date | null;
  profileId: string | null;
  profileName: string | null;
  phone: string | null;
  profileImage: string | null;
};

export function toAccount(row: AccountRow, ownerEmail: string): Account {
  return {
    id: row.id,
    // The name on the profile is the one the school uses (the full name, as on the certificate).
    name: row.profileName ?? row.name,
    email: row.email,
    phone: row.phone,
    role: row.role,
    emailVerified: row.emailVerified,
    joinedAt: row.createdAt.toISOString(),
    lastSignInAt: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
    sid: row.sid,
    hasProfile: row.profileId !== null,
    profileId: row.profileId,
    image: row.profileImage ?? row.image,
    isOwner: isOwnerAccount(row, ownerEmail),
  };
}

/**
 * The search box: a name (the account's or the profile's), e-mail or SID containing the text, a
 * phone number, or a role by its name.
 */
function searchCondition(q: string): SQL {
  const phone = phoneSearchDigits(q);
  const role = q.toLowerCase();
  return or(
    anyContains(q, [users.name, profiles.name, users.email, users.sid]),
    phone ? anyContains(phone, [profiles.phone]) : undefined,
    (ROLES as readonly string[]).includes(role) ? eq(users.role, role as Role) : undefined,
  )!;
}

const SORT_COLUMNS: Record<AccountSortField, SQL | AnyColumn> = {
  name: sql`lower(coalesce(${profiles.name}, ${users.name}))`,
  email: sql`lower(${users.email})`,
  joined: users.createdAt,
  lastSignIn: users.lastSignInAt,
};

/** One page of every account (with or without a profile), and how many match. */
export async function listAccounts(
  db: Db,
  query: AccountListQuery,
  ownerEmail: string,
): Promise<{ items: Account[]; total: number }> {
  const where = and(
    query.q ? searchCondition(query.q) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
  );
  const descending = query.sort.startsWith('-');
  const field = (descending ? query.sort.slice(1) : query.sort) as AccountSortField;
  const column = SORT_COLUMNS[field];
  // Accounts that never signed in go last whichever way the list is ordered.
  const order = field === 'lastSignIn' ? sql`${column} ${sql.raw(descending ? 'desc' : 'asc')} nulls last` : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select(accountColumns)
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(where)
      .orderBy(order ?? (descending ? desc(column) : asc(column)), descending ? desc(users.id) : asc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).leftJoin(profiles, eq(profiles.userId, users.id)).where(where),
  ]);
  return { items: rows.map((r) => toAccount(r, ownerEmail)), total: totals?.n ?? 0 };
}

/** One account as the list shows it. */
export async function findAccount(db: Db, id: string, ownerEmail: string): Promise<Account> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, id));
  if (!row) throw new AppError('USER_NOT_FOUND');
  return toAccount(row, ownerEmail);
}

/** How long an invitation's set-password link works. Later, "Forgot password" mails a fresh one. */
export const INVITE_LINK_HOURS = 72;

export interface InviteDeps {
  db: Db;
  mailer: Mailer;
  /** PUBLIC_URL: the link in the mail points there. */
  publicUrl: string;
  ownerEmail: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * The owner invites a teacher: a new account with the role teacher and no usable password, and a
 * mailed link to choose one. The link is a password-reset link (better-auth's `reset-password:`
 * token, opened at /reset/new), valid for INVITE_LINK_HOURS; setting the password through it proves
 * the address, so the account is verified from then on (onPasswordReset). The account, the link and
 * the audit record are made in one transaction; the mail goes after it commits, and a failed mail
 * is reported (`mailed: false`) rather than undoing the account: the teacher can still use
 * "Forgot password" with the address.
 */
export async function inviteTeacher(
  deps: InviteDeps,
  actor: NonNullable<AuditActor>,
  input: InviteTeacher,
): Promise<{ account: Account; mailed: boolean }> {
  const { db } = deps;
  const email = input.email.toLowerCase();
  if (email === deps.ownerEmail) throw new AppError('OWNER_ADDRESS_RESERVED');
  const userId = randomUUID();
  const token = randomBytes(24).toString('base64url');
  try {
    await db.transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email));
      if (taken) throw new AppError('ACCOUNT_EXISTS');
      await tx.insert(users).values({
        id: userId,
        name: input.name,
        email,
        emailVerified: false,
        role: 'teacher',
        sid: await freeSid(tx),
      });
      await tx.insert(verifications).values({
        id: randomUUID(),
        identifier: `reset-password:${token}`,
        value: userId,
        expiresAt: new Date(Date.now() + INVITE_LINK_HOURS * 3600_000),
      });
      await recordAudit(tx, {
        actor,
        action: 'user.invited',
        entityType: 'user',
        entityId: userId,
        before: null,
        after: { name: input.name, email, role: 'teacher' },
      });
    });
  } catch (err) {
    // Two invitations for one address at once: the unique e-mail decides, the second is told so.
    if (isUniqueViolation(err, 'users_email_unique')) throw new AppError('ACCOUNT_EXISTS');
    throw err;
  }

  const callback = encodeURIComponent(`${deps.publicUrl}/reset/new`);
  const link = `${deps.publicUrl}/api/auth/reset-password/${token}?callbackURL=${callback}`;
  let mailed = true;
  try {
    // A new teacher has chosen no language yet: the mail is in Bengali and English, each part's
    // link opening the page in its language, and names the school as its owner keeps it now.
    const school = await getSchool(db);
    const texts = renderMailInBothLanguages('account.invite', {
      name: input.name.replace(/\s+/g, ' '),
      inviter: actor.email,
      site: deps.publicUrl,
      school_en: school.shortName,
      school_bn: school.shortNameBn || school.shortName,
      schoolName_en: school.name,
      schoolName_bn: school.nameBn || school.name,
      days_en: INVITE_LINK_HOURS / 24,
      days_bn: new Intl.NumberFormat('bn-BD').format(INVITE_LINK_HOURS / 24),
      link_bn: withLandingIn('bn', link, '/reset/new'),
      link_en: withLandingIn('en', link, '/reset/new'),
    });
    await deps.mailer.send({ to: email, subject: texts.subject, text: `${texts.mail}\n`, link });
  } catch (err) {
    deps.log.error({ err, userId }, 'teacher invited, but the invitation mail failed');
    mailed = false;
  }
  return { account: await findAccount(db, userId, deps.ownerEmail), mailed };
}

/** A SID no account has yet; the unique constraint stays the final guard. */
async function freeSid(tx: Pick<Db, 'select'>): Promise<string> {
  for (let i = 0; i < 10; i++) {
    const sid = generatePublicId('SID');
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.sid, sid));
    if (!taken) return sid;
  }
  throw new Error('could not allocate a unique SID');
}
