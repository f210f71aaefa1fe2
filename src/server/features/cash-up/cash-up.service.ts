import { aliasedTable, and, asc, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  cashUpLines,
  cashUps,
  closedDayEntries,
  closedDayRefunds,
  orders,
  payments,
  refunds,
  users,
  type CashUpRow,
} from '#server/db/schema/index.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '#shared/constants.ts';
import { addDays, dhakaMidnight, todayInDhaka } from '#shared/dates.ts';
import en from '#shared/i18n/en.json' with { type: 'json' };
import type {
  CashUp,
  CashUpClose,
  CashUpDay,
  CashUpLine,
  CashUpListDay,
  CashUpMonth,
  CashUpReopen,
  DayMethod,
  LateEntry,
  LateRefund,
} from '#shared/schemas/cash-up.ts';
import { AppError } from '#server/lib/errors.ts';
import { isUniqueViolation } from '#server/lib/ids.ts';
import { actorOf, recordAudit, type Tx } from '#server/lib/audit.ts';
import type { SessionUser } from '#server/auth/session.ts';
import { lockDay, standingClose } from './closed-day';

/**
 * The day's cash-up (docs/decisions/0450): an admin closes a school day with each method's counted
 * taka; the close keeps the app's confirmed figures of that moment beside them. One standing close
 * per day, held by a unique index; the owner may re-open one with a reason.
 */

type Reader = Db | Tx;

/** Confirmed payments and approved refunds, each falling in a school day by the moment it happened. */
const moneyIn = {
  table: payments,
  method: payments.method,
  amount: payments.amount,
  at: payments.confirmedAt,
  counted: eq(payments.status, 'confirmed'),
};
const moneyOut = {
  table: refunds,
  method: refunds.method,
  amount: refunds.amount,
  at: refunds.approvedAt,
  counted: eq(refunds.status, 'approved'),
};
type Flow = typeof moneyIn | typeof moneyOut;

/** The Asia/Dhaka school day (`YYYY-MM-DD`) a moment falls in, in SQL. */
const dhakaDayOf = (at: Flow['at']) =>
  sql<string>`to_char((${at} at time zone 'UTC') + interval '6 hours', 'YYYY-MM-DD')`;

/** A flow's count and taka between two school days (the first included, `until` not), grouped by `key`. */
function flowBetween<K extends 'method' | 'day'>(db: Reader, flow: Flow, from: string, until: string, key: K) {
  const by = key === 'method' ? sql<string>`${flow.method}` : dhakaDayOf(flow.at);
  return db
    .select({
      key: by,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${flow.amount}), 0)::int`,
    })
    .from(flow.table)
    .where(and(flow.counted, gte(flow.at, dhakaMidnight(from)), lt(flow.at, dhakaMidnight(until))))
    .groupBy(by);
}

/**
 * The app's money on a school day (Asia/Dhaka), per method, every method present: the payments
 * confirmed between its 00:00 and the next day's, by the moment each was confirmed (the collections
 * report's rule), the refunds approved in it (money paid back out of that method's takings), and so
 * what should be in hand.
 */
export async function dayFigures(db: Reader, day: string): Promise<DayMethod[]> {
  const next = addDays(day, 1);
  const [came, went] = await Promise.all([
    flowBetween(db, moneyIn, day, next, 'method'),
    flowBetween(db, moneyOut, day, next, 'method'),
  ]);
  const cameOf = new Map(came.map((r) => [r.key, r]));
  const wentOf = new Map(went.map((r) => [r.key, r]));
  return PAYMENT_METHODS.map((method) => {
    const amount = cameOf.get(method)?.amount ?? 0;
    const refunded = wentOf.get(method)?.amount ?? 0;
    return {
      method,
      payments: cameOf.get(method)?.count ?? 0,
      amount,
      refunds: wentOf.get(method)?.count ?? 0,
      refunded,
      expected: amount - refunded,
    };
  });
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

const closer = aliasedTable(users, 'closer');
const reopener = aliasedTable(users, 'reopener');

/** Closes with their lines and the people named on them, in the order given by `where`. */
async function loadCloses(db: Reader, where: ReturnType<typeof and>): Promise<CashUp[]> {
  const rows = await db
    .select({
      close: cashUps,
      closerEmail: closer.email,
      reopenerName: reopener.name,
      reopenerEmail: reopener.email,
    })
    .from(cashUps)
    .leftJoin(closer, eq(closer.id, cashUps.closedBy))
    .leftJoin(reopener, eq(reopener.id, cashUps.reopenedBy))
    .where(where)
    .orderBy(desc(cashUps.day), desc(cashUps.closedAt));
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(cashUpLines)
    .where(
      inArray(
        cashUpLines.cashUpId,
        rows.map((r) => r.close.id),
      ),
    );
  return rows.map((r) =>
    toCashUp(
      r.close,
      lines.filter((l) => l.cashUpId === r.close.id),
      r,
    ),
  );
}

function toCashUp(
  row: CashUpRow,
  lines: CashUpLine[],
  people: { closerEmail: string | null; reopenerName: string | null; reopenerEmail: string | null },
): CashUp {
  const ordered = PAYMENT_METHODS.flatMap((m) => lines.filter((l) => l.method === m)).map((l) => ({
    method: l.method,
    payments: l.payments,
    expected: l.expected,
    counted: l.counted,
    difference: l.difference,
  }));
  return {
    id: row.id,
    day: row.day,
    lines: ordered,
    expected: sum(ordered.map((l) => l.expected)),
    counted: sum(ordered.map((l) => l.counted)),
    difference: sum(ordered.map((l) => l.difference)),
    note: row.note,
    closedAt: row.closedAt.toISOString(),
    closedBy: { name: row.closedByName, email: people.closerEmail },
    reopenedAt: row.reopenedAt?.toISOString() ?? null,
    reopenedBy: row.reopenedAt ? { name: people.reopenerName ?? '', email: people.reopenerEmail } : null,
    reopenReason: row.reopenReason,
  };
}

/** The audit record's view of a close: its day, totals, note and each method's figures. */
const auditedClose = (close: CashUp) => ({
  day: close.day,
  expected: close.expected,
  counted: close.counted,
  difference: close.difference,
  note: close.note,
  lines: close.lines.map(({ method, expected, counted, difference }) => ({ method, expected, counted, difference })),
});

const same = (a: Record<PaymentMethod, number>, b: DayMethod[]) => b.every((m) => a[m.method] === m.expected);

/**
 * Closes a school day: today or a day before it. Under the day's lock (so no payment is confirmed
 * and no refund approved into the day meanwhile) it reads the app's figures, refuses when they are not those the closer
 * saw, or when a count differs without a note, and stores the close with its lines and an audit
 * record. A second close of the day is 409 `CASH_UP_EXISTS`, found under the lock or, should two
 * ever pass it, by the unique index.
 */
export async function closeDay(db: Db, caller: SessionUser, input: CashUpClose, now: number): Promise<CashUp> {
  if (input.day > todayInDhaka(now)) throw new AppError('VALIDATION_FAILED', { day: en.cashUp.errors.future });
  try {
    return await db.transaction(async (tx) => {
      await lockDay(tx, input.day, 'exclusive');
      if (await standingClose(tx, input.day)) throw new AppError('CASH_UP_EXISTS');
      const figures = await dayFigures(tx, input.day);
      if (input.seen && !same(input.seen, figures)) throw new AppError('CASH_UP_CHANGED');
      const lines = figures.map((f) => ({
        method: f.method,
        payments: f.payments,
        expected: f.expected,
        counted: input.counted[f.method],
        difference: input.counted[f.method] - f.expected,
      }));
      if (lines.some((l) => l.difference !== 0) && !input.note)
        throw new AppError('VALIDATION_FAILED', { note: en.cashUp.errors.noteNeeded });
      const [row] = await tx
        .insert(cashUps)
        .values({
          day: input.day,
          note: input.note,
          closedBy: caller.id,
          closedByName: caller.name,
          closedAt: new Date(now),
        })
        .returning();
      await tx.insert(cashUpLines).values(lines.map((l) => ({ ...l, cashUpId: row!.id })));
      const close = toCashUp(row!, lines, { closerEmail: caller.email, reopenerName: null, reopenerEmail: null });
      await recordAudit(tx, {
        actor: actorOf(caller),
        action: 'cash_up.closed',
        entityType: 'cash_up',
        entityId: row!.id,
        after: auditedClose(close),
      });
      return close;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'cash_ups_day_standing_unique')) throw new AppError('CASH_UP_EXISTS');
    throw err;
  }
}

/**
 * The owner re-opens a close, saying why: the close stays as it was made, marked re-opened, and the
 * day is open again (payments go into it without a reason, and it can be closed anew). Under the
 * day's lock, like a close, and the close's row lock; a close already re-opened is 409.
 */
export async function reopenClose(
  db: Db,
  caller: SessionUser,
  id: string,
  input: CashUpReopen,
  now: number,
): Promise<CashUp> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ day: cashUps.day }).from(cashUps).where(eq(cashUps.id, id));
    if (!found) throw new AppError('CASH_UP_NOT_FOUND');
    await lockDay(tx, found.day, 'exclusive');
    const [row] = await tx.select().from(cashUps).where(eq(cashUps.id, id)).for('update');
    if (row!.reopenedAt) throw new AppError('CASH_UP_REOPENED');
    await tx
      .update(cashUps)
      .set({ reopenedAt: new Date(now), reopenedBy: caller.id, reopenReason: input.reason })
      .where(eq(cashUps.id, id));
    await recordAudit(tx, {
      actor: actorOf(caller),
      action: 'cash_up.reopened',
      entityType: 'cash_up',
      entityId: id,
      before: { day: row!.day, reopenReason: null },
      after: { day: row!.day, reopenReason: input.reason },
    });
    const [close] = await loadCloses(tx, and(eq(cashUps.id, id)));
    return close!;
  });
}

/** The payments confirmed into a day after its close, with the office's reasons. */
async function lateEntries(db: Reader, closeIds: string[]): Promise<(LateEntry & { cashUpId: string })[]> {
  if (closeIds.length === 0) return [];
  const rows = await db
    .select({
      entry: closedDayEntries,
      oid: orders.oid,
      method: payments.method,
      amount: payments.amount,
      receiptNumber: payments.receiptNumber,
      confirmedAt: payments.confirmedAt,
      by: users.name,
    })
    .from(closedDayEntries)
    .innerJoin(payments, eq(payments.id, closedDayEntries.paymentId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(users, eq(users.id, closedDayEntries.recordedBy))
    .where(and(inArray(closedDayEntries.cashUpId, closeIds), isNotNull(payments.confirmedAt)))
    .orderBy(asc(payments.confirmedAt), asc(closedDayEntries.createdAt));
  return rows.map((r) => ({
    cashUpId: r.entry.cashUpId,
    paymentId: r.entry.paymentId,
    oid: r.oid,
    method: r.method,
    amount: r.amount,
    receiptNumber: r.receiptNumber,
    confirmedAt: r.confirmedAt!.toISOString(),
    via: r.entry.via,
    reason: r.entry.reason,
    by: r.by,
  }));
}

/** The refunds approved after a day's close, with the owner's reasons. */
async function lateRefunds(db: Reader, closeIds: string[]): Promise<(LateRefund & { cashUpId: string })[]> {
  if (closeIds.length === 0) return [];
  const rows = await db
    .select({
      entry: closedDayRefunds,
      oid: orders.oid,
      number: refunds.number,
      method: refunds.method,
      amount: refunds.amount,
      approvedAt: refunds.approvedAt,
      by: users.name,
    })
    .from(closedDayRefunds)
    .innerJoin(refunds, eq(refunds.id, closedDayRefunds.refundId))
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(users, eq(users.id, closedDayRefunds.recordedBy))
    .where(and(inArray(closedDayRefunds.cashUpId, closeIds), eq(refunds.status, 'approved')))
    .orderBy(asc(refunds.approvedAt), asc(closedDayRefunds.createdAt));
  return rows.map((r) => ({
    cashUpId: r.entry.cashUpId,
    refundId: r.entry.refundId,
    oid: r.oid,
    number: r.number!,
    method: r.method!,
    amount: r.amount!,
    approvedAt: r.approvedAt!.toISOString(),
    reason: r.entry.reason,
    by: r.by,
  }));
}

/** One school day for the close page: the figures now, its standing close, what came in after, earlier closes. */
export async function cashUpDay(db: Db, day: string, now: number): Promise<CashUpDay> {
  const methods = await dayFigures(db, day);
  const closes = await loadCloses(db, and(eq(cashUps.day, day)));
  const close = closes.find((c) => !c.reopenedAt) ?? null;
  const [late, paidOut] = close
    ? await Promise.all([lateEntries(db, [close.id]), lateRefunds(db, [close.id])])
    : [[], []];
  const total = sum(methods.map((m) => m.amount));
  const refunded = sum(methods.map((m) => m.refunded));
  return {
    day,
    today: todayInDhaka(now),
    methods,
    total,
    refunded,
    expected: total - refunded,
    close,
    late: late.map(({ cashUpId: _, ...e }) => e),
    lateRefunds: paidOut.map(({ cashUpId: _, ...r }) => r),
    reopened: closes.filter((c) => c.reopenedAt),
  };
}

/** `YYYY-MM`'s days, up to `today` when it is this month. */
function daysOf(month: string, today: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; day.startsWith(month) && day <= today; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The owner's month: every school day up to today, newest first, each with the money confirmed
 * now, its standing close (with the differences counted), how much came in and went out after it,
 * and how often it was re-opened. A month after this one is refused by its field.
 */
export async function cashUpMonth(db: Db, month: string | undefined, now: number): Promise<CashUpMonth> {
  const today = todayInDhaka(now);
  const shown = month ?? today.slice(0, 7);
  if (shown > today.slice(0, 7)) throw new AppError('VALIDATION_FAILED', { month: en.cashUp.errors.future });
  const days = daysOf(shown, today);
  if (days.length === 0) return { month: shown, today, days: [] };
  const first = days[0]!;
  const last = days.at(-1)!;
  const [money, paidBack] = await Promise.all([
    flowBetween(db, moneyIn, first, addDays(last, 1), 'day'),
    flowBetween(db, moneyOut, first, addDays(last, 1), 'day'),
  ]);
  const closes = await loadCloses(db, and(gte(cashUps.day, first), lt(cashUps.day, addDays(last, 1))));
  const standing = closes.filter((c) => !c.reopenedAt);
  const standingIds = standing.map((c) => c.id);
  const [late, paidOut] = await Promise.all([lateEntries(db, standingIds), lateRefunds(db, standingIds)]);
  const moneyOf = new Map(money.map((m) => [m.key, m]));
  const paidBackOf = new Map(paidBack.map((m) => [m.key, m.amount]));
  const list: CashUpListDay[] = days.reverse().map((day) => {
    const close = standing.find((c) => c.day === day) ?? null;
    const after = close ? late.filter((e) => e.cashUpId === close.id) : [];
    const out = close ? paidOut.filter((r) => r.cashUpId === close.id) : [];
    return {
      day,
      payments: moneyOf.get(day)?.count ?? 0,
      total: moneyOf.get(day)?.amount ?? 0,
      refunded: paidBackOf.get(day) ?? 0,
      close,
      late: {
        payments: after.length,
        amount: sum(after.map((e) => e.amount)),
        refunds: out.length,
        refunded: sum(out.map((r) => r.amount)),
      },
      reopened: closes.filter((c) => c.day === day && c.reopenedAt).length,
    };
  });
  return { month: shown, today, days: list };
}
