import { and, eq, sql } from 'drizzle-orm';
import { batchSeats, batches } from '#server/db/schema/index.ts';
import { AppError } from '#server/lib/errors.ts';
import { actorOf, recordAudit, type Tx } from '#server/lib/audit.ts';
import type { SessionUser } from '#server/auth/session.ts';
import { notifyBatchPlacement } from '#server/features/messages/index.ts';

/**
 * Takes one seat of a batch for an order, inside the caller's transaction: the seat is counted with
 * one conditional update (`seats_taken < capacity`), so of any number of placements at once no more
 * than the seats succeed and the rest are 409 `BATCH_FULL` (rolling back whatever their transaction
 * did). The seat row (unique per order), the audit record and the student's placement message go
 * in the same transaction. Placing a student and moving an order to another course both use it.
 */
export async function takeSeat(
  tx: Tx,
  caller: SessionUser,
  batchId: string,
  order: { id: string; oid: string },
  today: string,
  fields?: { batchId: string },
): Promise<void> {
  const [taken] = await tx
    .update(batches)
    .set({ seatsTaken: sql`${batches.seatsTaken} + 1` })
    .where(and(eq(batches.id, batchId), sql`${batches.seatsTaken} < ${batches.capacity}`))
    .returning({ seatsTaken: batches.seatsTaken });
  if (!taken) throw new AppError('BATCH_FULL', fields);
  await tx.insert(batchSeats).values({ batchId, orderId: order.id, placedBy: caller.id });
  await recordAudit(tx, {
    actor: actorOf(caller),
    action: 'batch.student_placed',
    entityType: 'batch',
    entityId: batchId,
    after: { oid: order.oid, seatsTaken: taken.seatsTaken },
  });
  await notifyBatchPlacement(tx, batchId, order.id, today);
}
