import type { OrderEnding } from './constants';

/**
 * What an order holds and owes, from its money records (docs/decisions/0440, 0441). One rule for
 * the ledger, the dues list, the refund checks and the transfer, so they never disagree:
 * - paid: confirmed payments on the order (money the school received for it);
 * - transferredIn / transferredOut: what a transfer carried from another order, or to one (a credit,
 *   not money received: collections never count it);
 * - refunded: approved refunds;
 * - net = paid + transferredIn − transferredOut − refunded, what the school holds for the order,
 *   never below 0 (the database checks keep it so);
 * - due: what the fee still needs, and toRefund: what is held beyond the fee. An order that ended
 *   (cancelled or transferred) owes nothing and is owed nothing more by this rule: what it kept was
 *   the owner's decision.
 */
export interface OrderMoney {
  /** The price less the coupon's discount. */
  fee: number;
  paid: number;
  transferredIn: number;
  transferredOut: number;
  refunded: number;
  ended: OrderEnding | null;
}

/** What an order costs the student: the price less the coupon's discount (never more than the price). */
export const feeOf = (price: number, discount: number) => price - Math.min(discount, price);

export const netOf = (m: Pick<OrderMoney, 'paid' | 'transferredIn' | 'transferredOut' | 'refunded'>) =>
  m.paid + m.transferredIn - m.transferredOut - m.refunded;

export const dueOf = (m: OrderMoney) => (m.ended ? 0 : Math.max(0, m.fee - netOf(m)));

export const toRefundOf = (m: OrderMoney) => (m.ended ? 0 : Math.max(0, netOf(m) - m.fee));
