import { createHash } from 'node:crypto';
import { and, count, eq, gte, inArray, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { preparedOn } from '#server/db/prepared.ts';
import { batchSeats, batches, orders, type OrderRow } from '#server/db/schema/index.ts';
import { bookingStart, selectOrders, toOrder, type BookingStart, type OrderShown } from './orders.rows';
import { COUPON_MISSED, imageRefused, TURN_TAKEN, writeBookingAtOnce } from './booking-write';
import {
  CreateOrderBodySchema,
  EditOrderBodySchema,
  IDEMPOTENCY_KEY_PATTERN,
  type AllOrderQuery,
  type BookingFields,
  type EditOrderBody,
  type Order,
  type OrderCounts,
  type OrderFilters,
} from '#shared/schemas/order.ts';
import { pageWindow } from '#shared/schemas/paging.ts';
import { phoneSearchDigits } from '#shared/phone.ts';
import { asciiDigits } from '#shared/digits.ts';
import { anyContains, sortOrder } from '#server/lib/list-query.ts';
import en from '#shared/i18n/en.json' with { type: 'json' };
import { AppError, parseOrThrow } from '#server/lib/errors.ts';
import { isAdmin, sameEmail } from '#server/auth/guards.ts';
import type { SessionUser } from '#server/auth/session.ts';
import { isForeignKeyViolation, withUniquePublicId } from '#server/lib/ids.ts';
import type { Storage } from '#server/lib/storage.ts';
import { uploadKeyFromUrl } from '#shared/uploads.ts';
import { mayUseImage, sweepUploads } from '#server/features/uploads/index.ts';
import { couponRefusal, readCouponSeen, refuseUnlessUsable } from '#server/features/coupons/index.ts';
import { couponDiscount } from '#shared/schemas/coupon.ts';
import { findCourseByCid } from '#server/features/courses/index.ts';
import { todayInDhaka } from '#shared/dates.ts';
import { now } from '#server/lib/clock.ts';
import { enforceRateLimits, type RateLimitCheck } from '#server/lib/rate-limit.ts';
import { actorOf, recordAudit, type AuditActor } from '#server/lib/audit.ts';
import { ORDER_MONEY_KEYS } from '#server/lib/order-money.ts';
import { officeContact } from '#server/features/messages/index.ts';

/** The booking rate limit's buckets and the clock's now: one bucket is drawn by the booking's own statement. */
export interface BookingLimit {
  checks: RateLimitCheck[];
  now: number;
}

/** Who is booking: always the signed-in account itself (never anything from the request body). */
export type Booker = Pick<SessionUser, 'id' | 'email' | 'sid'>;

export interface NewBooking extends BookingFields {
  cid: string;
  nidImage: string;
  /** One per booking form: a repeated submission with the same key returns the same order. */
  idempotencyKey: string;
  /** The student's date of birth, when the booking form asked for it. */
  dob?: string;
  /** A coupon code to apply (normalised); one of its uses is spent with the booking. */
  coupon?: string;
}

/**
 * Old clients send no idempotency key. For them the key is derived from the booking itself, so the
 * same form sent twice (a double click, a retry) still makes one order; a different booking differs.
 */
export function contentIdempotencyKey(cid: string, fields: BookingFields, nidImage: string, coupon?: string): string {
  const canonical = JSON.stringify([
    cid,
    fields.name,
    fields.phone1,
    fields.phone2,
    fields.fname,
    fields.mname,
    fields.address,
    fields.emergency,
    fields.sdate,
    fields.cupon,
    nidImage,
    // Only when sent, so the keys of bookings without a coupon stay what they were.
    ...(coupon ? [coupon] : []),
  ]);
  return `body-${createHash('sha256').update(canonical).digest('base64url')}`;
}

/** The NID image must be one of the caller's own private uploads (the one image rule, mayUseImage). */
export async function assertOwnPrivateUpload(db: Db, url: string, ownerId: string): Promise<void> {
  if (!(await mayUseImage(db, url, { visibility: 'private', owners: [ownerId] }))) throw imageRefused();
}

/**
 * Books a course for `booker`. Idempotent on (user, idempotency key): concurrent or repeated calls
 * with one key make one order; `created` tells the first call from the repeats.
 *
 * A repeat sent after its first call was stored is answered by saveOrder's look-up, before the
 * booking limit; one racing its first call is found by the insert itself (ON CONFLICT on the key).
 * A repeat that fails on the way (the coupon has since run out, the course was removed) still
 * answers with the order its first call made.
 */
export async function createOrder(
  db: Db,
  booker: Booker,
  booking: NewBooking,
  /** The booking's first read (bookingStart), when the caller made it already. */
  known?: BookingStart,
  limit?: BookingLimit,
): Promise<{ order: Order; created: boolean }> {
  const start = known ?? (await bookingStart(db, booker.id, booking.idempotencyKey, booking.coupon));
  if (!start) throw new AppError('FORBIDDEN');
  if (start.stored) return { order: start.stored, created: false };
  let inserted: Awaited<ReturnType<typeof insertBooking>>;
  try {
    inserted = await insertBooking(db, booker, booking, start, limit);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const twin = await findOrderByIdempotencyKey(db, booker.id, booking.idempotencyKey);
    if (twin) return { order: twin, created: false };
    throw err;
  }
  if (inserted) {
    const account = { ...start.account };
    if (inserted.dobKept) account.userDob = booking.dob ?? account.userDob;
    // The order as stored, shown with the account read before it: no second read of what was just written.
    const { row, course } = inserted;
    const order = toOrder({
      order: row,
      courseTitleBn: course.titleBn,
      courseDurationBn: course.durationBn,
      ...account,
    });
    return { order, created: true };
  }
  const twin = await findOrderByIdempotencyKey(db, booker.id, booking.idempotencyKey);
  if (!twin) throw new Error('idempotent insert conflicted but the existing order is gone');
  return { order: twin, created: false };
}

/**
 * How often a coupon booking is written again when the coupon changed under it and may still be
 * used (the owner raised the cap or changed the value in between); after that it is used up.
 */
const COUPON_CHANGES = 5;

/**
 * Stores a new booking; undefined when its idempotent twin was stored first. One statement
 * (writeBookingAtOnce), with or without a coupon: a coupon's use is spent in it with the order
 * (docs/decisions/0516).
 */
async function insertBooking(
  db: Db,
  booker: Booker,
  booking: NewBooking,
  start: Pick<BookingStart, 'recipient' | 'coupon'>,
  limit?: BookingLimit,
): Promise<{ row: OrderShown; course: { titleBn: string; durationBn: string }; dobKept: boolean } | undefined> {
  const [check, ...more] = limit?.checks ?? [];
  const atOnce = check !== undefined && more.length === 0;
  // A limit that cannot be part of the booking's statement is drawn first.
  if (limit && !atOnce) await enforceRateLimits(db, limit.checks, limit.now);
  // The catalogue as this process last read it (at most a few seconds old; this process's own
  // course edits drop it at once): the price the student saw is the one they book at.
  const course = await findCourseByCid(db, booking.cid);
  const office = await officeContact(db);
  const draft = (oid: string, discount: number) => {
    const bookedAt = now();
    return {
      booker,
      booking,
      course,
      office,
      recipient: start.recipient,
      oid,
      discount,
      bookedAt,
      today: todayInDhaka(bookedAt),
    };
  };
  let token = atOnce ? { check, now: limit!.now } : undefined;
  let seen = start.coupon;
  let changes = 0;
  let turnsTaken = 0;
  for (;;) {
    const today = todayInDhaka(now());
    // The one rule the price question uses too: refused by the read, the statement spends nothing.
    const coupon = booking.coupon ? { code: booking.coupon, seen, refusal: couponRefusal(seen, today) } : undefined;
    const discount = coupon?.seen && !coupon.refusal ? couponDiscount(coupon.seen, course.price) : 0;
    const written = await withUniquePublicId('OID', 'orders_oid_unique', (oid) =>
      writeBookingAtOnce(db, draft(oid, discount), token, coupon),
    );
    if (written !== COUPON_MISSED && written !== TURN_TAKEN) {
      return written && { row: written.values, course, dobKept: written.dobKept };
    }
    if (written === COUPON_MISSED) {
      // The coupon changed since it was read (its last use went to someone else, the student's own
      // other booking took their turn, the owner changed it): why, from the coupon as it is now.
      // The statement took the limit's token already, so the next try does not take another.
      seen = await readCouponSeen(db, booking.coupon!, booker.id);
      refuseUnlessUsable(seen, todayInDhaka(now()));
      if (++changes >= COUPON_CHANGES) throw new AppError('COUPON_USED_UP', { coupon: en.errors.COUPON_USED_UP });
      token = undefined;
    } else if (++turnsTaken > (seen?.perStudent ?? 0)) {
      // Each turn taken first is one more of the student's turns held for good, so a booking meets
      // at most `perStudent` of them; one more cannot happen, and is not looped on.
      throw new Error('a coupon booking found more of its turns taken than the coupon has');
    }
    // A turn taken first failed the whole statement, token and all: it is simply written again,
    // and now sees that turn taken.
  }
}

const orderById = preparedOn((db: Db) =>
  selectOrders(db)
    .where(eq(orders.id, sql.placeholder('id')))
    .limit(1)
    .prepare('order_by_id'),
);

async function findOrderById(db: Db, id: string): Promise<Order> {
  const [row] = await orderById(db).execute({ id });
  if (!row) throw new AppError('ORDER_NOT_FOUND');
  return toOrder(row);
}

async function findOrderByIdempotencyKey(db: Db, userId: string, key: string): Promise<Order | null> {
  const [row] = await selectOrders(db)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ? toOrder(row) : null;
}

/** The order with this OID and its owner's id (for the permission check), or null. */
export async function findOrderByOid(db: Db, oid: string): Promise<{ order: Order; userId: string | null } | null> {
  const [row] = await selectOrders(db).where(eq(orders.oid, oid)).limit(1);
  return row ? { order: toOrder(row), userId: row.order.userId } : null;
}

export interface OrderListFilter extends OrderFilters {
  /** Only this account's orders (students and teachers). */
  userId?: string;
}

/**
 * The WHERE of an order list. The search text finds an order by its OID or SID (exactly, in any
 * case), by a phone number written in any spelling (the whole number, or at least four of its
 * digits), or by a part of the name or e-mail. `withStatus: false` leaves the status out, for the
 * counts by status.
 */
function orderFilterWhere(filter: OrderListFilter, withStatus = true): SQL | undefined {
  return and(
    filter.userId !== undefined ? eq(orders.userId, filter.userId) : undefined,
    filter.email !== undefined ? eq(orders.email, filter.email.toLowerCase()) : undefined,
    filter.q !== undefined ? orderSearch(filter.q) : undefined,
    withStatus && filter.status !== undefined ? eq(orders.status, filter.status) : undefined,
    filter.course !== undefined ? eq(orders.courseCid, filter.course) : undefined,
    filter.from !== undefined ? gte(orders.sdate, filter.from) : undefined,
    filter.to !== undefined ? lte(orders.sdate, filter.to) : undefined,
    filter.live === 'true' ? isNull(orders.endedAs) : filter.live === 'false' ? isNotNull(orders.endedAs) : undefined,
  );
}

function orderSearch(q: string): SQL | undefined {
  // An OID or SID typed on a Bengali keyboard is the same id (docs/decisions/0472).
  const id = asciiDigits(q).toUpperCase();
  const phone = phoneSearchDigits(q);
  return or(
    eq(orders.oid, id),
    eq(orders.sid, id),
    phone ? anyContains(phone, [orders.phone1, orders.phone2]) : undefined,
    anyContains(q, [orders.name, orders.email]),
  );
}

const ORDER_SORT_COLUMNS = {
  created: orders.createdAt,
  sdate: orders.sdate,
  name: orders.name,
  // The way an order moves: pending, then running, then completed.
  status: sql`case ${orders.status} when 'pending' then 0 when 'running' then 1 else 2 end`,
};

/** One page in the chosen order (newest booking first unless asked otherwise); `total` counts every match. */
export async function listOrders(
  db: Db,
  filter: OrderListFilter & { limit: number; offset: number; sort?: AllOrderQuery['sort'] },
): Promise<{ items: Order[]; total: number }> {
  const where = orderFilterWhere(filter);
  const [rows, [totals]] = await Promise.all([
    selectOrders(db)
      .where(where)
      .orderBy(...sortOrder(filter.sort ?? '-created', ORDER_SORT_COLUMNS, orders.oid))
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { items: rows.map(toOrder), total: totals?.n ?? 0 };
}

/** How many orders match the search and every filter but status, by status, in one query. */
export async function countOrders(db: Db, filter: OrderListFilter): Promise<OrderCounts> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(orderFilterWhere(filter, false))
    .groupBy(orders.status);
  const counts: OrderCounts = { total: 0, pending: 0, running: 0, completed: 0 };
  for (const row of rows) {
    counts[row.status] = row.n;
    counts.total += row.n;
  }
  return counts;
}

/** The fields the office may correct on an order; course, OID, user, money and NID image never change. */
const EDITABLE = [
  'name',
  'status',
  'phone1',
  'phone2',
  'address',
  'fname',
  'mname',
  'emergency',
  'sdate',
  'cupon',
] as const;

/**
 * Spec "Edit order": the form's fields change. The row is locked while it is compared and written,
 * so the audit record's before and after are exactly what this edit changed.
 */
export async function updateOrder(db: Db, actor: AuditActor, oid: string, changes: EditOrderBody): Promise<Order> {
  const id = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(orders).where(eq(orders.oid, oid)).for('update');
    if (!current) throw new AppError('ORDER_NOT_FOUND');
    const next = Object.fromEntries(EDITABLE.map((key) => [key, changes[key] ?? null])) as Pick<
      OrderRow,
      (typeof EDITABLE)[number]
    >;
    const changed = EDITABLE.filter((key) => (current[key] ?? null) !== next[key]);
    if (changed.length === 0) return current.id;
    await tx.update(orders).set(next).where(eq(orders.id, current.id));
    await recordAudit(tx, {
      actor,
      action: 'order.updated',
      entityType: 'order',
      entityId: oid,
      before: Object.fromEntries(changed.map((key) => [key, current[key] ?? null])),
      after: Object.fromEntries(changed.map((key) => [key, next[key]])),
    });
    return current.id;
  });
  return findOrderById(db, id);
}

/**
 * Deletes an order, then its NID image unless something else still uses it: an identity document
 * is kept no longer than the booking that needed it. The order goes first, in one statement; if the
 * image's removal fails or the process dies in between, the image is an unused upload that the
 * hourly sweep removes (sweepUploads), so nothing is left behind for good.
 */
export async function deleteOrder(
  db: Db,
  storage: Storage,
  actor: AuditActor,
  oid: string,
  log?: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  const row = await db
    .transaction(async (tx) => {
      // The seat it held in a batch is given back with it.
      await tx
        .update(batches)
        .set({ seatsTaken: sql`${batches.seatsTaken} - 1` })
        .where(
          inArray(
            batches.id,
            tx
              .select({ id: batchSeats.batchId })
              .from(batchSeats)
              .innerJoin(orders, eq(orders.id, batchSeats.orderId))
              .where(eq(orders.oid, oid)),
          ),
        );
      const [deleted] = await tx.delete(orders).where(eq(orders.oid, oid)).returning();
      if (!deleted) throw new AppError('ORDER_NOT_FOUND');
      await recordAudit(tx, {
        actor,
        action: 'order.deleted',
        entityType: 'order',
        entityId: oid,
        before: {
          oid,
          sid: deleted.sid,
          name: deleted.name,
          course: deleted.courseCid,
          price: deleted.coursePrice,
          discount: deleted.discount,
          status: deleted.status,
        },
      });
      return deleted;
    })
    .catch((err: unknown) => {
      // Payments, refunds and transfers keep their order (foreign keys that restrict): money records
      // are not deleted with a booking.
      if (ORDER_MONEY_KEYS.some((key) => isForeignKeyViolation(err, key))) throw new AppError('ORDER_HAS_PAYMENTS');
      throw err;
    });
  const key = uploadKeyFromUrl(row.nidImage);
  if (!key) return;
  try {
    await sweepUploads(db, storage, { key, log });
  } catch (err) {
    log?.warn({ err, key }, 'the NID image of a deleted order is left to the upload sweep');
  }
}

/**
 * PUT /api/order, one call for booking and editing (docs/decisions/0020): an `oid` that exists
 * means an edit, which only an admin may make; anything else is a booking for the caller, whose
 * `email` and `sid`, if the body names them, must be the caller's own. The idempotency key comes
 * from the header, else the body, else the booking's content.
 */
/** Built once: building a zod schema costs more than parsing a body with it. */
const createOrderBody = CreateOrderBodySchema(undefined, now);

export async function saveOrder(
  db: Db,
  caller: SessionUser,
  request: {
    oid?: string;
    body: unknown;
    idempotencyHeader?: string;
    /** The booking rate limit, drawn once a new booking passed validation, as it is stored. */
    rateLimit?: BookingLimit;
  },
): Promise<{ order: Order; created: boolean }> {
  const existing = request.oid ? await findOrderByOid(db, request.oid) : null;
  if (existing) {
    if (!isAdmin(caller)) throw new AppError('FORBIDDEN');
    // A phone the stored order holds (one the old site's import kept as written) passes unchanged.
    const changes = parseOrThrow(EditOrderBodySchema(undefined, existing.order), request.body);
    return {
      order: await updateOrder(db, actorOf(caller), existing.order.oid, changes),
      created: false,
    };
  }

  const body = parseOrThrow(createOrderBody, request.body);
  if ((body.email && !sameEmail(body.email, caller.email)) || (body.sid && body.sid !== caller.sid)) {
    throw new AppError('FORBIDDEN');
  }
  const headerKey = request.idempotencyHeader;
  if (headerKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(headerKey)) {
    throw new AppError('VALIDATION_FAILED', {
      idempotencyKey: en.orders.errors.idempotencyKey,
    });
  }
  const idempotencyKey =
    headerKey ?? body.idempotencyKey ?? contentIdempotencyKey(body.course.cid, body, body.image, body.coupon);
  // A retry of a booking that is stored gets its order before any limit: it books nothing new. The
  // same read brings what the new order is shown with and what its notice needs (bookingStart).
  const start = await bookingStart(db, caller.id, idempotencyKey, body.coupon);
  if (!start) throw new AppError('FORBIDDEN');
  if (start.stored) return { order: start.stored, created: false };
  const booking = { ...body, cid: body.course.cid, nidImage: body.image, idempotencyKey };
  return createOrder(db, caller, booking, start, request.rateLimit);
}

/** Admins see every order (or one e-mail's); everyone else only their own, whatever e-mail they ask for. */
export async function listOrdersFor(db: Db, caller: SessionUser, query: AllOrderQuery) {
  return listOrders(db, { ...scopedFilter(caller, query), sort: query.sort, ...pageWindow(query) });
}

/** The counts by status of the orders a caller may see that match their search and filters. */
export async function countOrdersFor(db: Db, caller: SessionUser, query: OrderFilters) {
  return countOrders(db, scopedFilter(caller, query));
}

/** Admins search every order; anyone else only their own, and asking for another e-mail is refused. */
function scopedFilter(caller: SessionUser, query: OrderFilters): OrderListFilter {
  const { email, ...rest } = query;
  if (isAdmin(caller)) return query;
  if (email && !sameEmail(email, caller.email)) throw new AppError('FORBIDDEN');
  return { ...rest, userId: caller.id };
}

/** One order, for its student or an admin. */
export async function findOrderFor(db: Db, caller: SessionUser, oid: string): Promise<Order> {
  const found = await findOrderByOid(db, oid);
  if (!found) throw new AppError('ORDER_NOT_FOUND');
  if (!isAdmin(caller) && found.userId !== caller.id) throw new AppError('FORBIDDEN');
  return found.order;
}
