import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { courses, messagePreferences, orders, profiles, users, type OrderRow } from '#server/db/schema/index.ts';
import { recipientColumns, type Recipient } from '#server/features/messages/index.ts';
import type { Order } from '#shared/schemas/order.ts';
import { couponSeenSql, parseSeen, type CouponSeen } from '#server/features/coupons/index.ts';

/** An order as it is read: the order, its student's account and profile, and its course's Bengali words. */
const orderColumns = {
  order: orders,
  // The course's Bengali title and duration as its owner writes them now; the order keeps the
  // English ones it was booked with (a course deleted since has none: pages show the English).
  courseTitleBn: courses.titleBn,
  courseDurationBn: courses.durationBn,
  userName: users.name,
  userEmail: users.email,
  userImage: users.image,
  userDob: users.dob,
  userSid: users.sid,
  profileName: profiles.name,
  profileImage: profiles.image,
  profileDob: profiles.dob,
  profileNid: profiles.nid,
};

/** The order's own fields an order's view shows. */
export type OrderShown = Pick<
  OrderRow,
  | 'id'
  | 'oid'
  | 'sid'
  | 'name'
  | 'email'
  | 'phone1'
  | 'phone2'
  | 'fname'
  | 'mname'
  | 'address'
  | 'emergency'
  | 'sdate'
  | 'cupon'
  | 'status'
  | 'nidImage'
  | 'courseCid'
  | 'courseTitle'
  | 'coursePrice'
  | 'courseImage'
  | 'courseDuration'
  | 'courseLesson'
  | 'createdAt'
>;

export type JoinedRow = {
  order: OrderRow;
  courseTitleBn: string | null;
  courseDurationBn: string | null;
  userName: string | null;
  userEmail: string | null;
  userImage: string | null;
  userDob: string | null;
  userSid: string | null;
  profileName: string | null;
  profileImage: string | null;
  profileDob: string | null;
  profileNid: string | null;
};

export function selectOrders(db: Db) {
  return db
    .select(orderColumns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    .leftJoin(courses, eq(courses.cid, orders.courseCid));
}

export function toOrder(row: Omit<JoinedRow, 'order'> & { order: OrderShown }): Order {
  const o = row.order;
  return {
    _id: o.id,
    oid: o.oid,
    sid: o.sid,
    name: o.name,
    email: o.email,
    phone1: o.phone1,
    phone2: o.phone2,
    fname: o.fname,
    mname: o.mname,
    address: o.address,
    emergency: o.emergency,
    sdate: o.sdate,
    cupon: o.cupon,
    status: o.status,
    image: o.nidImage,
    course: {
      cid: o.courseCid,
      title: o.courseTitle,
      titleBn: row.courseTitleBn ?? '',
      price: o.coursePrice,
      image: o.courseImage,
      duration: o.courseDuration,
      durationBn: row.courseDurationBn ?? '',
      lesson: o.courseLesson,
    },
    user:
      row.userSid === null
        ? null
        : {
            sid: row.userSid,
            name: row.profileName ?? row.userName ?? o.name,
            email: row.userEmail ?? o.email,
            image: row.profileImage || row.userImage || null,
            dob: row.profileDob || row.userDob || null,
            nid: row.profileNid || null,
          },
    createdAt: o.createdAt.toISOString(),
  };
}

/** What a booking reads before it writes, in one query (see bookingStart). */
export interface BookingStart {
  /** The order an earlier call with this idempotency key stored, if any. */
  stored: Order | null;
  /** The booker's account and profile as the new order shows them (all but `order` and the course's words). */
  account: Omit<JoinedRow, 'order' | 'courseTitleBn' | 'courseDurationBn'>;
  /** The booker as their "booking received" message needs them. */
  recipient: Recipient;
  /** The coupon the booking names, as the booker sees it (null without one, or for an unknown code). */
  coupon: CouponSeen | null;
}

/**
 * A booking's one read, from the booker's account: the order already stored under the idempotency
 * key (a retry), the account and profile the new order is shown with, and the message settings its
 * notice is sent by. Null when the account is gone.
 */
export async function bookingStart(
  db: Db,
  userId: string,
  idempotencyKey: string,
  /** The coupon code the booking names: read with the rest, with the booker's uses of it. */
  couponCode?: string,
): Promise<BookingStart | null> {
  const [row] = await db
    .select({
      ...orderColumns,
      recipient: recipientColumns,
      coupon: couponCode ? couponSeenSql(couponCode, userId) : sql<null>`null`,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .leftJoin(messagePreferences, eq(messagePreferences.userId, users.id))
    .leftJoin(orders, and(eq(orders.userId, users.id), eq(orders.idempotencyKey, idempotencyKey)))
    .leftJoin(courses, eq(courses.cid, orders.courseCid))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const { order, courseTitleBn, courseDurationBn, recipient, coupon, ...account } = row;
  return {
    stored: order ? toOrder({ order, courseTitleBn, courseDurationBn, ...account }) : null,
    account,
    recipient,
    coupon: parseSeen(coupon),
  };
}
