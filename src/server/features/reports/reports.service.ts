import { and, asc, eq, gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { courses, orders, payments } from '#server/db/schema/index.ts';
import { addDays, todayInDhaka } from '#shared/dates.ts';
import type {
  CollectionRow,
  Collections,
  CollectionsQuery,
  DueRow,
  Dues,
  MonthFigures,
  Monthly,
} from '#shared/schemas/report.ts';
import { dueSummary, instalmentStates, orderSchedule } from '#shared/schemas/instalments.ts';
import { MAX_REPORT_DAYS, daysInRange } from '#shared/schemas/report.ts';
import { en } from '#shared/i18n/en.ts';
import { AppError } from '#server/lib/errors.ts';

/** Bangladesh keeps UTC+6 all year: a school day starts at 18:00 UTC the day before. */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;
const dhakaMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - DHAKA_OFFSET_MS);
const dhakaDay = (at: Date) => todayInDhaka(at.getTime());

/**
 * Every order that still owes money, overdue first (the longest overdue at the top), then the rest
 * by the date the next part falls due: price (as copied at booking), the
 * discount (never more than the price), what was paid (confirmed payments only: a submitted one is
 * a claim until the office has checked it), and the rest. The sum is computed in the database, one
 * row per order, so the list agrees with each order's ledger.
 */
export async function duesList(db: Db, now: number): Promise<Dues> {
  const paid = sql<number>`coalesce(sum(${payments.amount}) filter (where ${payments.status} = 'confirmed'), 0)::int`;
  const discount = sql<number>`least(${orders.discount}, ${orders.coursePrice})`;
  const rows = await db
    .select({
      oid: orders.oid,
      sid: orders.sid,
      name: orders.name,
      phone: orders.phone1,
      courseTitle: orders.courseTitle,
      // The course's Bengali title as its owner writes it now ('' without one), for Bengali pages.
      courseTitleBn: sql<string>`coalesce((select ${courses.titleBn} from ${courses} where ${courses.cid} = ${orders.courseCid}), '')`,
      createdAt: orders.createdAt,
      price: orders.coursePrice,
      discount,
      paid,
      startDate: orders.sdate,
      instalments: orders.instalments,
    })
    .from(orders)
    .leftJoin(payments, eq(payments.orderId, orders.id))
    .groupBy(orders.id)
    .having(sql`${orders.coursePrice} - ${discount} - ${paid} > 0`)
    .orderBy(asc(orders.createdAt), asc(orders.oid));
  const today = todayInDhaka(now);
  const list = rows.map(({ createdAt, startDate, instalments, ...r }) => {
    const fee = r.price - r.discount;
    const states = instalmentStates(orderSchedule(instalments, fee, startDate), r.paid, today);
    return { ...r, bookedOn: dhakaDay(createdAt), due: fee - r.paid, ...dueSummary(states) };
  });
  // Overdue before not yet due; within each, the earliest date first (the longest overdue, or the
  // next to fall due), then the earliest booking.
  const rank = (r: DueRow) => (r.overdue > 0 ? 0 : 1);
  list.sort((a, b) => rank(a) - rank(b) || (a.nextDueDate ?? '').localeCompare(b.nextDueDate ?? ''));
  return {
    rows: list,
    total: list.reduce((sum, r) => sum + r.due, 0),
    overdue: list.reduce((sum, r) => sum + r.overdue, 0),
  };
}

/**
 * Confirmed money between two school days (both included; by default this month so far), per day
 * and per month, by method. A payment counts on the day it was confirmed: that is when the office
 * knows the money is in.
 */
export async function collections(db: Db, query: CollectionsQuery, now: number): Promise<Collections> {
  const today = todayInDhaka(now);
  const to = query.to ?? today;
  const from = query.from ?? `${to.slice(0, 8)}01`;
  // The schema checked the range it was given; a day left out is filled in here, so check again.
  const problem = from > to ? 'order' : daysInRange(from, to) > MAX_REPORT_DAYS ? 'tooLong' : null;
  if (problem) throw new AppError('VALIDATION_FAILED', undefined, { to: en.reports.errors[problem] });
  const rows = await db
    .select({ method: payments.method, amount: payments.amount, confirmedAt: payments.confirmedAt })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'confirmed'),
        gte(payments.confirmedAt, dhakaMidnight(from)),
        lt(payments.confirmedAt, dhakaMidnight(addDays(to, 1))),
      ),
    );
  const days = new Map<string, CollectionRow>();
  const months = new Map<string, CollectionRow>();
  const add = (into: Map<string, CollectionRow>, date: string, method: CollectionRow['method'], amount: number) => {
    const key = `${date} ${method}`;
    const row = into.get(key) ?? { date, method, payments: 0, amount: 0 };
    row.payments += 1;
    row.amount += amount;
    into.set(key, row);
  };
  for (const r of rows) {
    const date = dhakaDay(r.confirmedAt!);
    add(days, date, r.method, r.amount);
    add(months, date.slice(0, 7), r.method, r.amount);
  }
  const sorted = (m: Map<string, CollectionRow>) =>
    [...m.values()].sort((a, b) => a.date.localeCompare(b.date) || a.method.localeCompare(b.method));
  return {
    from,
    to,
    days: sorted(days),
    months: sorted(months),
    total: rows.reduce((sum, r) => sum + r.amount, 0),
  };
}

/** `YYYY-MM` moved by `months` (negative: back). */
function addMonths(month: string, months: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/**
 * A timestamp's month in the school's time, as the database writes it: the UTC wall time moved
 * six hours on (Bangladesh keeps UTC+6 all year), so the answer never depends on the database
 * server's time zone or on its having the zone's rules.
 */
const dhakaMonth = (at: SQL | AnyColumn) =>
  sql<string>`to_char((${at} at time zone 'UTC') + interval '6 hours', 'YYYY-MM')`;

/**
 * The office's months, oldest first, ending with this one (Asia/Dhaka): how many orders were
 * booked and what they are worth (each fee after its discount, as its ledger counts it), and the
 * confirmed money that came in (by the day it was confirmed, as the collections report counts it).
 * Every month is there, a quiet one as zeros, so a chart's bars line up with the calendar.
 */
export async function monthlyFigures(db: Db, count: number, now: number): Promise<Monthly> {
  const last = todayInDhaka(now).slice(0, 7);
  const first = addMonths(last, -(count - 1));
  const start = dhakaMidnight(`${first}-01`);
  const end = dhakaMidnight(`${addMonths(last, 1)}-01`);

  const bookedMonth = dhakaMonth(orders.createdAt);
  const booked = await db
    .select({
      month: bookedMonth,
      bookings: sql<number>`count(*)::int`,
      booked: sql<number>`coalesce(sum(${orders.coursePrice} - least(${orders.discount}, ${orders.coursePrice})), 0)::int`,
    })
    .from(orders)
    .where(and(gte(orders.createdAt, start), lt(orders.createdAt, end)))
    .groupBy(bookedMonth);

  const paidMonth = dhakaMonth(payments.confirmedAt);
  const collected = await db
    .select({ month: paidMonth, collected: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
    .from(payments)
    .where(and(eq(payments.status, 'confirmed'), gte(payments.confirmedAt, start), lt(payments.confirmedAt, end)))
    .groupBy(paidMonth);

  const months = new Map<string, MonthFigures>();
  for (let i = 0; i < count; i++) {
    const month = addMonths(first, i);
    months.set(month, { month, bookings: 0, booked: 0, collected: 0 });
  }
  for (const r of booked) {
    const month = months.get(r.month);
    if (month) Object.assign(month, { bookings: r.bookings, booked: r.booked });
  }
  for (const r of collected) {
    const month = months.get(r.month);
    if (month) month.collected = r.collected;
  }
  return { months: [...months.values()] };
}
