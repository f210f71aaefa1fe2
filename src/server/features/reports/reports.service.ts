import { and, asc, eq, gte, isNull, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { courses, orders, payments, refunds } from '#server/db/schema/index.ts';
import { sumOrZero, sumsByOrder } from '#server/lib/order-money.ts';
import { dueOf, netOf, toRefundOf } from '#shared/order-money.ts';
import { addDays, dhakaMidnight, todayInDhaka } from '#shared/dates.ts';
import type {
  CollectionRow,
  Collections,
  CollectionsQuery,
  DueRow,
  Dues,
  MonthFigures,
  Monthly,
  RefundRow,
} from '#shared/schemas/report.ts';
import { dueSummary, instalmentStates, orderSchedule } from '#shared/schemas/instalments.ts';
import { MAX_REPORT_DAYS, daysInRange } from '#shared/schemas/report.ts';
import en from '#shared/i18n/en.json' with { type: 'json' };
import { AppError } from '#server/lib/errors.ts';

const dhakaDay = (at: Date) => todayInDhaka(at.getTime());

/**
 * Every order that still owes money, overdue first (the longest overdue at the top), then the rest
 * by the date the next part falls due, and after them the orders holding more than their fee (to
 * refund): price (as copied at booking), the discount (never more than the price), what was paid
 * (confirmed payments only: a submitted one is a claim until the office has checked it), refunded,
 * what the order holds (net, a transfer's credit counted) and the rest. The sums are computed in
 * the database, one row per order, and the rule is the ledger's (`src/shared/order-money.ts`), so
 * the list agrees with each order's ledger. An order that ended (cancelled, transferred) is not
 * listed: it owes nothing more.
 */
export async function duesList(db: Db, now: number): Promise<Dues> {
  const discount = sql<number>`least(${orders.discount}, ${orders.coursePrice})`;
  const sums = sumsByOrder(db);
  const [paid, refunded, transferredIn, transferredOut] = [
    sumOrZero(sums.paid.amount),
    sumOrZero(sums.refunded.amount),
    sumOrZero(sums.transferredIn.amount),
    sumOrZero(sums.transferredOut.amount),
  ];
  const held = sql`${paid} + ${transferredIn} - ${transferredOut} - ${refunded}`;
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
      refunded,
      transferredIn,
      transferredOut,
      startDate: orders.sdate,
      instalments: orders.instalments,
    })
    .from(orders)
    .leftJoin(sums.paid, eq(sums.paid.orderId, orders.id))
    .leftJoin(sums.refunded, eq(sums.refunded.orderId, orders.id))
    .leftJoin(sums.transferredIn, eq(sums.transferredIn.orderId, orders.id))
    .leftJoin(sums.transferredOut, eq(sums.transferredOut.orderId, orders.id))
    .where(and(isNull(orders.endedAs), sql`${orders.coursePrice} - ${discount} <> ${held}`))
    .orderBy(asc(orders.createdAt), asc(orders.oid));
  const today = todayInDhaka(now);
  const list = rows.map(({ createdAt, startDate, instalments, transferredIn, transferredOut, ...r }) => {
    const fee = r.price - r.discount;
    const money = { fee, paid: r.paid, refunded: r.refunded, transferredIn, transferredOut, ended: null };
    const net = netOf(money);
    const states = instalmentStates(orderSchedule(instalments, fee, startDate), net, today);
    return {
      ...r,
      net,
      bookedOn: dhakaDay(createdAt),
      due: dueOf(money),
      toRefund: toRefundOf(money),
      ...dueSummary(states),
    };
  });
  // Overdue before not yet due, then those to refund; within each, the earliest date first (the
  // longest overdue, or the next to fall due), then the earliest booking.
  const rank = (r: DueRow) => (r.overdue > 0 ? 0 : r.due > 0 ? 1 : 2);
  list.sort((a, b) => rank(a) - rank(b) || (a.nextDueDate ?? '').localeCompare(b.nextDueDate ?? ''));
  return {
    rows: list,
    total: list.reduce((sum, r) => sum + r.due, 0),
    overdue: list.reduce((sum, r) => sum + r.overdue, 0),
    toRefund: list.reduce((sum, r) => sum + r.toRefund, 0),
  };
}

/** The range of a money report: as asked, or this month so far, checked again once filled in. */
function reportRange(query: CollectionsQuery, now: number): { from: string; to: string } {
  const today = todayInDhaka(now);
  const to = query.to ?? today;
  const from = query.from ?? `${to.slice(0, 8)}01`;
  // The schema checked the range it was given; a day left out is filled in here, so check again.
  const problem = from > to ? 'order' : daysInRange(from, to) > MAX_REPORT_DAYS ? 'tooLong' : null;
  if (problem) throw new AppError('VALIDATION_FAILED', { to: en.reports.errors[problem] });
  return { from, to };
}

/**
 * Approved refunds between two school days (both included), each on the day the owner approved
 * it, oldest first: what the refunds CSV lists and collections subtract.
 */
export async function refundsIn(db: Db, query: CollectionsQuery, now: number): Promise<RefundRow[]> {
  const { from, to } = reportRange(query, now);
  const rows = await db
    .select({
      number: refunds.number,
      approvedAt: refunds.approvedAt,
      oid: orders.oid,
      name: orders.name,
      method: refunds.method,
      reference: refunds.reference,
      amount: refunds.amount,
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(
      and(
        eq(refunds.status, 'approved'),
        gte(refunds.approvedAt, dhakaMidnight(from)),
        lt(refunds.approvedAt, dhakaMidnight(addDays(to, 1))),
      ),
    )
    .orderBy(asc(refunds.approvedAt), asc(refunds.number));
  return rows.map((r) => ({
    date: dhakaDay(r.approvedAt!),
    number: r.number!,
    oid: r.oid,
    name: r.name,
    method: r.method!,
    reference: r.reference,
    amount: r.amount!,
  }));
}

/**
 * Confirmed money between two school days (both included; by default this month so far), per day
 * and per month, by method, and the refunds approved in the same days: what came in, what went
 * back, and the net. A payment counts on the day it was confirmed (when the office knows the money
 * is in), a refund on the day it was approved. A transfer's credit is not money received and is in
 * neither.
 */
export async function collections(db: Db, query: CollectionsQuery, now: number): Promise<Collections> {
  const { from, to } = reportRange(query, now);
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
  const refunded = await refundsIn(db, { from, to }, now);
  const refundDays = new Map<string, CollectionRow>();
  for (const r of refunded) add(refundDays, r.date, r.method, r.amount);
  const total = rows.reduce((sum, r) => sum + r.amount, 0);
  const refundTotal = refunded.reduce((sum, r) => sum + r.amount, 0);
  return {
    from,
    to,
    days: sorted(days),
    months: sorted(months),
    total,
    refundDays: sorted(refundDays),
    refunded: refundTotal,
    net: total - refundTotal,
  };
}

/** `YYYY-MM` moved by `months` (negative: back). */
export function addMonths(month: string, months: number): string {
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

  const refundMonth = dhakaMonth(refunds.approvedAt);
  const refunded = await db
    .select({ month: refundMonth, refunded: sql<number>`coalesce(sum(${refunds.amount}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.status, 'approved'), gte(refunds.approvedAt, start), lt(refunds.approvedAt, end)))
    .groupBy(refundMonth);

  const months = new Map<string, MonthFigures>();
  for (let i = 0; i < count; i++) {
    const month = addMonths(first, i);
    months.set(month, { month, bookings: 0, booked: 0, collected: 0, refunded: 0 });
  }
  for (const r of booked) {
    const month = months.get(r.month);
    if (month) Object.assign(month, { bookings: r.bookings, booked: r.booked });
  }
  for (const r of collected) {
    const month = months.get(r.month);
    if (month) month.collected = r.collected;
  }
  for (const r of refunded) {
    const month = months.get(r.month);
    if (month) month.refunded = r.refunded;
  }
  return { months: [...months.values()] };
}
