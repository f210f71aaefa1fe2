import type { Db } from '#server/db/client.ts';
import {
  blogs,
  courses,
  legacyImports,
  orders,
  profiles,
  users,
  type LegacyImportKind,
} from '#server/db/schema/index.ts';
import type { Tx } from '#server/lib/audit.ts';
import { generatePublicId } from '#server/lib/ids.ts';
import type { Storage } from '#server/lib/storage.ts';
import { DEFAULT_FETCH_LIMITS, type FetchLimits } from './image-download';
import { cleanLine, phonesIn, str } from './normalize';
import { COLLECTIONS, type Collection, type Doc } from './read-export';

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
  /** What the app's first start put in to try it out: removed (dry run: would be), or kept and why. */
  samples: {
    removedCourses: Array<{ cid: string; title: string }>;
    keptCourses: Array<{ cid: string; title: string; reason: string }>;
    removedAccounts: string[];
    keptAccounts: Array<{ email: string; reason: string }>;
  };
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

/** An account here that the old rows attach to. `userId` is a placeholder in a dry run for one not made yet. */
export interface Account {
  userId: string;
  sid: string;
  email: string;
  name: string;
  dob: string | null;
}

/** A course as an old order may need it, to fill in what the order's own copy lacks. */
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
 * One run of the import: what it knows of the database (the ledger of rows brought over before,
 * the accounts, SIDs, OIDs, course and blog ids in use) and what it has done so far (the report).
 * The steps (courses.ts, accounts.ts, profiles.ts, blogs.ts, orders.ts, imported-image.ts) read and add to
 * it, one old row at a time.
 */
export class ImportRun {
  readonly report: ImportReport;
  readonly db: Db;
  readonly dryRun: boolean;
  readonly limits: FetchLimits;
  readonly linkDays: number;
  /** `kind:legacyKey` → target, for everything imported before (and, in a dry run, planned now). */
  readonly ledger = new Map<string, string>();
  readonly accountsByEmail = new Map<string, Account>();
  readonly accountsBySid = new Map<string, Account>();
  readonly accountsByUid = new Map<string, Account>();
  /** SIDs and OIDs in use here or given in this run. */
  readonly sids = new Set<string>();
  readonly oids = new Set<string>();
  readonly cids = new Map<string, CourseCopy>();
  readonly bids = new Set<string>();
  /** Accounts that have a profile (here before, or imported in this run). */
  readonly withProfile = new Set<string>();
  /** Accounts given a profile, and OIDs given to orders, by this run. */
  readonly profiledNow = new Set<string>();
  readonly oidsNow = new Set<string>();
  /** Source images already tried in this run: their upload address, or why they could not be had. */
  readonly tried = new Map<string, { url: string; reason: string }>();

  constructor(readonly opts: ImportOptions) {
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
      samples: { removedCourses: [], keptCourses: [], removedAccounts: [], keptAccounts: [] },
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

  // ── The report and the ledger ──

  count(collection: Collection, action: RowAction) {
    this.report.counts[collection][action]++;
  }

  reject(collection: Collection, id: string, reason: string) {
    this.count(collection, 'reject');
    this.report.rejected.push({ collection, id, reason });
  }

  note(collection: Collection, id: string, note: string) {
    this.report.notes.push({ collection, id, note });
  }

  done(kind: LegacyImportKind, key: string): string | undefined {
    return this.ledger.get(`${kind}:${key}`);
  }

  /**
   * The key (a bid, a cid: `field`) of a document of a collection kept by its key, or undefined when
   * the document is not to be brought over: imported by an earlier run (skipped), without a key
   * (rejected), or with a key the site has already, made here or imported under another _id
   * (skipped and noted: the one here is the one that counts).
   */
  newKey(
    collection: 'blogs' | 'courses',
    kind: 'blog' | 'course',
    field: 'bid' | 'cid',
    id: string,
    raw: unknown,
  ): string | undefined {
    if (this.done(kind, id) !== undefined) {
      this.count(collection, 'skip');
      return undefined;
    }
    const key = cleanLine(raw, 60);
    if (!key) {
      this.reject(collection, id, `no ${field}`);
      return undefined;
    }
    if ((field === 'bid' ? this.bids : this.cids).has(key)) {
      this.count(collection, 'skip');
      this.note(collection, id, `a ${kind} ${key} is here already; kept as it is`);
      return undefined;
    }
    return key;
  }

  /** Records an old key as brought over: in the transaction of the row it became (nothing in a dry run). */
  async remember(tx: Tx | null, kind: LegacyImportKind, key: string, target: string): Promise<void> {
    this.ledger.set(`${kind}:${key}`, target);
    if (tx) await tx.insert(legacyImports).values({ kind, legacyKey: key, target }).onConflictDoNothing();
  }

  /**
   * Imports one row; a row the database refuses (or whose upload cannot be stored) is rejected
   * with the reason, and the rows after it still go in. Its transaction rolled back, so it left
   * nothing behind, and the next run tries it again.
   */
  async guard(collection: Collection, doc: Doc, row: () => Promise<void>): Promise<void> {
    try {
      await row();
    } catch (err) {
      const cause = (err as { cause?: { message?: string } }).cause?.message;
      this.reject(collection, str(doc._id), `could not be written: ${cause ?? (err as Error).message}`);
    }
  }

  /** Runs `write` in one transaction, or not at all in a dry run. */
  async write(fn: (tx: Tx) => Promise<void>): Promise<void> {
    if (this.dryRun) return;
    await this.db.transaction(fn);
  }

  /**
   * A phone field in the app's form (01XXXXXXXXX): the first mobile number in the text; the others
   * are returned in `rest`. A text without one is kept as written (a landline is still worth a
   * call) and reported, so the office can correct it; the app's forms ask for a mobile at the next save.
   */
  phone(collection: Collection, id: string, field: string, value: unknown): { first: string; rest: string[] } {
    const found = phonesIn(value);
    if (found.length === 0) {
      const raw = cleanLine(value, 40);
      if (raw) this.note(collection, id, `${field} "${raw}" is not a Bangladeshi mobile number; kept as written`);
      return { first: raw, rest: [] };
    }
    return { first: found[0]!, rest: found.slice(1) };
  }

  freshId(prefix: 'SID' | 'OID', taken: Set<string>): string {
    for (;;) {
      const id = generatePublicId(prefix);
      if (!taken.has(id)) return id;
    }
  }
}
