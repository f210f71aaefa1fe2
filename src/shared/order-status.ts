import { ORDER_STATUSES, type OrderStatus } from './constants';

/**
 * The status an order moves on to from the office's found-order card (docs/decisions/0480):
 * pending → running → completed, in the order the statuses are listed; a completed order has none.
 * Going back (or skipping ahead) stays on Edit order, where every status can be chosen.
 */
export function nextOrderStatus(status: OrderStatus): OrderStatus | null {
  return ORDER_STATUSES[ORDER_STATUSES.indexOf(status) + 1] ?? null;
}
