import { and, eq, gte, inArray, isNull, lt, or, sql, type Column, type SQL, type Subquery } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '#server/db/client.ts';
import {
  attendance,
  certificates,
  contactMessages,
  courses as courseRows,
  orders,
  payments,
  refunds,
} from '#server/db/schema/index.ts';
import { dhakaMidnight, todayInDhaka } from '#shared/dates.ts';
import en from '#shared/i18n/en.json' with { type: 'json' };
import type { CourseStatistics, Pair, Stage, Statistics, StatisticsMoney } from '#shared/schemas/report.ts';
import { STAGES } from '#shared/schemas/report.ts';
import { AppError } from '#server/lib/errors.ts';
import { addMonths } from './reports.service';

/** A course's figures in one month. */
interface Figures {
  stages: Record<Exclude<Stage, 'enquiries'>, number>;
  collected: number;
  refunded: number;
  outstanding: number;
}
const noFigures = (): Figures => ({
  stages: { bookings: 0, firstPayment: 0, attending: 0, ready: 0, certified: 0 },
  collected: 0,
  refunded: 0,
  outstanding: 0,
});

/** Rows of (course, count) into the figures by course. */
function add(into: Map<string, Figures>, rows: { cid: string; n: number }[], put: (f: Figures, n: number) => void) {
  for (const r of rows) {
    const f = into.get(r.cid) ?? noFigures();
    put(f, Number(r.n));
    into.set(r.cid, f);
  }
}

const count = sql<number>`count(distinct ${orders.id})::int`;

/**
 * One month's figures per course (docs/decisions/0451), every moment read in Khulna's time. A
 * student is counted once per stage, by their order:
 * - bookings: orders booked in the month;
 * - first payment: orders whose earliest confirmed payment was confirmed in the month;
 * - attending: orders with a session attended (present or late) on a day of the month;
 * - ready: orders whose attended sessions reached the course's lessons on a day of the month;
 * - certified: certificates issued in the month and not revoked;
 * and the money: payments confirmed in the month, and what the orders booked before its end still
 * owed at its end (or now, for this month).
 */
async function monthFigures(db: Db, month: string, now: number): Promise<Map<string, Figures>> {
  const firstDay = `${month}-01`;
  const nextFirst = `${addMonths(month, 1)}-01`;
  const start = dhakaMidnight(firstDay);
  const end = dhakaMidnight(nextFirst);
  const until = new Date(Math.min(end.getTime(), now));
  const byCourse = new Map<string, Figures>();
  const cid = orders.courseCid;
  const put = async (rows: PromiseLike<{ cid: string; n: number }[]>, set: (f: Figures, n: number) => void) =>
    add(byCourse, await rows, set);
  /** `n` per course over the rows of `source` (each joined to its order) that `where` keeps. */
  const perCourse = (source: PgTable | Subquery, orderId: Column, n: SQL<number>, where: SQL | undefined) =>
    db.select({ cid, n }).from(source).innerJoin(orders, eq(orders.id, orderId)).where(where).groupBy(cid);

  await put(
    db
      .select({ cid, n: count })
      .from(orders)
      .where(and(gte(orders.createdAt, start), lt(orders.createdAt, end)))
      .groupBy(cid),
    (f, n) => (f.stages.bookings = n),
  );

  const firstPaid = db
    .select({ orderId: payments.orderId, first: sql<Date>`min(${payments.confirmedAt})`.as('first') })
    .from(payments)
    .where(eq(payments.status, 'confirmed'))
    .groupBy(payments.orderId)
    .as('first_paid');
  await put(
    perCourse(firstPaid, firstPaid.orderId, count, and(gte(firstPaid.first, start), lt(firstPaid.first, end))),
    (f, n) => (f.stages.firstPayment = n),
  );

  const attended = inArray(attendance.status, ['present', 'late']);
  await put(
    perCourse(
      attendance,
      attendance.orderId,
      count,
      and(attended, gte(attendance.date, firstDay), lt(attendance.date, nextFirst)),
    ),
    (f, n) => (f.stages.attending = n),
  );

  const numbered = db
    .select({
      orderId: attendance.orderId,
      date: attendance.date,
      nth: sql<number>`row_number() over (partition by ${attendance.orderId} order by ${attendance.date})`.as('nth'),
    })
    .from(attendance)
    .where(attended)
    .as('numbered');
  await put(
    perCourse(
      numbered,
      numbered.orderId,
      count,
      and(sql`${numbered.nth} = ${orders.courseLesson}`, gte(numbered.date, firstDay), lt(numbered.date, nextFirst)),
    ),
    (f, n) => (f.stages.ready = n),
  );

  await put(
    perCourse(
      certificates,
      certificates.orderId,
      count,
      and(isNull(certificates.revokedAt), gte(certificates.issuedOn, firstDay), lt(certificates.issuedOn, nextFirst)),
    ),
    (f, n) => (f.stages.certified = n),
  );

  await put(
    perCourse(
      payments,
      payments.orderId,
      sql<number>`coalesce(sum(${payments.amount}), 0)::int`,
      and(eq(payments.status, 'confirmed'), gte(payments.confirmedAt, start), lt(payments.confirmedAt, end)),
    ),
    (f, n) => (f.collected = n),
  );

  // Approved refunds, on the day the owner approved each: money that went back out.
  await put(
    perCourse(
      refunds,
      refunds.orderId,
      sql<number>`coalesce(sum(${refunds.amount}), 0)::int`,
      and(eq(refunds.status, 'approved'), gte(refunds.approvedAt, start), lt(refunds.approvedAt, end)),
    ),
    (f, n) => (f.refunded = n),
  );

  // What each order booked by the month's end still owed then: its fee after the discount, less
  // what it held by then (money confirmed and carried in by a transfer, less money carried out and
  // refunded), never below nothing (an overpaid order owes nothing, and its surplus does not cancel
  // another's debt). An order that had ended by then (cancelled, transferred) owes nothing more.
  const by = sql.raw(`'${until.toISOString()}'::timestamptz`);
  const order = sql.raw('"orders"."id"');
  const held = sql`(
    (select coalesce(sum(p.amount), 0) from payments p where p.order_id = ${order} and p.status = 'confirmed' and p.confirmed_at < ${by})
    + (select coalesce(sum(t.amount), 0) from order_transfers t where t.to_order_id = ${order} and t.created_at < ${by})
    - (select coalesce(sum(t.amount), 0) from order_transfers t where t.from_order_id = ${order} and t.created_at < ${by})
    - (select coalesce(sum(r.amount), 0) from refunds r where r.order_id = ${order} and r.status = 'approved' and r.approved_at < ${by})
  )`;
  await put(
    db
      .select({
        cid,
        n: sql<number>`coalesce(sum(greatest(${orders.coursePrice} - least(${orders.discount}, ${orders.coursePrice}) - ${held}, 0)), 0)::int`,
      })
      .from(orders)
      .where(and(lt(orders.createdAt, until), or(isNull(orders.endedAt), gte(orders.endedAt, until))))
      .groupBy(cid),
    (f, n) => (f.outstanding = n),
  );
  return byCourse;
}

/** Enquiries name no course: the school's count of messages sent in the month. */
async function enquiries(db: Db, month: string): Promise<number> {
  return db.$count(
    contactMessages,
    and(
      gte(contactMessages.createdAt, dhakaMidnight(`${month}-01`)),
      lt(contactMessages.createdAt, dhakaMidnight(`${addMonths(month, 1)}-01`)),
    ),
  );
}

const pair = (a: number, b: number): Pair => ({ this: a, last: b });

function money(a: Figures, b: Figures): StatisticsMoney {
  return {
    collected: pair(a.collected, b.collected),
    refunded: pair(a.refunded, b.refunded),
    net: pair(a.collected - a.refunded, b.collected - b.refunded),
    outstanding: pair(a.outstanding, b.outstanding),
  };
}

function total(map: Map<string, Figures>): Figures {
  const all = noFigures();
  for (const f of map.values()) {
    for (const s of Object.keys(all.stages) as (keyof Figures['stages'])[]) all.stages[s] += f.stages[s];
    all.collected += f.collected;
    all.refunded += f.refunded;
    all.outstanding += f.outstanding;
  }
  return all;
}

/**
 * The owner's month and the one before it: the school's stages and money, then each course's
 * (every course with a figure in either month, by its latest title, the busiest first). A month
 * to come is refused on its field.
 */
export async function statistics(db: Db, asked: string | undefined, now: number): Promise<Statistics> {
  const thisMonth = todayInDhaka(now).slice(0, 7);
  const month = asked ?? thisMonth;
  if (month > thisMonth) throw new AppError('VALIDATION_FAILED', { month: en.reports.errors.futureMonth });
  const previous = addMonths(month, -1);
  const [now_, before, enquiriesNow, enquiriesBefore] = await Promise.all([
    monthFigures(db, month, now),
    monthFigures(db, previous, now),
    enquiries(db, month),
    enquiries(db, previous),
  ]);
  const cids = [...new Set([...now_.keys(), ...before.keys()])];
  const titles = new Map(
    cids.length === 0
      ? []
      : (
          await db
            .select({
              cid: orders.courseCid,
              title: sql<string>`(array_agg(${orders.courseTitle} order by ${orders.createdAt} desc))[1]`,
              titleBn: sql<string>`coalesce((select ${courseRows.titleBn} from ${courseRows} where ${courseRows.cid} = ${orders.courseCid}), '')`,
            })
            .from(orders)
            .where(inArray(orders.courseCid, cids))
            .groupBy(orders.courseCid)
        ).map((r) => [r.cid, { title: r.title, titleBn: r.titleBn }]),
  );
  const a = total(now_);
  const b = total(before);
  const stagesOf = (x: Figures, y: Figures) =>
    Object.fromEntries(
      (Object.keys(x.stages) as (keyof Figures['stages'])[]).map((s) => [s, pair(x.stages[s], y.stages[s])]),
    ) as CourseStatistics['stages'];
  const courses: CourseStatistics[] = cids
    .map((cid) => {
      const x = now_.get(cid) ?? noFigures();
      const y = before.get(cid) ?? noFigures();
      const named = titles.get(cid) ?? { title: cid, titleBn: '' };
      return { cid, ...named, stages: stagesOf(x, y), money: money(x, y) };
    })
    .filter(
      (c) =>
        STAGES.some((s) => s !== 'enquiries' && (c.stages[s].this || c.stages[s].last)) ||
        c.money.collected.this ||
        c.money.collected.last ||
        c.money.outstanding.this ||
        c.money.outstanding.last,
    )
    .sort(
      (p, q) =>
        q.stages.bookings.this - p.stages.bookings.this ||
        q.money.collected.this - p.money.collected.this ||
        p.title.localeCompare(q.title),
    );
  return {
    month,
    previous,
    stages: { enquiries: pair(enquiriesNow, enquiriesBefore), ...stagesOf(a, b) },
    money: money(a, b),
    courses,
  };
}
