import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { certificates, messagePreferences, orders, users } from '#server/db/schema/index.ts';
import { recordAudit } from '#server/lib/audit.ts';
import { DEFAULT_PREFERENCES } from '#server/features/messages/index.ts';
import type { Language } from '#shared/language.ts';
import { cleanLine, day, email as readEmail, moment, objectIdTime, sid as readSid, str } from './normalize';
import type { Doc, FirebaseUser } from './read-export';
import type { Account, ImportRun } from './import-run';
import { queueSetPasswordMail } from './set-password-mail';

// The old accounts: MongoDB users and Firebase accounts joined by e-mail address into one account
// here each, new (with a mail to choose a password) or linked to one made here before the import.

/** One old account: its MongoDB user document(s) and its Firebase account, joined by e-mail address. */
interface Person {
  email: string;
  /** Ledger keys: `mongo:<_id>` and `firebase:<uid>`. */
  keys: string[];
  /** How the report names the row. */
  label: string;
  name: string;
  legacySid: string | null;
  dob: string | null;
  language: Language | null;
  createdAt: Date | null;
  role: string;
}

export async function importUsers(run: ImportRun, docs: Doc[], firebase: FirebaseUser[]): Promise<void> {
  const people = new Map<string, Person>();
  const merge = (address: string, part: Partial<Person> & { key: string; label: string }) => {
    const person = people.get(address);
    if (!person) {
      people.set(address, {
        email: address,
        keys: [part.key],
        label: part.label,
        name: part.name ?? '',
        legacySid: part.legacySid ?? null,
        dob: part.dob ?? null,
        language: part.language ?? null,
        createdAt: part.createdAt ?? null,
        role: part.role ?? 'student',
      });
      return;
    }
    person.keys.push(part.key);
    person.name ||= part.name ?? '';
    person.legacySid ??= part.legacySid ?? null;
    person.dob ??= part.dob ?? null;
    person.language ??= part.language ?? null;
    person.createdAt ??= part.createdAt ?? null;
    if (part.role && part.role !== 'student') person.role = part.role;
  };
  for (const doc of docs) {
    const id = str(doc._id);
    const address = readEmail(doc.email);
    if (!address) {
      rejectUser(run, id, str(doc.email) ? `"${str(doc.email)}" is not an e-mail address` : 'no e-mail address', doc);
      continue;
    }
    merge(address, {
      key: `mongo:${id}`,
      label: id,
      name: cleanLine(doc.name, 100),
      legacySid: readSid(doc.sid),
      dob: day(doc.dob),
      language: languageOf(doc.language ?? doc.lang ?? doc.locale),
      createdAt: moment(doc.createdAt) ?? objectIdTime(id),
      role: str(doc.role).toLowerCase() || 'student',
    });
  }
  for (const fb of firebase) {
    const address = readEmail(fb.email);
    if (!address) {
      rejectUser(
        run,
        fb.localId,
        fb.email ? `"${fb.email}" is not an e-mail address` : 'no e-mail address (Firebase account)',
        { phoneNumber: fb.phoneNumber, displayName: fb.displayName },
      );
      continue;
    }
    merge(address, {
      key: `firebase:${fb.localId}`,
      label: fb.localId,
      name: cleanLine(fb.displayName ?? fb.providerUserInfo?.find((p) => p.displayName)?.displayName, 100),
      createdAt: moment(fb.createdAt),
    });
  }
  for (const person of people.values()) {
    await run.guard('users', { _id: person.label }, () => importPerson(run, person));
  }
}

function rejectUser(run: ImportRun, id: string, reason: string, doc: Record<string, unknown>) {
  run.reject('users', id, reason);
  const name = cleanLine(doc.name ?? doc.displayName, 100);
  const phone = str(doc.phone ?? doc.phoneNumber);
  if (/e-mail address/.test(reason) && reason.startsWith('no')) {
    run.report.withoutEmail.push({ id, detail: [name, phone].filter(Boolean).join(', ') || '(no name or phone)' });
  }
}

function register(run: ImportRun, account: Account, person: Person) {
  run.accountsByEmail.set(account.email, account);
  run.accountsBySid.set(account.sid, account);
  if (person.legacySid) run.accountsBySid.set(person.legacySid, account);
  for (const key of person.keys)
    if (key.startsWith('firebase:')) run.accountsByUid.set(key.slice('firebase:'.length), account);
}

async function importPerson(run: ImportRun, person: Person): Promise<void> {
  const roleNote = () => {
    if (person.role !== 'student') {
      run.note(
        'users',
        person.label,
        `was ${person.role} on the old site; imported as a student (the owner sets roles)`,
      );
    }
  };
  // Brought over before: attach to the account it became, if it is still here.
  const doneKey = person.keys.find((k) => run.done('user', k) !== undefined);
  if (doneKey) {
    run.count('users', 'skip');
    const account = run.accountsByEmail.get(person.email);
    if (account) register(run, account, person);
    return;
  }
  const existing = run.accountsByEmail.get(person.email);
  if (existing) return linkExisting(run, person, existing, roleNote);

  let sid = person.legacySid;
  if (!sid || run.sids.has(sid)) {
    if (sid) run.note('users', person.label, `old SID ${sid} belongs to another account here; given a new SID`);
    else run.note('users', person.label, 'no SID on the old site; given a new one');
    sid = run.freshId('SID', run.sids);
  }
  run.sids.add(sid);
  roleNote();
  const name = person.name || person.email.split('@')[0]!;
  const userId = run.dryRun ? `new:${person.email}` : randomUUID();
  const account: Account = { userId, sid, email: person.email, name, dob: person.dob };
  await run.write(async (tx) => {
    await tx.insert(users).values({
      id: userId,
      name,
      email: person.email,
      // The school vouches for its old students' addresses, and Google sign-in joins only a
      // verified account, so an old Google user can carry on with Google at once.
      emailVerified: true,
      role: 'student',
      status: 'Verified',
      sid,
      dob: person.dob,
      ...(person.createdAt ? { createdAt: person.createdAt } : {}),
    });
    if (person.language) {
      await tx.insert(messagePreferences).values({ userId, language: person.language }).onConflictDoNothing();
    }
    await queueSetPasswordMail(run, tx, account, person.language ?? DEFAULT_PREFERENCES.language);
    await recordAudit(tx, {
      actor: null,
      action: 'legacy.imported',
      entityType: 'user',
      entityId: userId,
      after: { name, email: person.email, sid, role: 'student', emailVerified: true },
    });
    for (const key of person.keys) await run.remember(tx, 'user', key, userId);
  });
  if (run.dryRun) for (const key of person.keys) await run.remember(null, 'user', key, userId);
  register(run, account, person);
  run.report.mails.queued++;
  run.report.mails.to.push(person.email);
  run.count('users', 'create');
}

/**
 * An account with the address was made on the new site before the import: it is the person's,
 * and keeps its password and sessions. It takes the old SID (the one on their papers) when
 * nothing here carries its new SID yet (no profile, order or certificate); otherwise the SID here
 * stays and the report says so. No mail: the person already has a way in.
 */
async function linkExisting(run: ImportRun, person: Person, account: Account, roleNote: () => void): Promise<void> {
  const old = person.legacySid;
  let sid = account.sid;
  if (old && old !== account.sid) {
    const taken = run.sids.has(old);
    const inUse = await sidInUse(run, account);
    if (!taken && !inUse) {
      sid = old;
      run.note('users', person.label, `account here took its old SID ${old} (was ${account.sid})`);
    } else {
      run.note(
        'users',
        person.label,
        `account here keeps SID ${account.sid}; the old SID ${old} ${taken ? 'belongs to another account' : 'cannot replace it (it has a profile, order or certificate)'}`,
      );
    }
  }
  roleNote();
  const before = account.sid;
  await run.write(async (tx) => {
    if (sid !== before) await tx.update(users).set({ sid }).where(eq(users.id, account.userId));
    await recordAudit(tx, {
      actor: null,
      action: 'legacy.imported',
      entityType: 'user',
      entityId: account.userId,
      before: sid !== before ? { sid: before } : null,
      after: { email: account.email, sid, linked: true },
    });
    for (const key of person.keys) await run.remember(tx, 'user', key, account.userId);
  });
  if (run.dryRun) for (const key of person.keys) await run.remember(null, 'user', key, account.userId);
  if (sid !== before) {
    run.sids.add(sid);
    account.sid = sid;
  }
  register(run, account, person);
  run.count('users', 'update');
}

async function sidInUse(run: ImportRun, account: Account): Promise<boolean> {
  if (run.withProfile.has(account.userId)) return true;
  const [order] = await run.db
    .select({ id: orders.id })
    .from(orders)
    .where(sql`${orders.userId} = ${account.userId} or ${orders.sid} = ${account.sid}`)
    .limit(1);
  if (order) return true;
  const [cert] = await run.db
    .select({ id: certificates.id })
    .from(certificates)
    .where(eq(certificates.sid, account.sid))
    .limit(1);
  return cert !== undefined;
}

/** The account an old row names: by e-mail, Firebase uid, or SID, in that order. */
export function accountFor(
  run: ImportRun,
  ...refs: Array<{ email?: unknown; uid?: unknown; sid?: unknown } | undefined>
): Account | null {
  for (const ref of refs) {
    if (!ref) continue;
    const address = readEmail(ref.email);
    const byEmail = address ? run.accountsByEmail.get(address) : undefined;
    if (byEmail) return byEmail;
    const byUid = str(ref.uid) ? run.accountsByUid.get(str(ref.uid)) : undefined;
    if (byUid) return byUid;
    const sid = readSid(ref.sid);
    const bySid = sid ? run.accountsBySid.get(sid) : undefined;
    if (bySid) return bySid;
  }
  return null;
}

function languageOf(value: unknown): Language | null {
  const text = str(value).toLowerCase();
  if (text.startsWith('bn') || text.startsWith('ben') || text === 'bangla') return 'bn';
  if (text.startsWith('en')) return 'en';
  return null;
}
