import { count, desc, eq, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { contactMessages, type MessageRow } from '#server/db/schema/index.ts';
import type { ContactMessage, InboxMessage, InboxQuery, InboxSummary, InboxUpdate } from '#shared/schemas/contact.ts';
import { pageWindow } from '#shared/schemas/paging.ts';
import type { ContactMessageRow } from '#server/db/schema/contact-messages.ts';
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

export function toInboxMessage(row: ContactMessageRow): InboxMessage {
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
  return { items: rows.map(toInboxMessage), total };
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
  if (Object.keys(set).length === 0) return toInboxMessage(existing);
  const [row] = await db.update(contactMessages).set(set).where(eq(contactMessages.id, id)).returning();
  return toInboxMessage(row!);
}
