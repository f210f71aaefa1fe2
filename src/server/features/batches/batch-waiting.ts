import { and, asc, eq, isNull, ne, notExists, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { batchSeats, batches, orders } from '#server/db/schema/index.ts';
import type { WaitingStudent } from '#shared/schemas/batch.ts';
import { asciiDigits } from '#shared/digits.ts';
import { phoneSearchDigits } from '#shared/phone.ts';
import { AppError } from '#server/lib/errors.ts';
import { anyContains } from '#server/lib/list-query.ts';

/** More than a batch page can show at once; a search narrows it. */
const WAITING_LIMIT = 100;

/**
 * The course's students waiting for a seat, for the office's batch page: every order of the
 * batch's course that holds no seat in any batch, has not ended (refunded or moved) and is not
 * completed, the earliest booked start date first. `q` finds one by a part of the name, by OID or
 * SID, or by a phone number in any spelling (Bengali digits, +880 or 0 in front, spaces): the
 * same reading of a phone as the order list's search. Placing one goes through the batch's one
 * placement (`placeStudent`), which guards the seat.
 */
export async function waitingFor(db: Db, batchId: string, q: string | undefined): Promise<WaitingStudent[]> {
  const [batch] = await db.select({ cid: batches.courseCid }).from(batches).where(eq(batches.id, batchId));
  if (!batch) throw new AppError('BATCH_NOT_FOUND');
  const text = q?.trim() ?? '';
  let search;
  if (text !== '') {
    const id = asciiDigits(text).toUpperCase();
    const phone = phoneSearchDigits(text);
    search = or(
      eq(orders.oid, id),
      eq(orders.sid, id),
      phone ? anyContains(phone, [orders.phone1, orders.phone2]) : undefined,
      anyContains(text, [orders.name]),
    );
  }
  return db
    .select({ oid: orders.oid, sid: orders.sid, name: orders.name, phone: orders.phone1, sdate: orders.sdate })
    .from(orders)
    .where(
      and(
        eq(orders.courseCid, batch.cid),
        isNull(orders.endedAs),
        ne(orders.status, 'completed'),
        notExists(
          db
            .select({ one: sql`1` })
            .from(batchSeats)
            .where(eq(batchSeats.orderId, orders.id)),
        ),
        search,
      ),
    )
    .orderBy(asc(orders.sdate), asc(orders.name), asc(orders.oid))
    .limit(WAITING_LIMIT);
}
