import { and, count, desc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { batchSeats, batches, messages, orders, type MessageRow } from '#server/db/schema/index.ts';
import type { MessageLogEntry, MessageLogQuery, MessageLogSummary, MessageState } from '#shared/schemas/messages.ts';
import { orderCourseTitleBn } from './course-title';
import { clockIn, dayIn } from '#shared/i18n/message-values.ts';
import { pageWindow } from '#shared/schemas/paging.ts';
import { todayInDhaka } from '#shared/dates.ts';
import type { SessionUser } from '#server/auth/session.ts';
import { AppError } from '#server/lib/errors.ts';
import { notify, smsSegmentsSpent } from './messages.service';

export function stateOf(row: Pick<MessageRow, 'status' | 'attempts'>): MessageState {
  return row.status === 'pending' && row.attempts > 0 ? 'retrying' : row.status;
}

const STATE_FILTER: Record<MessageLogQuery['state'], SQL | undefined> = {
  all: undefined,
  pending: and(eq(messages.status, 'pending'), eq(messages.attempts, 0)),
  retrying: and(eq(messages.status, 'pending'), gt(messages.attempts, 0)),
  sending: eq(messages.status, 'sending'),
  sent: eq(messages.status, 'sent'),
  failed: eq(messages.status, 'failed'),
};

function toEntry(row: MessageRow): MessageLogEntry {
  return {
    id: row.id,
    channel: row.channel,
    kind: row.kind,
    recipient: row.recipient,
    language: row.language,
    subject: row.subject,
    body: row.body,
    segments: row.segments,
    state: stateOf(row),
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
  };
}

/** One page of the message log, newest first. */
export async function listMessageLog(db: Db, query: MessageLogQuery) {
  const where = and(
    STATE_FILTER[query.state],
    query.channel === 'all' ? undefined : eq(messages.channel, query.channel),
  );
  const { limit, offset } = pageWindow(query);
  const rows = await db
    .select()
    .from(messages)
    .where(where)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(messages).where(where);
  return { items: rows.map(toEntry), total: total?.n ?? 0 };
}

export async function messageLogSummary(db: Db, dailySegments: number, now: number): Promise<MessageLogSummary> {
  const [row] = await db
    .select({
      failed: sql<number>`count(*) filter (where ${messages.status} = 'failed')`.mapWith(Number),
      retrying:
        sql<number>`count(*) filter (where ${messages.status} = 'pending' and ${messages.attempts} > 0)`.mapWith(
          Number,
        ),
    })
    .from(messages);
  return {
    segmentsToday: await smsSegmentsSpent(db, todayInDhaka(now)),
    dailySegments,
    failed: row?.failed ?? 0,
    retrying: row?.retrying ?? 0,
  };
}

/**
 * Queues the office's notice to every student seated in a batch (each in their language and by
 * the channels they chose), in one transaction: the notice reaches all of them or none.
 */
export async function sendBatchNotice(
  db: Db,
  caller: SessionUser,
  batchId: string,
  text: string,
): Promise<{ students: number; messages: number }> {
  if (!/^[0-9a-f-]{36}$/i.test(batchId)) throw new AppError('BATCH_NOT_FOUND');
  const [batch] = await db.select().from(batches).where(eq(batches.id, batchId));
  if (!batch) throw new AppError('BATCH_NOT_FOUND');
  // A teacher tells their own batch (a session moved, rain on the ground); the office any batch.
  if (caller.role !== 'admin' && batch.teacherId !== caller.id) throw new AppError('FORBIDDEN');
  const seats = await db
    .select({ userId: orders.userId, phone: orders.phone1, course: orders.courseTitle, courseBn: orderCourseTitleBn })
    .from(batchSeats)
    .innerJoin(orders, eq(orders.id, batchSeats.orderId))
    .where(and(eq(batchSeats.batchId, batchId), isNotNull(orders.userId)));
  // The batch as the notice names it: its course and when it started, in the message's language
  // (a Bengali one in Bengali words and digits, the English title when no Bengali one is written).
  const course = seats[0]?.course ?? batch.courseCid;
  const label = {
    batch: `${course} ${batch.startDate} ${batch.time}`,
    batch_bn: `${seats[0]?.courseBn || course} ${dayIn('bn', batch.startDate)} ${clockIn('bn', batch.time)}`,
  };
  return db.transaction(async (tx) => {
    let queued = 0;
    for (const s of seats) {
      queued += await notify(tx, {
        userId: s.userId!,
        kind: 'batch.notice',
        phone: s.phone,
        params: { ...label, text },
      });
    }
    return { students: seats.length, messages: queued };
  });
}
