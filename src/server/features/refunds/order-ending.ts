import { and, eq, isNull, sql } from 'drizzle-orm';
import { batchSeats, batches, orders } from '#server/db/schema/index.ts';
import type { OrderEnding } from '#shared/constants.ts';
import type { Tx } from '#server/lib/audit.ts';
import { cancelSessionReminders } from '#server/features/messages/index.ts';

export interface Ending {
  /** The batch whose seat the order gave back, if it had one. */
  seatFreedIn: string | null;
  /** Session reminders queued but not sent that were stopped. */
  remindersStopped: number;
}

/**
 * Ends an order before its course did (docs/decisions/0440, 0441), in the caller's transaction:
 * marks it cancelled or transferred, gives its batch seat back (the seat row goes and the batch's
 * count drops, as when an order is deleted) and stops its queued session reminders. An order that
 * already ended is left as it is (null). The caller holds the order's row locked.
 */
export async function endOrder(tx: Tx, orderId: string, as: OrderEnding, now: number): Promise<Ending | null> {
  const [ended] = await tx
    .update(orders)
    .set({ endedAs: as, endedAt: new Date(now) })
    .where(and(eq(orders.id, orderId), isNull(orders.endedAs)))
    .returning({ id: orders.id });
  if (!ended) return null;
  const [seat] = await tx
    .delete(batchSeats)
    .where(eq(batchSeats.orderId, orderId))
    .returning({ batchId: batchSeats.batchId });
  if (seat) {
    await tx
      .update(batches)
      .set({ seatsTaken: sql`${batches.seatsTaken} - 1` })
      .where(eq(batches.id, seat.batchId));
  }
  return { seatFreedIn: seat?.batchId ?? null, remindersStopped: await cancelSessionReminders(tx, orderId) };
}
