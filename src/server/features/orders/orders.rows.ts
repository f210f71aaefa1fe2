import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { courses, orders, profiles, users, type OrderRow } from '#server/db/schema/index.ts';
import type { Order } from '#shared/schemas/order.ts';

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

type JoinedRow = {
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

export function toOrder(row: JoinedRow): Order {
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
