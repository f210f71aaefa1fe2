import { count, desc, eq, isNull, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';
import type {
  ContactMessage,
  InboxMessage,
  InboxQuery,
  InboxSummary,
  InboxUpdate,
} from '../../../shared/schemas/contact';
import { pageWindow } from '../../../shared/schemas/paging';
import type { ContactMessageRow } from '../../db/schema/contact-messages';
import { AppError } from '../../lib/errors';
import type { Mailer } from '../../lib/mail';

export interface SubmitContactDeps {
  db: Db;
  mailer: Mailer;
  /** Where the school reads contact messages (SCHOOL_EMAIL, else the school's e-mail address). */
  schoolEmail: string;
  log: Pick<FastifyBaseLogger, 'error'>;
}

/**
 * Stores the message first, then e-mails it to the school. The stored row is the message: staff
 * read it in the dashboard's inbox whether or not the mail went out. When the mail server refuses
 * or cannot be reached the row is marked `failed` with the reason (staff see that), and the
 * visitor is still told the message was received, because it was.
 */
export async function submitContactMessage(deps: SubmitContactDeps, input: ContactMessage): Promise<{ id: string }> {
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ name: input.user_name, email: input.user_email, phone: input.phone, message: input.message })
    .returning({ id: contactMessages.id });
  const id = row!.id;

  try {
    await deps.mailer.send({
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
    });
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    deps.log.error({ err, contactMessageId: id }, 'contact message stored, but the mail to the school failed');
    await deps.db
      .update(contactMessages)
      .set({ mailStatus: 'failed', mailError: reason.slice(0, 1000) })
      .where(eq(contactMessages.id, id));
    return { id };
  }

  await deps.db
    .update(contactMessages)
    .set({ mailStatus: 'sent', mailedAt: new Date() })
    .where(eq(contactMessages.id, id));
  return { id };
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
  const now = new Date();
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
