import { eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders, orderTransfers, payments, refunds } from '#server/db/schema/index.ts';
import type { Tx } from './audit';

/**
 * The sums an order's money is made of, as the database holds them (the arithmetic on them is
 * `src/shared/order-money.ts`). Payments, refunds and transfers are each one feature's; what they
 * add up to on an order is read here, once, for the ledger, the dues list, refunds and transfers.
 */

/**
 * Each sum as a subquery on the outer query's `orders` row. Written with qualified names by hand:
 * in a select list drizzle writes a column without its table, and inside a subquery on `payments`
 * an unqualified `"id"` would be the payment's.
 */
const sumOf = (table: string, column: string, where: string) =>
  sql<number>`(select coalesce(sum(${sql.raw(`"${table}"."${column}"`)}), 0) from ${sql.raw(`"${table}"`)} where ${sql.raw(where)})::int`;

/** Confirmed payments on the order: money received for it. */
export const paidSql = () =>
  sumOf('payments', 'amount', `"payments"."order_id" = "orders"."id" and "payments"."status" = 'confirmed'`);
/** Claims waiting for the office. */
export const waitingSql = () =>
  sumOf('payments', 'amount', `"payments"."order_id" = "orders"."id" and "payments"."status" = 'submitted'`);
/** Approved refunds. */
export const refundedSql = () =>
  sumOf('refunds', 'amount', `"refunds"."order_id" = "orders"."id" and "refunds"."status" = 'approved'`);
/** What a transfer carried into the order from another. */
export const transferredInSql = () =>
  sumOf('order_transfers', 'amount', `"order_transfers"."to_order_id" = "orders"."id"`);
/** What a transfer carried out of the order to another. */
export const transferredOutSql = () =>
  sumOf('order_transfers', 'amount', `"order_transfers"."from_order_id" = "orders"."id"`);

/**
 * The same sums for every order at once, as tables grouped by order to LEFT JOIN on `orders.id`:
 * one pass over each money table, where a subquery per order costs a lookup per order and sum (the
 * dues list reads every open order; at a district's year of orders that was most of its time).
 * Each `amount` (named apart, since a reference to it is written unqualified) is null for an order
 * without such money; `sumOrZero` reads it as 0.
 */
export function sumsByOrder(db: Db) {
  return {
    paid: db
      .select({ orderId: payments.orderId, amount: sql<number>`sum(${payments.amount})::int`.as('paid') })
      .from(payments)
      .where(eq(payments.status, 'confirmed'))
      .groupBy(payments.orderId)
      .as('paid_by_order'),
    refunded: db
      .select({ orderId: refunds.orderId, amount: sql<number>`sum(${refunds.amount})::int`.as('refunded') })
      .from(refunds)
      .where(eq(refunds.status, 'approved'))
      .groupBy(refunds.orderId)
      .as('refunded_by_order'),
    transferredIn: db
      .select({
        orderId: orderTransfers.toOrderId,
        amount: sql<number>`sum(${orderTransfers.amount})::int`.as('transferred_in'),
      })
      .from(orderTransfers)
      .groupBy(orderTransfers.toOrderId)
      .as('transferred_in_by_order'),
    transferredOut: db
      .select({
        orderId: orderTransfers.fromOrderId,
        amount: sql<number>`sum(${orderTransfers.amount})::int`.as('transferred_out'),
      })
      .from(orderTransfers)
      .groupBy(orderTransfers.fromOrderId)
      .as('transferred_out_by_order'),
  };
}

/** A grouped sum joined on, 0 where the order has none. */
export const sumOrZero = (amount: AnyColumn | SQL.Aliased<number>) => sql<number>`coalesce(${amount}, 0)::int`;

/** The foreign keys (each restricting) by which money records hold on to their order. */
export const ORDER_MONEY_KEYS = [
  'payments_order_id_orders_id_fk',
  'refunds_order_id_orders_id_fk',
  'order_transfers_from_order_id_orders_id_fk',
  'order_transfers_to_order_id_orders_id_fk',
];

export interface OrderSums {
  paid: number;
  waiting: number;
  refunded: number;
  transferredIn: number;
  transferredOut: number;
  /** The OIDs of the order it was transferred from and to, if any. */
  transferredFrom: string | null;
  transferredTo: string | null;
}

/**
 * An order's sums in one query. Inside a transaction that holds the order's row locked, they stay
 * true until it ends: every change that lowers what an order holds (a refund, a transfer) locks
 * that row first.
 */
export async function orderSums(db: Db | Tx, orderId: string): Promise<OrderSums> {
  const fromOrder = sql<
    string | null
  >`(select o.oid from "order_transfers" t join "orders" o on o.id = t.from_order_id where t.to_order_id = "orders"."id")`;
  const toOrder = sql<
    string | null
  >`(select o.oid from "order_transfers" t join "orders" o on o.id = t.to_order_id where t.from_order_id = "orders"."id")`;
  const [row] = await db
    .select({
      paid: paidSql(),
      waiting: waitingSql(),
      refunded: refundedSql(),
      transferredIn: transferredInSql(),
      transferredOut: transferredOutSql(),
      transferredFrom: fromOrder,
      transferredTo: toOrder,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} is gone`);
  return {
    paid: Number(row.paid),
    waiting: Number(row.waiting),
    refunded: Number(row.refunded),
    transferredIn: Number(row.transferredIn),
    transferredOut: Number(row.transferredOut),
    transferredFrom: row.transferredFrom,
    transferredTo: row.transferredTo,
  };
}
