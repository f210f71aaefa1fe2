import { asc, count, desc, eq, inArray, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { contactMessages, contactNotes, type MessageRow } from '#server/db/schema/index.ts';
import type {
  ContactMessage,
  InboxMessage,
  InboxNote,
  InboxNoteCreate,
  InboxQuery,
  InboxSummary,
  InboxUpdate,
} from '#shared/schemas/contact.ts';
import { pageWindow } from '#shared/schemas/paging.ts';
import type { ContactMessageRow, ContactNoteRow } from '#server/db/schema/contact-messages.ts';
import { actorOf, recordAudit, type Tx } from '#server/lib/audit.ts';
import type { SessionUser } from '#server/auth/session.ts';
import { AppError } from '#server/lib/errors.ts';
import { queueMail } from '#server/features/messages/index.ts';
import { nowDate } from '#server/lib/clock.ts';

export interface SubmitContactDeps {
  db: Db;
  /** Where the school reads contact messages (SCHOOL_EMAIL, else the school's e-mail address). */
  schoolEmail: string;
}

/**
 * Stores the message and queues its mail to the school in one transaction. The stored row is the
 * message: staff read it in the dashboard's inbox whether or not the mail went out. The mail goes
 * through the message queue, so a mail server that refuses or cannot be reached is tried again
 * later (also after a restart) until it takes the mail; meanwhile the row is marked `failed` with
 * the reason (staff see that), and `sent` once it went.
 */
export async function submitContactMessage(deps: SubmitContactDeps, input: ContactMessage): Promise<{ id: string }> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      // Received at the app's time, not the database's: the inbox is in that order.
      .values({
        name: input.user_name,
        email: input.user_email,
        phone: input.phone,
        message: input.message,
        createdAt: nowDate(),
      })
      .returning({ id: contactMessages.id });
    const id = row!.id;
    await queueMail(tx, {
      kind: 'contact.message',
      to: deps.schoolEmail,
      replyTo: input.user_email,
      // The schema already refuses line breaks in a name; this keeps the header one line regardless.
      subject: `Contact form: ${input.user_name.replace(/\s+/g, ' ')}`,
      text: [
        `Name: ${input.user_name}`,
        `E-mail: ${input.user_email}`,
        ...(input.phone ? [`Phone: ${input.phone}`] : []),
        '',
        input.message,
        '',
        `(Message ${id}, sent through the website's contact form. Reply to this e-mail to answer.)`,
      ].join('\n'),
      dedupeKey: `contact:${id}`,
    });
    return { id };
  });
}

/**
 * What the queue reports about a mail's try (the app gives this to the message worker): for a
 * contact message's mail, the enquiry shows as mailed, or the failed try and why.
 */
export async function recordContactMail(
  db: Db,
  message: Pick<MessageRow, 'kind' | 'dedupeKey'>,
  error: string | null,
): Promise<void> {
  if (message.kind !== 'contact.message' || !message.dedupeKey?.startsWith('contact:')) return;
  const id = message.dedupeKey.slice('contact:'.length);
  await db
    .update(contactMessages)
    .set(
      error === null
        ? { mailStatus: 'sent', mailedAt: new Date(), mailError: null }
        : { mailStatus: 'failed', mailError: error.slice(0, 1000) },
    )
    .where(eq(contactMessages.id, id));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const toInboxNote = (row: ContactNoteRow): InboxNote => ({
  id: row.id,
  kind: row.kind,
  note: row.note,
  authorName: row.authorName,
  createdAt: row.createdAt.toISOString(),
});

/** The notes of these messages, oldest first, by message id: one query for a page of the inbox. */
async function notesOf(db: Db | Tx, ids: string[]): Promise<Map<string, InboxNote[]>> {
  const byMessage = new Map<string, InboxNote[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byMessage;
  const rows = await db
    .select()
    .from(contactNotes)
    .where(inArray(contactNotes.messageId, ids))
    .orderBy(asc(contactNotes.createdAt), asc(contactNotes.id));
  for (const row of rows) byMessage.get(row.messageId)?.push(toInboxNote(row));
  return byMessage;
}

export function toInboxMessage(row: ContactMessageRow, notes: InboxNote[] = []): InboxMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    mailStatus: row.mailStatus,
    readAt: iso(row.readAt),
    handledAt: iso(row.handledAt),
    notes,
  };
}

const STATUS_FILTER: Record<InboxQuery['status'], SQL | undefined> = {
  open: isNull(contactMessages.handledAt),
  handled: isNotNull(contactMessages.handledAt),
  all: undefined,
};

/** One page of the inbox, newest first, and how many messages match. */
export async function listInbox(db: Db, query: InboxQuery): Promise<{ items: InboxMessage[]; total: number }> {
  const where = STATUS_FILTER[query.status];
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(limit)
    .offset(offset);
  const total = where ? await db.$count(contactMessages, where) : await db.$count(contactMessages);
  const notes = await notesOf(
    db,
    rows.map((r) => r.id),
  );
  return { items: rows.map((r) => toInboxMessage(r, notes.get(r.id))), total };
}

/** The counts the dashboard shows beside "Enquiries". */
export async function inboxSummary(db: Db): Promise<InboxSummary> {
  const [row] = await db
    .select({
      open: count(),
      unread: sql<number>`count(*) filter (where ${contactMessages.readAt} is null)`.mapWith(Number),
    })
    .from(contactMessages)
    .where(isNull(contactMessages.handledAt));
  return { open: row?.open ?? 0, unread: row?.unread ?? 0 };
}

/**
 * Marks a message read (the first opening counts; later ones keep that time) and handled or open
 * again, recording who handled it. One UPDATE; an unknown id is CONTACT_MESSAGE_NOT_FOUND.
 */
export async function updateInboxMessage(
  db: Db,
  id: string,
  change: InboxUpdate,
  staffId: string,
): Promise<InboxMessage> {
  const now = nowDate();
  const [existing] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!existing) throw new AppError('CONTACT_MESSAGE_NOT_FOUND');
  const set: Partial<ContactMessageRow> = {};
  if (change.read && !existing.readAt) set.readAt = now;
  if (change.handled === true && !existing.handledAt)
    Object.assign(set, { handledAt: now, handledBy: staffId, readAt: existing.readAt ?? now });
  if (change.handled === false) Object.assign(set, { handledAt: null, handledBy: null });
  const notes = (await notesOf(db, [id])).get(id);
  if (Object.keys(set).length === 0) return toInboxMessage(existing, notes);
  const [row] = await db.update(contactMessages).set(set).where(eq(contactMessages.id, id)).returning();
  return toInboxMessage(row!, notes);
}

/**
 * Notes what the office did about an enquiry: a call, a reply or a note, with who and when
 * (docs/decisions/0481). Opening it counts as reading it; `handled` also marks it handled unless it
 * is already. The note, the change and their audit record commit together.
 */
export async function addInboxNote(
  db: Db,
  caller: SessionUser,
  id: string,
  body: InboxNoteCreate,
): Promise<InboxMessage> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!existing) throw new AppError('CONTACT_MESSAGE_NOT_FOUND');
    const now = new Date();
    await tx
      .insert(contactNotes)
      .values({ messageId: id, kind: body.kind, note: body.note, authorId: caller.id, authorName: caller.name });
    const set: Partial<ContactMessageRow> = {};
    if (!existing.readAt) set.readAt = now;
    if (body.handled && !existing.handledAt) Object.assign(set, { handledAt: now, handledBy: caller.id });
    const [row] =
      Object.keys(set).length > 0
        ? await tx.update(contactMessages).set(set).where(eq(contactMessages.id, id)).returning()
        : [existing];
    await recordAudit(tx, {
      actor: actorOf(caller),
      action: 'enquiry.answered',
      entityType: 'enquiry',
      entityId: id,
      after: { from: existing.name, answer: body.kind, note: body.note, handled: !!row!.handledAt },
    });
    return toInboxMessage(row!, (await notesOf(tx, [id])).get(id));
  });
}
