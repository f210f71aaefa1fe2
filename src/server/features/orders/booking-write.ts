import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { insertRowFrom } from '#server/db/insert-from.ts';
import { auditLog, messages, orders, profiles, users } from '#server/db/schema/index.ts';
import { actorOf, auditRow, type AuditRecord } from '#server/lib/audit.ts';
import { AppError } from '#server/lib/errors.ts';
import { courseCopy } from '#server/lib/order-course.ts';
import { decisionOf, rateLimitedError, takeTokenStatement, type RateLimitCheck } from '#server/lib/rate-limit.ts';
import { touchUsableImage } from '#server/features/uploads/index.ts';
import {
  COUPON_TAKEN,
  COUPON_USE,
  isTurnTaken,
  spendCouponParts,
  type CouponSeen,
} from '#server/features/coupons/index.ts';
import { isUniqueViolation } from '#server/lib/ids.ts';
import {
  courseParams,
  personAndOfficeRows,
  type NotifyInput,
  type OfficeNoticeInput,
} from '#server/features/messages/index.ts';
import { scheduleFromPlan } from '#shared/schemas/instalments.ts';
import type { Course } from '#shared/schemas/course.ts';
import type { BookingStart, OrderShown } from './orders.rows';
import type { Booker, NewBooking } from './orders.service';

/** Everything one booking writes is made from these. */
export interface BookingDraft {
  booker: Booker;
  booking: NewBooking;
  /** The course as the catalogue has it (the price the student saw is the one they book at). */
  course: Course;
  office: { phone?: string; email?: string };
  recipient: BookingStart['recipient'];
  oid: string;
  /** The coupon's discount in taka (0 without a coupon). */
  discount: number;
  bookedAt: number;
  today: string;
}

/** The order's row: the course is copied in, so a later change to the course moves nothing. */
export function orderValues(d: BookingDraft) {
  const { booker, booking, course } = d;
  return {
    id: randomUUID(),
    oid: d.oid,
    userId: booker.id,
    sid: booker.sid,
    email: booker.email.toLowerCase(),
    ...courseCopy(course),
    name: booking.name,
    phone1: booking.phone1,
    phone2: booking.phone2 ?? null,
    fname: booking.fname,
    mname: booking.mname,
    address: booking.address,
    emergency: booking.emergency,
    sdate: booking.sdate,
    // The applied coupon is the booking's coupon; without one, the spec's free text as sent.
    cupon: booking.coupon ?? booking.cupon ?? null,
    discount: d.discount,
    // The plan becomes this order's own taka and dates.
    instalments: course.instalmentPlan
      ? scheduleFromPlan(course.instalmentPlan, course.price - d.discount, d.today)
      : null,
    status: 'pending' as const,
    nidImage: booking.nidImage,
    idempotencyKey: booking.idempotencyKey,
    // The app's time, not the database's: the monthly chart and the dues count by it.
    createdAt: new Date(d.bookedAt),
  };
}

/** The booking's audit record: who booked what, at which price, with which coupon and discount. */
export function bookedAudit(d: BookingDraft, values: ReturnType<typeof orderValues>): AuditRecord {
  return {
    actor: actorOf(d.booker),
    action: 'order.booked',
    entityType: 'order',
    entityId: d.oid,
    after: {
      oid: d.oid,
      sid: d.booker.sid,
      course: d.course.cid,
      price: d.course.price,
      coupon: d.booking.coupon ?? null,
      discount: d.discount,
      instalments: values.instalments,
    },
  };
}

/** "Booking received" to the student (at the booking's phone) and to the office. */
export function bookedNotices(d: BookingDraft): [NotifyInput, OfficeNoticeInput] {
  const { booking, oid } = d;
  const params = {
    oid,
    ...courseParams('course', d.course.title, d.course.titleBn),
    sdate: booking.sdate,
    name: booking.name,
  };
  return [
    {
      userId: d.booker.id,
      kind: 'booking.received',
      phone: booking.phone1,
      params: { ...params, link: `/orderDetails/${oid}` },
    },
    {
      ...d.office,
      kind: 'booking.office',
      params: { ...params, phone: booking.phone1, link: `/dashboard/manage-order/edit-order/${oid}` },
    },
  ];
}

/** The order as it was written, in the shape the order's view is made from. */
export function shownOf(values: ReturnType<typeof orderValues>): OrderShown {
  return values;
}

/** The booking's coupon, as the booking's read saw it and as the one rule judged it (couponRefusal). */
export interface BookingCoupon {
  code: string;
  seen: CouponSeen | null;
  /** Why the booker may not use it, by the read: the statement then only takes the token and checks the image. */
  refusal: AppError | null;
}

/** The statement spent no use although every other guard passed: the coupon changed since it was read. */
export const COUPON_MISSED = 'couponMissed';
/** A booking of the same student took the turn this one saw free first (nothing was written). */
export const TURN_TAKEN = 'turnTaken';

/**
 * A booking written as one statement (docs/decisions/0478, 0516): the booking limit's token, the
 * NID image's check (it must be one of the booker's private uploads, touched so the sweep leaves
 * it), with a coupon its use spent (spendCouponParts: the conditional update of its uses, the
 * student's turn, the use's row and its audit record), the order, its audit record, its messages
 * and the date of birth kept on an account without a profile. Each write after the guards depends
 * on the one before it in the same statement, so either all are written or none, as a transaction
 * would, in one round trip. Returns the order written, or undefined when its twin was stored first
 * (without a coupon ON CONFLICT writes nothing; with one, the order's unique key fails the whole
 * statement, so the use is not spent either); an image that may not be used is refused.
 */
export async function writeBookingAtOnce(
  db: Db,
  d: BookingDraft,
  /** The booking limit's bucket: its token is taken by the same statement, and nothing is booked without it. */
  limit?: { check: RateLimitCheck; now: number },
  coupon?: BookingCoupon,
): Promise<
  { values: ReturnType<typeof orderValues>; dobKept: boolean } | undefined | typeof COUPON_MISSED | typeof TURN_TAKEN
> {
  const touch = touchUsableImage(db, d.booking.nidImage, { visibility: 'private', owners: [d.booker.id] });
  if (!touch) throw imageRefused();
  const values = orderValues(d);
  const [person, office] = bookedNotices(d);
  const notices = personAndOfficeRows(person, office, d.recipient);
  const guards = sql`image, token where token.refusals = 0`;
  const spends = coupon && !coupon.refusal && coupon.seen;
  const couponParts = spends
    ? spendCouponParts(
        coupon.seen!,
        { code: coupon.code, today: d.today, oid: d.oid, discount: d.discount, actor: actorOf(d.booker) },
        guards,
      )
    : [];
  // With a coupon the order is written from the use (and the guards), so one is never written
  // without the other.
  const bookedFrom = !coupon
    ? guards
    : spends
      ? sql`${sql.identifier(COUPON_USE)}, ${guards}`
      : sql`image, token where false`;
  const idempotency = sql`(${sql.identifier(orders.userId.name)}, ${sql.identifier(orders.idempotencyKey.name)})`;
  const parts: SQL[] = [
    sql`token as (${limit ? takeTokenStatement(limit.check.rule, limit.check.subject, limit.now) : sql`select 0 as refusals, 0 as full_at`})`,
    sql`image as (${touch.getSQL()})`,
    ...couponParts,
    sql`booked as (${insertRowFrom(orders, values, bookedFrom)} ${coupon ? sql`` : sql`on conflict ${idempotency} do nothing`} returning ${orders.id})`,
    sql`audit as (${insertRowFrom(auditLog, auditRow(bookedAudit(d, values)), sql`booked`)})`,
    ...notices.map(
      (row, i) =>
        sql`${sql.identifier(`message${i}`)} as (${insertRowFrom(messages, row, sql`booked`)} on conflict (${sql.identifier(messages.dedupeKey.name)}) do nothing)`,
    ),
  ];
  const dob = d.booking.dob;
  if (dob) {
    // A student without a profile gives their date of birth with the booking; it is kept on the account.
    parts.push(sql`dob as (
      update ${users} set ${sql.identifier(users.dob.name)} = ${dob}::${sql.raw(users.dob.getSQLType())}
      where ${users.id} = ${d.booker.id} and exists (select 1 from booked)
        and not exists (select 1 from ${profiles} where ${profiles.userId} = ${d.booker.id})
      returning ${users.id})`);
  }
  let result;
  try {
    result = (await db.execute(sql`with ${sql.join(parts, sql`, `)}
    select (select refusals from token)::int as refusals, (select full_at from token)::bigint as full_at,
      (select count(*) from image)::int as image, (select count(*) from booked)::int as booked,
      ${spends ? sql`(select count(*) from ${sql.identifier(COUPON_TAKEN)})::int` : sql`0`} as coupon,
      ${dob ? sql`(select count(*) from dob)::int` : sql`0`} as dob`)) as unknown as {
      rows: {
        refusals: number;
        full_at: string | number;
        image: number;
        booked: number;
        coupon: number;
        dob: number;
      }[];
    };
  } catch (err) {
    if (isTurnTaken(err)) return TURN_TAKEN;
    // A coupon booking's twin stored first: the whole statement failed, spending nothing.
    if (coupon && isUniqueViolation(err, 'orders_user_idempotency_idx')) return undefined;
    throw err;
  }
  const outcome = result.rows[0]!;
  if (limit) {
    const decision = decisionOf(limit.check.rule, { refusals: outcome.refusals, fullAt: outcome.full_at }, limit.now);
    if (!decision.allowed) throw rateLimitedError(limit.check.limit, decision.retryAfterMs);
  }
  if (Number(outcome.image) === 0) throw imageRefused();
  if (coupon?.refusal) throw coupon.refusal;
  if (spends && Number(outcome.coupon) === 0) return COUPON_MISSED;
  if (Number(outcome.booked) === 0) return undefined;
  return { values, dobKept: Number(outcome.dob) > 0 };
}

/** The NID image must be one of the caller's own private uploads (the one image rule, mayUseImage). */
export const imageRefused = () =>
  new AppError('VALIDATION_FAILED', { image: 'Upload the image again: it is not one of your private uploads.' });
