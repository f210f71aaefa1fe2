import { eq } from 'drizzle-orm';
import { profiles, users } from '#server/db/schema/index.ts';
import { recordAudit } from '#server/lib/audit.ts';
import { asciiDigits } from '#shared/digits.ts';
import { NID_PATTERN } from '#shared/schemas/profile.ts';
import { cleanLine, cleanText, day, moment, objectIdTime, sid as readSid, str } from './normalize';
import type { Doc } from './read-export';
import type { ImportRun } from './import-run';
import { accountFor } from './accounts';
import { importedImage } from './imported-image';

// The old profiles: one per account here, attached by e-mail, Firebase uid or SID.

export async function importProfiles(run: ImportRun, docs: Doc[]): Promise<void> {
  for (const doc of docs) await run.guard('profiles', doc, () => profileRow(run, doc));
}

/** One profile of the export. */
async function profileRow(run: ImportRun, doc: Doc): Promise<void> {
  const id = str(doc._id);
  if (run.done('profile', id) !== undefined) {
    run.count('profiles', 'skip');
    return;
  }
  const account = accountFor(run, { email: doc.email, uid: doc.uid, sid: doc.sid });
  if (!account) {
    run.reject('profiles', id, `no account with e-mail "${str(doc.email)}" or SID "${str(doc.sid)}"`);
    return;
  }
  if (run.profiledNow.has(account.userId)) {
    run.reject('profiles', id, `a second profile for ${account.email}; the first one was imported`);
    return;
  }
  if (run.withProfile.has(account.userId)) {
    run.count('profiles', 'skip');
    run.note('profiles', id, `${account.email} has a profile here already; kept as it is`);
    return;
  }
  const dob = day(doc.dob) ?? account.dob;
  if (!dob)
    run.note(
      'profiles',
      id,
      `date of birth "${str(doc.dob)}" is not a date: the certificate check cannot match until the office corrects it`,
    );
  const phone = run.phone('profiles', id, 'phone', doc.phone);
  const emergency = run.phone('profiles', id, 'emergency', doc.emergency);
  const nid = asciiDigits(str(doc.nid)).replace(/[\s-]/g, '');
  if (nid && !NID_PATTERN.test(nid))
    run.note('profiles', id, `NID "${str(doc.nid)}" has not 10, 13 or 17 digits; kept as written`);
  const image = await importedImage(
    run,
    { collection: 'profiles', id, field: 'image' },
    doc.image,
    'public',
    account.userId,
  );
  const legacySid = readSid(doc.sid);
  if (legacySid && legacySid !== account.sid) {
    run.note(
      'profiles',
      id,
      `old profile SID ${legacySid} differs from the account's ${account.sid}; the account's is used`,
    );
  }
  const row = {
    userId: account.userId,
    sid: account.sid,
    name: cleanLine(doc.name, 100) || account.name,
    email: account.email,
    phone: phone.first,
    image,
    nid,
    emergency: emergency.first,
    preaddress: cleanText(doc.preaddress, 300),
    peraddress: cleanText(doc.peraddress, 300),
    dob: dob ?? str(doc.dob),
    fname: cleanLine(doc.fname, 100) || null,
    mname: cleanLine(doc.mname, 100) || null,
    status: 'Verified',
    createdAt: moment(doc.createdAt) ?? objectIdTime(id) ?? new Date(),
  };
  await run.write(async (tx) => {
    const [made] = await tx.insert(profiles).values(row).returning({ id: profiles.id });
    // Verification reads the profile's date of birth; the account keeps it too, as a booking does.
    if (dob) await tx.update(users).set({ dob }).where(eq(users.id, account.userId));
    await recordAudit(tx, {
      actor: null,
      action: 'legacy.imported',
      entityType: 'profile',
      entityId: made!.id,
      after: { legacyId: id, sid: account.sid, name: row.name, email: account.email },
    });
    await run.remember(tx, 'profile', id, made!.id);
  });
  if (run.dryRun) await run.remember(null, 'profile', id, account.userId);
  if (dob) account.dob = dob;
  run.profiledNow.add(account.userId);
  run.withProfile.add(account.userId);
  run.count('profiles', 'create');
}
