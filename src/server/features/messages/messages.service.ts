import { and, eq, getTableColumns, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Tx } from '#server/lib/audit.ts';
import {
  messagePreferences,
  messages,
  profiles,
  smsBudgetDays,
  users,
  type MessageRow,
} from '#server/db/schema/index.ts';
import { renderMessage, type MessageKind } from '#shared/i18n/messages.ts';
import { smsRecipient, smsSize } from '#shared/sms.ts';
import { pathIn, type Language } from '#shared/language.ts';
import { getSchool } from '#server/features/school/index.ts';
import { todayInDhaka } from '#shared/dates.ts';

/** The database or one of its transactions: a message is best written by the change it tells about. */
type DbOrTx = Db | Tx;

export interface MessagePreferences {
  language: Language;
  sms: boolean;
  email: boolean;
  reminders: boolean;
}

/**
 * What a person receives when they have not chosen: Bengali (most students read it first), SMS
 * (what they read) and e-mail where there is an address, and the evening reminders.
 */
export const DEFAULT_PREFERENCES: MessagePreferences = { language: 'bn', sms: true, email: true, reminders: true };

export async function getMessagePreferences(db: DbOrTx, userId: string): Promise<MessagePreferences> {
  const [row] = await db.select().from(messagePreferences).where(eq(messagePreferences.userId, userId));
  return row
    ? { language: row.language, sms: row.sms, email: row.email, reminders: row.reminders }
    : DEFAULT_PREFERENCES;
}

/**
 * The language a person chose for their messages, or null when they never chose one (then the
 * notices go in DEFAULT_PREFERENCES' language, but a mail that must not be misread goes in both).
 */
export async function savedMessageLanguage(db: DbOrTx, userId: string): Promise<Language | null> {
  const [row] = await db
    .select({ language: messagePreferences.language })
    .from(messagePreferences)
    .where(eq(messagePreferences.userId, userId));
  return row?.language ?? null;
}

export async function saveMessagePreferences(
  db: Db,
  userId: string,
  prefs: MessagePreferences,
): Promise<MessagePreferences> {
  await db
    .insert(messagePreferences)
    .values({ userId, ...prefs })
    .onConflictDoUpdate({ target: messagePreferences.userId, set: { ...prefs, updatedAt: new Date() } });
  return prefs;
}

let siteUrl = 'http://localhost:3000';
let officeEmailOverride: string | undefined;
/**
 * The site's address, for the links in messages (`link` params are paths of pages, put in the
 * person's language), and SCHOOL_EMAIL, the office's address when it is set. Set once by the app at
 * start-up: messages are written deep inside services that do not carry the configuration.
 */
export function configureMessages(opts: { siteUrl: string; officeEmail?: string }): void {
  siteUrl = opts.siteUrl.replace(/\/$/, '');
  officeEmailOverride = opts.officeEmail;
}

/**
 * Queues a notice to the school's office by SMS (its first phone, when it is a mobile) and mail
 * (SCHOOL_EMAIL, else the e-mail on the School Settings page).
 */
export async function notifyStaffOffice(
  db: DbOrTx,
  input: Omit<OfficeNoticeInput, 'phone' | 'email'>,
): Promise<number> {
  return notifyOffice(db, { ...input, ...(await officeContact(db as Db)) });
}

/**
 * Where the office's notices go. Read from this process's copy of the school's facts when `db` is
 * the database itself (not a transaction, which has no copy of its own), so a caller about to open
 * a transaction can read it first and save a query inside.
 */
export async function officeContact(db: Db): Promise<{ phone?: string; email?: string }> {
  const school = await getSchool(db);
  return { phone: school.phones[0], email: officeEmailOverride ?? school.email };
}

type Params = Record<string, string | number>;

export interface NotifyInput {
  /** The person the message is for. */
  userId: string;
  kind: MessageKind;
  params: Params;
  /** The number to text instead of the one on their profile (a booking's own phone). */
  phone?: string | null;
  /**
   * Makes the notice one message however often it is raised (the evening reminder, seen by every
   * app process): a second notify with the same key writes nothing.
   */
  dedupeKey?: string;
  /**
   * Only these channels (default both). A mail that carries a sign-in link goes by mail only: an
   * SMS is read on a shared or borrowed phone as often as not, and costs the day's budget.
   */
  channels?: ReadonlyArray<'sms' | 'email'>;
}

interface Draft {
  channel: 'sms' | 'email';
  kind: MessageKind;
  userId: string | null;
  recipient: string;
  language: Language;
  params: Params;
  dedupeKey?: string;
}

/**
 * Queues the SMS and the e-mail of one notice for a person, in their language and as they chose
 * (a channel they turned off is skipped; an SMS needs a Bangladeshi mobile number). Pass the
 * transaction of the change the notice is about, so both commit together. Returns how many
 * messages were queued.
 */
export async function notify(db: DbOrTx, input: NotifyInput): Promise<number> {
  return queue(db, await personDrafts(db, input));
}

/**
 * One notice to a person and one to the office, queued in one statement: a booking raises both
 * in its transaction, where each round trip holds the transaction open a little longer.
 */
export async function notifyPersonAndOffice(
  db: DbOrTx,
  person: NotifyInput,
  office: OfficeNoticeInput,
  /** The person as the caller already read them (recipientColumns), saving the read here. */
  known?: Recipient | null,
): Promise<number> {
  const drafts = known === undefined ? await personDrafts(db, person) : draftsFor(known, person);
  return queue(db, [...drafts, ...officeDrafts(office)]);
}

/**
 * What a person's messages need to know of them: selected with `users` (joined to `profiles` and
 * `messagePreferences` on the user's id), so a caller that reads the account anyway reads these too.
 */
export const recipientColumns = {
  name: users.name,
  email: users.email,
  phone: profiles.phone,
  language: messagePreferences.language,
  sms: messagePreferences.sms,
  mail: messagePreferences.email,
  reminders: messagePreferences.reminders,
};

export interface Recipient {
  name: string;
  email: string | null;
  phone: string | null;
  language: Language | null;
  sms: boolean | null;
  mail: boolean | null;
  reminders: boolean | null;
}

/** The person's messages of one notice: their name, address, phone and choices in one query. */
async function personDrafts(db: DbOrTx, input: NotifyInput): Promise<Draft[]> {
  const [person] = await db
    .select(recipientColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(messagePreferences, eq(messagePreferences.userId, users.id))
    .where(eq(users.id, input.userId));
  return draftsFor(person ?? null, input);
}

function draftsFor(person: Recipient | null, input: NotifyInput): Draft[] {
  if (!person) return [];
  const prefs: MessagePreferences =
    person.language === null
      ? DEFAULT_PREFERENCES
      : { language: person.language, sms: person.sms!, email: person.mail!, reminders: person.reminders! };
  if (input.kind === 'session.reminder' && !prefs.reminders) return [];
  const params = { name: person.name, ...input.params };
  const drafts: Draft[] = [];
  const base = { kind: input.kind, userId: input.userId, language: prefs.language, params };
  const phone = input.phone ?? person.phone;
  const channels = input.channels ?? ['sms', 'email'];
  if (prefs.sms && phone && channels.includes('sms')) {
    drafts.push({
      ...base,
      channel: 'sms',
      recipient: smsRecipient(phone) ?? phone,
      dedupeKey: keyed(input.dedupeKey, 'sms'),
    });
  }
  if (prefs.email && person.email && channels.includes('email')) {
    drafts.push({ ...base, channel: 'email', recipient: person.email, dedupeKey: keyed(input.dedupeKey, 'email') });
  }
  return drafts;
}

export interface OfficeNoticeInput {
  kind: MessageKind;
  params: Params;
  /** The office's phone (any spelling) and e-mail; either may be missing. */
  phone?: string | null;
  email?: string | null;
  dedupeKey?: string;
}

/** Queues a notice to the school's office (in Bengali, the office's language) by SMS and mail. */
export async function notifyOffice(db: DbOrTx, input: OfficeNoticeInput): Promise<number> {
  return queue(db, officeDrafts(input));
}

function officeDrafts(input: OfficeNoticeInput): Draft[] {
  const base = { kind: input.kind, userId: null, language: 'bn' as const, params: input.params };
  const drafts: Draft[] = [];
  const phone = input.phone ? smsRecipient(input.phone) : null;
  if (phone) drafts.push({ ...base, channel: 'sms', recipient: phone, dedupeKey: keyed(input.dedupeKey, 'sms') });
  if (input.email) {
    drafts.push({ ...base, channel: 'email', recipient: input.email, dedupeKey: keyed(input.dedupeKey, 'email') });
  }
  return drafts;
}

/** Queues one mail with a text of its own (the contact form's message to the office). */
export async function queueMail(
  db: DbOrTx,
  mail: { kind: MessageKind; to: string; subject: string; text: string; replyTo?: string; dedupeKey?: string },
): Promise<void> {
  await db
    .insert(messages)
    .values({
      channel: 'email',
      kind: mail.kind,
      recipient: mail.to,
      language: 'en',
      subject: mail.subject,
      body: mail.text,
      replyTo: mail.replyTo,
      dedupeKey: mail.dedupeKey,
    })
    .onConflictDoNothing({ target: messages.dedupeKey });
}

const keyed = (key: string | undefined, channel: string) => (key ? `${key}:${channel}` : undefined);

/**
 * The message rows of one notice to a person (as already read, recipientColumns) and one to the
 * office, for a caller that writes them in a statement of its own.
 */
export function personAndOfficeRows(person: NotifyInput, office: OfficeNoticeInput, known: Recipient | null) {
  return messageRows([...draftsFor(known, person), ...officeDrafts(office)]);
}

async function queue(db: DbOrTx, drafts: Draft[]): Promise<number> {
  if (drafts.length === 0) return 0;
  const inserted = await db
    .insert(messages)
    .values(messageRows(drafts))
    .onConflictDoNothing({ target: messages.dedupeKey })
    .returning({ id: messages.id });
  return inserted.length;
}

function messageRows(drafts: Draft[]) {
  return drafts.map((d) => {
    const link =
      typeof d.params.link === 'string' && d.params.link.startsWith('/')
        ? siteUrl + pathIn(d.language, d.params.link)
        : d.params.link;
    const texts = renderMessage(d.kind, d.language, { ...d.params, ...(link !== undefined ? { link } : {}) });
    const base = {
      kind: d.kind,
      userId: d.userId,
      recipient: d.recipient,
      language: d.language,
      dedupeKey: d.dedupeKey,
    };
    if (d.channel === 'email') return { ...base, channel: 'email' as const, subject: texts.subject, body: texts.mail };
    // A number that is not a Bangladeshi mobile is logged as failed, so the office sees whom it missed.
    const valid = /^\+8801[3-9]\d{8}$/.test(d.recipient);
    return {
      ...base,
      channel: 'sms' as const,
      body: texts.sms,
      segments: smsSize(texts.sms).segments,
      ...(valid ? {} : { status: 'failed' as const, lastError: 'Not a Bangladeshi mobile number.' }),
    };
  });
}

/**
 * Takes up to `limit` messages that are due: waiting ones whose time has come, and ones a worker
 * claimed but never finished (it crashed) once their lock ran out. FOR UPDATE SKIP LOCKED lets
 * several processes claim at once without taking the same row.
 */
export async function claimDueMessages(db: Db, limit: number, lockMs: number): Promise<MessageRow[]> {
  const now = new Date();
  const due = db
    .select({ id: messages.id })
    .from(messages)
    .where(
      or(
        and(eq(messages.status, 'pending'), lte(messages.nextAttemptAt, now)),
        and(eq(messages.status, 'sending'), lt(messages.lockedUntil, now)),
      ),
    )
    .orderBy(messages.nextAttemptAt, messages.seq)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(messages)
    .set({
      status: 'sending',
      attempts: sql`${messages.attempts} + 1`,
      lockedUntil: new Date(now.getTime() + lockMs),
    })
    .where(inArray(messages.id, due))
    .returning({ ...getTableColumns(messages), due: dueText });
  // RETURNING keeps no order: put them back in the queue's (when due, to the microsecond, which a
  // Date does not keep; then the order queued), so a person's messages go out in turn.
  return claimed
    .sort((a, b) => (a.due < b.due ? -1 : a.due > b.due ? 1 : a.seq - b.seq))
    .map(({ due: _due, ...m }) => m);
}

/** When a message is due, as text that sorts like the time itself, to the microsecond. */
const dueText = sql<string>`to_char(${messages.nextAttemptAt} at time zone 'UTC', 'YYYYMMDDHH24MISSUS')`;

export async function markSent(db: Db, id: string, ref?: string): Promise<void> {
  await db
    .update(messages)
    .set({ status: 'sent', sentAt: new Date(), lockedUntil: null, lastError: null, providerRef: ref ?? null })
    .where(eq(messages.id, id));
}

/** A failed try: again after `retryAt`, or never (`retryAt` null). */
export async function markFailed(db: Db, id: string, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(messages)
    .set({
      status: retryAt ? 'pending' : 'failed',
      nextAttemptAt: retryAt ?? undefined,
      lockedUntil: null,
      lastError: error.slice(0, 1000),
    })
    .where(eq(messages.id, id));
}

/** Puts a message back without counting the try (the day's SMS budget is spent). */
export async function deferMessage(db: Db, id: string, until: Date, reason: string): Promise<void> {
  await db
    .update(messages)
    .set({
      status: 'pending',
      nextAttemptAt: until,
      lockedUntil: null,
      lastError: reason,
      attempts: sql`greatest(${messages.attempts} - 1, 0)`,
    })
    .where(eq(messages.id, id));
}

/**
 * Spends `segments` SMS parts of the day's budget, or none when that would pass `cap`. One
 * conditional upsert on the day's row: the database serialises racing senders on that row, so the
 * cap holds however many processes send at once.
 */
export async function reserveSmsSegments(
  db: Db,
  segments: number,
  cap: number,
  day = todayInDhaka(),
): Promise<boolean> {
  const result = (await db.execute(sql`
    insert into ${smsBudgetDays} (day, segments)
    select ${day}::text, ${segments}::int where ${segments}::int <= ${cap}::int
    on conflict (day) do update set segments = ${smsBudgetDays}.segments + excluded.segments
    where ${smsBudgetDays}.segments + excluded.segments <= ${cap}::int
    returning segments`)) as unknown as { rows: unknown[] };
  return result.rows.length > 0;
}

/** Gives back parts reserved for an SMS the provider refused. */
export async function releaseSmsSegments(db: Db, segments: number, day = todayInDhaka()): Promise<void> {
  await db
    .update(smsBudgetDays)
    .set({ segments: sql`greatest(${smsBudgetDays.segments} - ${segments}, 0)` })
    .where(eq(smsBudgetDays.day, day));
}

export async function smsSegmentsSpent(db: Db, day = todayInDhaka()): Promise<number> {
  const [row] = await db.select().from(smsBudgetDays).where(eq(smsBudgetDays.day, day));
  return row?.segments ?? 0;
}
