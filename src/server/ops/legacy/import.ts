import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  blogs,
  certificates,
  courses,
  legacyImports,
  messagePreferences,
  orders,
  profiles,
  uploads,
  users,
  verifications,
  type LegacyImportKind,
} from '#server/db/schema/index.ts';
import { recordAudit, type Tx } from '#server/lib/audit.ts';
import { generatePublicId } from '#server/lib/ids.ts';
import type { Storage } from '#server/lib/storage.ts';
import { DEFAULT_PREFERENCES, notify } from '#server/features/messages/index.ts';
import { processUpload, saveUpload, urlOf, type Visibility } from '#server/features/uploads/index.ts';
import { asciiDigits } from '#shared/digits.ts';
import { pathIn, type Language } from '#shared/language.ts';
import { NID_PATTERN } from '#shared/schemas/profile.ts';
import { DEFAULT_FETCH_LIMITS, downloadImage, ImageUnavailable, refusalReason, type FetchLimits } from './images';
import {
  cleanLine,
  cleanText,
  day,
  email as readEmail,
  moment,
  objectIdTime,
  oid as readOid,
  orderStatus,
  phonesIn,
  sid as readSid,
  str,
  wholeNumber,
} from './normalize';
import { COLLECTIONS, type Collection, type Doc, type FirebaseUser, type LegacyExport } from './read-export';

/** How long the "choose your password" link of an imported account works; then "Forgot password" does. */
export const IMPORT_LINK_DAYS = 14;

export type RowAction = 'create' | 'update' | 'skip' | 'reject';

export interface ImportReport {
  dryRun: boolean;
  /** Per collection, how many old rows were (or would be) created, updated, skipped or rejected. */
  counts: Record<Collection, Record<RowAction, number>>;
  /** Rows not brought over, each with why. */
  rejected: Array<{ collection: Collection; id: string; reason: string }>;
  /** Rows brought over with a change worth knowing (a status mapped, a phone kept as written). */
  notes: Array<{ collection: Collection; id: string; note: string }>;
  images: {
    /** Downloaded and stored as uploads (dry run: downloaded and checked only). */
    fetched: number;
    /** Already brought over by an earlier row or run: the same upload is used again. */
    reused: number;
    unreachable: Array<{ collection: Collection; id: string; field: string; url: string; reason: string }>;
  };
  /** Set-password mails queued (dry run: that would be), one per new account. */
  mails: { queued: number; to: string[] };
  /** Old accounts without an e-mail address: no account can be made for them. */
  withoutEmail: Array<{ id: string; detail: string }>;
}

export interface ImportOptions {
  db: Db;
  storage: Storage;
  /** PUBLIC_URL: the set-password links point there. */
  publicUrl: string;
  /** Reads and checks everything, downloads the images to check them, and writes nothing. */
  dryRun: boolean;
  fetchLimits?: FetchLimits;
  linkDays?: number;
}

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

/** An account here that the old rows attach to. `userId` is a placeholder in a dry run for one not made yet. */
interface Account {
  userId: string;
  sid: string;
  email: string;
  name: string;
  dob: string | null;
}

interface CourseCopy {
  title: string;
  price: number;
  image: string;
  duration: string;
  lesson: number;
}

const emptyCounts = () =>
  Object.fromEntries(
    COLLECTIONS.map((c) => [c, { create: 0, update: 0, skip: 0, reject: 0 }]),
  ) as ImportReport['counts'];

/**
 * Brings the old site's export into the app's database: courses, then accounts (MongoDB users and
 * Firebase accounts joined by e-mail), profiles, blogs and orders. Each old row is one transaction
 * with its audit record and its ledger entries (`legacy_imports`), so a run cut short is resumed by
 * running again, and a complete second run finds every row in the ledger and changes nothing.
 * The rules, and why: docs/decisions/0350-legacy-import.md.
 */
export async function importLegacy(data: LegacyExport, opts: ImportOptions): Promise<ImportReport> {
  const importer = new Importer(opts);
  await importer.load();
  await importer.importCourses(data.courses);
  await importer.importUsers(data.users, data.firebase);
  await importer.importProfiles(data.profiles);
  await importer.importBlogs(data.blogs);
  await importer.importOrders(data.orders);
  return importer.report;
}

class Importer {
  readonly report: ImportReport;
  private readonly db: Db;
  private readonly dryRun: boolean;
  private readonly limits: FetchLimits;
  private readonly linkDays: number;
  /** `kind:legacyKey` → target, for everything imported before (and, in a dry run, planned now). */
  private readonly ledger = new Map<string, string>();
  private readonly accountsByEmail = new Map<string, Account>();
  private readonly accountsBySid = new Map<string, Account>();
  private readonly accountsByUid = new Map<string, Account>();
  /** SIDs and OIDs in use here or given in this run. */
  private readonly sids = new Set<string>();
  private readonly oids = new Set<string>();
  private readonly cids = new Map<string, CourseCopy>();
  private readonly bids = new Set<string>();
  /** Accounts that have a profile (here before, or imported in this run). */
  private readonly withProfile = new Set<string>();
  /** Accounts given a profile, and OIDs given to orders, by this run. */
  private readonly profiledNow = new Set<string>();
  private readonly oidsNow = new Set<string>();
  /** Source images already tried in this run: their upload address, or why they could not be had. */
  private readonly tried = new Map<string, { url: string; reason: string }>();

  constructor(private readonly opts: ImportOptions) {
    this.db = opts.db;
    this.dryRun = opts.dryRun;
    this.limits = opts.fetchLimits ?? DEFAULT_FETCH_LIMITS;
    this.linkDays = opts.linkDays ?? IMPORT_LINK_DAYS;
    this.report = {
      dryRun: opts.dryRun,
      counts: emptyCounts(),
      rejected: [],
      notes: [],
      images: { fetched: 0, reused: 0, unreachable: [] },
      mails: { queued: 0, to: [] },
      withoutEmail: [],
    };
  }

  async load(): Promise<void> {
    for (const row of await this.db.select().from(legacyImports))
      this.ledger.set(`${row.kind}:${row.legacyKey}`, row.target);
    for (const u of await this.db
      .select({ id: users.id, sid: users.sid, email: users.email, name: users.name, dob: users.dob })
      .from(users)) {
      const account = { userId: u.id, sid: u.sid, email: u.email.toLowerCase(), name: u.name, dob: u.dob };
      this.accountsByEmail.set(account.email, account);
      this.accountsBySid.set(account.sid, account);
      this.sids.add(u.sid);
    }
    for (const p of await this.db.select({ userId: profiles.userId }).from(profiles)) this.withProfile.add(p.userId);
    for (const o of await this.db.select({ oid: orders.oid }).from(orders)) this.oids.add(o.oid);
    for (const c of await this.db.select().from(courses)) {
      this.cids.set(c.cid, {
        title: c.title,
        price: c.price,
        image: c.image,
        duration: c.duration,
        lesson: c.lesson,
      });
    }
    for (const b of await this.db.select({ bid: blogs.bid }).from(blogs)) this.bids.add(b.bid);
  }

  // ── Bookkeeping ──

  private count(collection: Collection, action: RowAction) {
    this.report.counts[collection][action]++;
  }

  private reject(collection: Collection, id: string, reason: string) {
    this.count(collection, 'reject');
    this.report.rejected.push({ collection, id, reason });
  }

  private note(collection: Collection, id: string, note: string) {
    this.report.notes.push({ collection, id, note });
  }

  private done(kind: LegacyImportKind, key: string): string | undefined {
    return this.ledger.get(`${kind}:${key}`);
  }

  /** Records an old key as brought over: in the transaction of the row it became (nothing in a dry run). */
  private async remember(tx: Tx | null, kind: LegacyImportKind, key: string, target: string): Promise<void> {
    this.ledger.set(`${kind}:${key}`, target);
    if (tx) await tx.insert(legacyImports).values({ kind, legacyKey: key, target }).onConflictDoNothing();
  }

  /**
   * Imports one row; a row the database refuses (or whose upload cannot be stored) is rejected
   * with the reason, and the rows after it still go in. Its transaction rolled back, so it left
   * nothing behind, and the next run tries it again.
   */
  private async guard(collection: Collection, doc: Doc, row: () => Promise<void>): Promise<void> {
    try {
      await row();
    } catch (err) {
      const cause = (err as { cause?: { message?: string } }).cause?.message;
      this.reject(collection, str(doc._id), `could not be written: ${cause ?? (err as Error).message}`);
    }
  }

  /** Runs `write` in one transaction, or not at all in a dry run. */
  private async write(fn: (tx: Tx) => Promise<void>): Promise<void> {
    if (this.dryRun) return;
    await this.db.transaction(fn);
  }

  // ── Images ──

  /**
   * The old image at `url` as an upload of this site, or '' when there is none or it cannot be
   * fetched (then listed in the report). Fetched once per source URL, visibility and owner: the
   * ledger maps it to its upload, so a second row or run with the same URL uses the same file. In
   * a dry run the bytes are downloaded and checked, and nothing is stored.
   */
  private async image(
    where: { collection: Collection; id: string; field: string },
    value: unknown,
    visibility: Visibility,
    ownerId: string | null,
  ): Promise<string> {
    const url = str(value);
    if (!url) return '';
    const key = `${visibility}:${ownerId ?? '-'}:${url}`;
    const known = this.done('image', key);
    // An upload the ledger names but the app has since removed (its row failed, and the sweep took
    // the unused file) is fetched again.
    if (known !== undefined && (this.dryRun || (await this.uploadExists(known)))) {
      this.report.images.reused++;
      return known;
    }
    const tried = this.tried.get(key);
    if (tried) {
      // Each row with an unreachable image is listed, so the office knows every place to fix.
      if (tried.reason) this.report.images.unreachable.push({ ...where, url, reason: tried.reason });
      else this.report.images.reused++;
      return tried.url;
    }
    let result = '';
    let failure = '';
    try {
      const bytes = await downloadImage(url, this.limits);
      if (this.dryRun) {
        await processUpload(bytes, visibility);
        result = `(${url})`;
      } else {
        // Ownerless public images (course and blog pictures) are in use as soon as their row is
        // written; the unused-upload sweep waits a day, far longer than the row takes.
        const row = await saveUpload(this.db, this.opts.storage, bytes, {
          ownerId: ownerId && !ownerId.startsWith('new:') ? ownerId : null,
          visibility,
        });
        result = urlOf(row);
        await this.db
          .insert(legacyImports)
          .values({ kind: 'image', legacyKey: key, target: result })
          .onConflictDoNothing();
        this.ledger.set(`image:${key}`, result);
      }
      this.report.images.fetched++;
    } catch (err) {
      const reason = err instanceof ImageUnavailable ? err.message : refusalReason(err);
      if (reason === null) throw err;
      failure = reason;
      this.report.images.unreachable.push({ ...where, url, reason });
    }
    this.tried.set(key, { url: result, reason: failure });
    return result;
  }

  private async uploadExists(url: string): Promise<boolean> {
    if (!url.startsWith('/files/')) return false;
    const [row] = await this.db
      .select({ id: uploads.id })
      .from(uploads)
      .where(eq(uploads.storageKey, url.slice('/files/'.length)))
      .limit(1);
    return row !== undefined;
  }

  // ── Courses ──

  async importCourses(docs: Doc[]): Promise<void> {
    for (const doc of docs) await this.guard('courses', doc, () => this.courseRow(doc));
  }

  /** One course of the export. */
  private async courseRow(doc: Doc): Promise<void> {
    const id = str(doc._id) || str(doc.cid);
    const cid = cleanLine(doc.cid, 60);
    if (this.done('course', id) !== undefined) {
      this.count('courses', 'skip');
      return;
    }
    if (!cid) {
      this.reject('courses', id, 'no cid');
      return;
    }
    if (this.cids.has(cid)) {
      // Imported earlier under another _id, or made here: the course here is the one that counts.
      this.count('courses', 'skip');
      this.note('courses', id, `a course ${cid} is here already; kept as it is`);
      return;
    }
    const title = cleanLine(doc.title, 200);
    const price = wholeNumber(doc.price);
    if (!title) {
      this.reject('courses', id, 'no title');
      return;
    }
    if (price === null) {
      this.reject('courses', id, `price "${str(doc.price)}" is not a whole number of taka`);
      return;
    }
    let lesson = wholeNumber(doc.lesson);
    if (lesson === null) {
      this.note('courses', id, `lesson "${str(doc.lesson)}" is not a number: 0 lessons until the owner sets it`);
      lesson = 0;
    }
    const image = await this.image({ collection: 'courses', id, field: 'image' }, doc.image, 'public', null);
    const row = {
      cid,
      title,
      details: cleanText(doc.details),
      price,
      lesson,
      duration: cleanLine(doc.duration, 100),
      dt: cleanLine(doc.dt, 100),
      practical: cleanLine(doc.practical, 100),
      mechanical: cleanLine(doc.mechanical, 100),
      image,
      createdAt: moment(doc.createdAt) ?? objectIdTime(id) ?? new Date(),
    };
    await this.write(async (tx) => {
      const [made] = await tx.insert(courses).values(row).returning({ id: courses.id });
      await recordAudit(tx, {
        actor: null,
        action: 'legacy.imported',
        entityType: 'course',
        entityId: cid,
        after: { legacyId: id, cid, title, price },
      });
      await this.remember(tx, 'course', id, made!.id);
    });
    if (this.dryRun) await this.remember(null, 'course', id, cid);
    this.cids.set(cid, { title, price, image, duration: row.duration, lesson });
    this.count('courses', 'create');
  }

  // ── Accounts ──

  async importUsers(docs: Doc[], firebase: FirebaseUser[]): Promise<void> {
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
        this.rejectUser(id, str(doc.email) ? `"${str(doc.email)}" is not an e-mail address` : 'no e-mail address', doc);
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
        this.rejectUser(
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
      await this.guard('users', { _id: person.label }, () => this.importPerson(person));
    }
  }

  private rejectUser(id: string, reason: string, doc: Record<string, unknown>) {
    this.reject('users', id, reason);
    const name = cleanLine(doc.name ?? doc.displayName, 100);
    const phone = str(doc.phone ?? doc.phoneNumber);
    if (/e-mail address/.test(reason) && reason.startsWith('no')) {
      this.report.withoutEmail.push({ id, detail: [name, phone].filter(Boolean).join(', ') || '(no name or phone)' });
    }
  }

  private register(account: Account, person: Person) {
    this.accountsByEmail.set(account.email, account);
    this.accountsBySid.set(account.sid, account);
    if (person.legacySid) this.accountsBySid.set(person.legacySid, account);
    for (const key of person.keys)
      if (key.startsWith('firebase:')) this.accountsByUid.set(key.slice('firebase:'.length), account);
  }

  private async importPerson(person: Person): Promise<void> {
    const roleNote = () => {
      if (person.role !== 'student') {
        this.note(
          'users',
          person.label,
          `was ${person.role} on the old site; imported as a student (the owner sets roles)`,
        );
      }
    };
    // Brought over before: attach to the account it became, if it is still here.
    const doneKey = person.keys.find((k) => this.done('user', k) !== undefined);
    if (doneKey) {
      this.count('users', 'skip');
      const account = this.accountsByEmail.get(person.email);
      if (account) this.register(account, person);
      return;
    }
    const existing = this.accountsByEmail.get(person.email);
    if (existing) return this.linkExisting(person, existing, roleNote);

    let sid = person.legacySid;
    if (!sid || this.sids.has(sid)) {
      if (sid) this.note('users', person.label, `old SID ${sid} belongs to another account here; given a new SID`);
      else this.note('users', person.label, 'no SID on the old site; given a new one');
      sid = this.freshId('SID', this.sids);
    }
    this.sids.add(sid);
    roleNote();
    const name = person.name || person.email.split('@')[0]!;
    const userId = this.dryRun ? `new:${person.email}` : randomUUID();
    const account: Account = { userId, sid, email: person.email, name, dob: person.dob };
    await this.write(async (tx) => {
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
      await this.queueSetPasswordMail(tx, account, person.language ?? DEFAULT_PREFERENCES.language);
      await recordAudit(tx, {
        actor: null,
        action: 'legacy.imported',
        entityType: 'user',
        entityId: userId,
        after: { name, email: person.email, sid, role: 'student', emailVerified: true },
      });
      for (const key of person.keys) await this.remember(tx, 'user', key, userId);
    });
    if (this.dryRun) for (const key of person.keys) await this.remember(null, 'user', key, userId);
    this.register(account, person);
    this.report.mails.queued++;
    this.report.mails.to.push(person.email);
    this.count('users', 'create');
  }

  /**
   * An account with the address was made on the new site before the import: it is the person's,
   * and keeps its password and sessions. It takes the old SID (the one on their papers) when
   * nothing here carries its new SID yet (no profile, order or certificate); otherwise the SID here
   * stays and the report says so. No mail: the person already has a way in.
   */
  private async linkExisting(person: Person, account: Account, roleNote: () => void): Promise<void> {
    const old = person.legacySid;
    let sid = account.sid;
    if (old && old !== account.sid) {
      const taken = this.sids.has(old);
      const inUse = await this.sidInUse(account);
      if (!taken && !inUse) {
        sid = old;
        this.note('users', person.label, `account here took its old SID ${old} (was ${account.sid})`);
      } else {
        this.note(
          'users',
          person.label,
          `account here keeps SID ${account.sid}; the old SID ${old} ${taken ? 'belongs to another account' : 'cannot replace it (it has a profile, order or certificate)'}`,
        );
      }
    }
    roleNote();
    const before = account.sid;
    await this.write(async (tx) => {
      if (sid !== before) await tx.update(users).set({ sid }).where(eq(users.id, account.userId));
      await recordAudit(tx, {
        actor: null,
        action: 'legacy.imported',
        entityType: 'user',
        entityId: account.userId,
        before: sid !== before ? { sid: before } : null,
        after: { email: account.email, sid, linked: true },
      });
      for (const key of person.keys) await this.remember(tx, 'user', key, account.userId);
    });
    if (this.dryRun) for (const key of person.keys) await this.remember(null, 'user', key, account.userId);
    if (sid !== before) {
      this.sids.add(sid);
      account.sid = sid;
    }
    this.register(account, person);
    this.count('users', 'update');
  }

  private async sidInUse(account: Account): Promise<boolean> {
    if (this.withProfile.has(account.userId)) return true;
    const [order] = await this.db
      .select({ id: orders.id })
      .from(orders)
      .where(sql`${orders.userId} = ${account.userId} or ${orders.sid} = ${account.sid}`)
      .limit(1);
    if (order) return true;
    const [cert] = await this.db
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.sid, account.sid))
      .limit(1);
    return cert !== undefined;
  }

  /**
   * The set-password mail: a password-reset link (better-auth's `reset-password:` token, opened at
   * /reset/new, used once) valid for `linkDays`, queued as a message in the same transaction as the
   * account, so it is sent once, by whichever process sends mail, and retried if the server is down.
   * Setting the password through it signs the person in like any reset.
   */
  private async queueSetPasswordMail(tx: Tx, account: Account, language: Language): Promise<void> {
    const token = randomBytes(24).toString('base64url');
    await tx.insert(verifications).values({
      id: randomUUID(),
      identifier: `reset-password:${token}`,
      value: account.userId,
      expiresAt: new Date(Date.now() + this.linkDays * 86_400_000),
    });
    const site = this.opts.publicUrl.replace(/\/$/, '');
    const callback = encodeURIComponent(`${site}${pathIn(language, '/reset/new')}`);
    await notify(tx, {
      userId: account.userId,
      kind: 'account.imported',
      channels: ['email'],
      params: {
        link: `${site}/api/auth/reset-password/${token}?callbackURL=${callback}`,
        days: this.linkDays,
        sid: account.sid,
        email: account.email,
      },
      dedupeKey: `legacy-import:${account.userId}`,
    });
  }

  private freshId(prefix: 'SID' | 'OID', taken: Set<string>): string {
    for (;;) {
      const id = generatePublicId(prefix);
      if (!taken.has(id)) return id;
    }
  }

  /** The account an old row names: by e-mail, Firebase uid, or SID, in that order. */
  private accountFor(...refs: Array<{ email?: unknown; uid?: unknown; sid?: unknown } | undefined>): Account | null {
    for (const ref of refs) {
      if (!ref) continue;
      const address = readEmail(ref.email);
      const byEmail = address ? this.accountsByEmail.get(address) : undefined;
      if (byEmail) return byEmail;
      const byUid = str(ref.uid) ? this.accountsByUid.get(str(ref.uid)) : undefined;
      if (byUid) return byUid;
      const sid = readSid(ref.sid);
      const bySid = sid ? this.accountsBySid.get(sid) : undefined;
      if (bySid) return bySid;
    }
    return null;
  }

  // ── Profiles ──

  async importProfiles(docs: Doc[]): Promise<void> {
    for (const doc of docs) await this.guard('profiles', doc, () => this.profileRow(doc));
  }

  /** One profile of the export. */
  private async profileRow(doc: Doc): Promise<void> {
    const id = str(doc._id);
    if (this.done('profile', id) !== undefined) {
      this.count('profiles', 'skip');
      return;
    }
    const account = this.accountFor({ email: doc.email, uid: doc.uid, sid: doc.sid });
    if (!account) {
      this.reject('profiles', id, `no account with e-mail "${str(doc.email)}" or SID "${str(doc.sid)}"`);
      return;
    }
    if (this.profiledNow.has(account.userId)) {
      this.reject('profiles', id, `a second profile for ${account.email}; the first one was imported`);
      return;
    }
    if (this.withProfile.has(account.userId)) {
      this.count('profiles', 'skip');
      this.note('profiles', id, `${account.email} has a profile here already; kept as it is`);
      return;
    }
    const dob = day(doc.dob) ?? account.dob;
    if (!dob)
      this.note(
        'profiles',
        id,
        `date of birth "${str(doc.dob)}" is not a date: the certificate check cannot match until the office corrects it`,
      );
    const phone = this.phone('profiles', id, 'phone', doc.phone);
    const emergency = this.phone('profiles', id, 'emergency', doc.emergency);
    const nid = asciiDigits(str(doc.nid)).replace(/[\s-]/g, '');
    if (nid && !NID_PATTERN.test(nid))
      this.note('profiles', id, `NID "${str(doc.nid)}" has not 10, 13 or 17 digits; kept as written`);
    const image = await this.image({ collection: 'profiles', id, field: 'image' }, doc.image, 'public', account.userId);
    const legacySid = readSid(doc.sid);
    if (legacySid && legacySid !== account.sid) {
      this.note(
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
    await this.write(async (tx) => {
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
      await this.remember(tx, 'profile', id, made!.id);
    });
    if (this.dryRun) await this.remember(null, 'profile', id, account.userId);
    if (dob) account.dob = dob;
    this.profiledNow.add(account.userId);
    this.withProfile.add(account.userId);
    this.count('profiles', 'create');
  }

  /**
   * A phone field in the app's form (01XXXXXXXXX): the first mobile number in the text; the others
   * are returned in `rest`. A text without one is kept as written (a landline is still worth a
   * call) and reported, so the office can correct it; the app's forms ask for a mobile at the next save.
   */
  private phone(collection: Collection, id: string, field: string, value: unknown): { first: string; rest: string[] } {
    const found = phonesIn(value);
    if (found.length === 0) {
      const raw = cleanLine(value, 40);
      if (raw) this.note(collection, id, `${field} "${raw}" is not a Bangladeshi mobile number; kept as written`);
      return { first: raw, rest: [] };
    }
    return { first: found[0]!, rest: found.slice(1) };
  }

  // ── Blogs ──

  async importBlogs(docs: Doc[]): Promise<void> {
    for (const doc of docs) await this.guard('blogs', doc, () => this.blogRow(doc));
  }

  /** One blog post of the export. */
  private async blogRow(doc: Doc): Promise<void> {
    const id = str(doc._id) || str(doc.bid);
    if (this.done('blog', id) !== undefined) {
      this.count('blogs', 'skip');
      return;
    }
    const bid = cleanLine(doc.bid, 60);
    if (!bid) {
      this.reject('blogs', id, 'no bid');
      return;
    }
    if (this.bids.has(bid)) {
      this.count('blogs', 'skip');
      this.note('blogs', id, `a blog ${bid} is here already; kept as it is`);
      return;
    }
    const created = moment(doc.createdAt) ?? objectIdTime(id) ?? new Date();
    let date = day(doc.date);
    if (!date) {
      date = created.toISOString().slice(0, 10);
      this.note('blogs', id, `publish date "${str(doc.date)}" is not a date; ${date} used`);
    }
    const images: string[] = [];
    for (const n of [1, 2, 3] as const) {
      images.push(await this.image({ collection: 'blogs', id, field: `image${n}` }, doc[`image${n}`], 'public', null));
    }
    const row = {
      bid,
      title1: cleanLine(doc.title1, 200),
      details1: cleanText(doc.details1),
      image1: images[0]!,
      title2: cleanLine(doc.title2, 200),
      details2: cleanText(doc.details2),
      image2: images[1]!,
      title3: cleanLine(doc.title3, 200),
      details3: cleanText(doc.details3),
      image3: images[2]!,
      date,
      createdAt: created,
    };
    await this.write(async (tx) => {
      const [made] = await tx.insert(blogs).values(row).returning({ id: blogs.id });
      await recordAudit(tx, {
        actor: null,
        action: 'legacy.imported',
        entityType: 'blog',
        entityId: bid,
        after: { legacyId: id, bid, title: row.title1 },
      });
      await this.remember(tx, 'blog', id, made!.id);
    });
    if (this.dryRun) await this.remember(null, 'blog', id, bid);
    this.bids.add(bid);
    this.count('blogs', 'create');
  }

  // ── Orders ──

  async importOrders(docs: Doc[]): Promise<void> {
    for (const doc of docs) await this.guard('orders', doc, () => this.orderRow(doc));
  }

  /** One booking of the export. */
  private async orderRow(doc: Doc): Promise<void> {
    const id = str(doc._id) || str(doc.oid);
    if (this.done('order', id) !== undefined) {
      this.count('orders', 'skip');
      return;
    }
    const embedded = (doc.course && typeof doc.course === 'object' ? doc.course : {}) as Doc;
    const user = (doc.user && typeof doc.user === 'object' ? doc.user : {}) as Doc;

    let oid = readOid(doc.oid);
    if (oid && this.oidsNow.has(oid)) {
      this.reject('orders', id, `OID ${oid} appears twice in the export; the first was imported`);
      return;
    }
    if (oid && this.oids.has(oid)) {
      this.reject('orders', id, `an order ${oid} is here already`);
      return;
    }
    if (!oid) {
      oid = this.freshId('OID', this.oids);
      this.note('orders', id, `OID "${str(doc.oid)}" is not OID + 8 digits; given ${oid}`);
    }

    // The course as booked: the order's own copy, filled in from the course where it lacks a field.
    const cid = cleanLine(embedded.cid ?? doc.cid, 60);
    const course = cid ? this.cids.get(cid) : undefined;
    const title = cleanLine(embedded.title, 200) || course?.title || '';
    if (!title) {
      this.reject('orders', id, `no course title in the order and no course "${cid}"`);
      return;
    }
    if (cid && !course) this.note('orders', id, `course "${cid}" is not here; the order keeps its own copy`);
    let price = wholeNumber(embedded.price) ?? course?.price ?? null;
    if (price === null) {
      this.note('orders', id, `no readable course price ("${str(embedded.price)}"); Tk 0 recorded`);
      price = 0;
    }

    let status = orderStatus(doc.status);
    if (!status) {
      status = 'pending';
      this.note('orders', id, `unknown status "${str(doc.status)}": imported as pending`);
    }

    const account = this.accountFor(
      { email: doc.email, uid: doc.uid, sid: doc.sid },
      { email: user.email, uid: user.uid, sid: user.sid },
    );
    if (!account) {
      this.note('orders', id, `no account for "${str(doc.email)}": imported without one (only staff see it)`);
    }

    const phones = [...phonesIn(doc.phone1), ...phonesIn(doc.phone2)].filter((p, i, all) => all.indexOf(p) === i);
    const phone1 = phones[0] ?? cleanLine(doc.phone1, 40);
    if (!phones[0])
      this.note(
        'orders',
        id,
        `phone1 "${cleanLine(doc.phone1, 40)}" is not a Bangladeshi mobile number; kept as written`,
      );
    if (str(doc.phone2) && phonesIn(doc.phone2).length === 0) {
      this.note('orders', id, `phone2 "${cleanLine(doc.phone2, 40)}" is not a Bangladeshi mobile number; left out`);
    }
    if (phones.length > 2) this.note('orders', id, `more than two numbers; ${phones.slice(2).join(', ')} left out`);
    const emergency = this.phone('orders', id, 'emergency', doc.emergency);

    const created = moment(doc.createdAt) ?? objectIdTime(id) ?? new Date();
    let sdate = day(doc.sdate);
    if (!sdate) {
      sdate = created.toISOString().slice(0, 10);
      this.note('orders', id, `start date "${str(doc.sdate)}" is not a date; ${sdate} (the booking day) used`);
    }

    const courseImage = embedded.image
      ? await this.image({ collection: 'orders', id, field: 'course.image' }, embedded.image, 'public', null)
      : (course?.image ?? '');
    const nidImage = await this.image(
      { collection: 'orders', id, field: 'image' },
      doc.image ?? doc.nidImage,
      'private',
      account?.userId ?? null,
    );

    const row = {
      oid,
      userId: account && !account.userId.startsWith('new:') ? account.userId : null,
      sid: account?.sid ?? readSid(doc.sid) ?? readSid(user.sid) ?? '',
      courseCid: cid,
      courseTitle: title,
      coursePrice: price,
      courseImage,
      courseDuration: cleanLine(embedded.duration, 100) || course?.duration || '',
      courseLesson: wholeNumber(embedded.lesson) ?? course?.lesson ?? 0,
      name: cleanLine(doc.name, 100) || account?.name || '',
      email: account?.email ?? readEmail(doc.email) ?? readEmail(user.email) ?? '',
      phone1,
      phone2: phones[1] ?? null,
      fname: cleanLine(doc.fname, 100),
      mname: cleanLine(doc.mname, 100),
      address: cleanText(doc.address, 300),
      emergency: emergency.first,
      sdate,
      cupon: cleanLine(doc.cupon, 40) || null,
      status,
      nidImage,
      createdAt: created,
    };
    await this.write(async (tx) => {
      const [made] = await tx.insert(orders).values(row).returning({ id: orders.id });
      await recordAudit(tx, {
        actor: null,
        action: 'legacy.imported',
        entityType: 'order',
        entityId: oid,
        after: { legacyId: id, oid, sid: row.sid, course: cid, price, status },
      });
      await this.remember(tx, 'order', id, made!.id);
    });
    if (this.dryRun) await this.remember(null, 'order', id, oid);
    this.oidsNow.add(oid);
    this.oids.add(oid);
    this.count('orders', 'create');
  }
}

function languageOf(value: unknown): Language | null {
  const text = str(value).toLowerCase();
  if (text.startsWith('bn') || text.startsWith('ben') || text === 'bangla') return 'bn';
  if (text.startsWith('en')) return 'en';
  return null;
}

/** Whether the legacy ledger table exists: a dry run never migrates, so it asks first. */
export async function ledgerExists(db: Db): Promise<boolean> {
  const result = (await db.execute(
    sql`select 1 from information_schema.tables where table_schema = 'public' and table_name = 'legacy_imports'`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}
