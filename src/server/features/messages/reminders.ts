import { and, eq, isNotNull, like, lte } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import type { Tx } from '#server/lib/audit.ts';
import { batchSeats, batches, messages, orders } from '#server/db/schema/index.ts';
import { sessionDates } from '#shared/batch-schedule.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import { notify } from './messages.service';
import { courseParams, orderCourseTitleBn } from './course-title';

/** One reminder per batch, day and seat: the key that keeps it one message (and finds it again). */
const reminderKey = (batchId: string, day: string, orderId: string) => `reminder:${batchId}:${day}:${orderId}`;

/** Hour of the day in Khulna at `now`. */
function dhakaHour(now: number): number {
  return new Date(now + 6 * 3600 * 1000).getUTCHours();
}

/**
 * Queues tomorrow's session reminders, once it is `fromHour` (the evening) in Khulna: one per student seated in a
 * batch that meets tomorrow. Every process runs this on its own; each reminder's dedupe key (batch,
 * day, seat) lets only the first write it, so two processes send each reminder once.
 */
export async function queueSessionReminders(db: Db, now: number, fromHour: number): Promise<number> {
  if (dhakaHour(now) < fromHour) return 0;
  const tomorrow = addDays(todayInDhaka(now), 1);
  const rows = await db
    .select({
      batchId: batches.id,
      startDate: batches.startDate,
      weekdays: batches.weekdays,
      sessions: batches.sessions,
      time: batches.time,
      place: batches.place,
      orderId: orders.id,
      oid: orders.oid,
      userId: orders.userId,
      phone: orders.phone1,
      course: orders.courseTitle,
      courseBn: orderCourseTitleBn,
    })
    .from(batchSeats)
    .innerJoin(batches, eq(batches.id, batchSeats.batchId))
    .innerJoin(orders, eq(orders.id, batchSeats.orderId))
    .where(and(lte(batches.startDate, tomorrow), isNotNull(orders.userId)));
  let queued = 0;
  for (const r of rows) {
    if (!sessionDates(r.startDate, r.weekdays, r.sessions).includes(tomorrow)) continue;
    queued += await notify(db, {
      userId: r.userId!,
      kind: 'session.reminder',
      phone: r.phone,
      params: {
        ...courseParams('batch', r.course, r.courseBn),
        date: tomorrow,
        time: r.time,
        place: r.place,
        link: '/dashboard/my-course',
      },
      dedupeKey: reminderKey(r.batchId, tomorrow, r.orderId),
    });
  }
  return queued;
}

/**
 * Stops the session reminders of an order that ended (cancelled, transferred) which are queued but
 * not sent yet (an SMS waiting for the next day's budget, a retry): they are marked failed with the
 * reason, so the office's log says why they did not go. With its seat freed, the order gets no new
 * ones. Runs in the transaction that ends the order. Answers how many were stopped.
 */
export async function cancelSessionReminders(tx: Tx, orderId: string): Promise<number> {
  const stopped = await tx
    .update(messages)
    .set({ status: 'failed', lastError: 'Not sent: the booking ended (cancelled or moved to another course).' })
    .where(
      and(
        eq(messages.kind, 'session.reminder'),
        eq(messages.status, 'pending'),
        like(messages.dedupeKey, reminderKey('%', '%', `${orderId}:%`)),
      ),
    )
    .returning({ id: messages.id });
  return stopped.length;
}
