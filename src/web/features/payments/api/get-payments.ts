import { useQuery } from '@tanstack/react-query';
import type { PaymentStatus } from '#shared/constants.ts';
import type { StaffPayment } from '#shared/schemas/payment.ts';
import { apiPage } from '#web/lib/api.ts';
import { pagedListQuery } from '#web/lib/paged-query.ts';
import { paymentKeys } from './keys';

export interface PaymentListParams {
  /** Only payments in this state; without one, those waiting for a decision come first. */
  status?: PaymentStatus;
  /** Finds payments by OID, TrxID, phone (any spelling) or the student's name. */
  q?: string;
  page: number;
  limit: number;
}

/** GET /api/payments: the office's list of every order's payments, paged on the server. */
export function usePayments(params: PaymentListParams) {
  return useQuery(pagedListQuery<StaffPayment, PaymentListParams>('payments', '/payments', params));
}

/**
 * How many payments wait for the office's confirmation (the menu's badge): the list's total of
 * submitted payments, refreshed every minute and after every confirm or reject.
 */
export function useWaitingPayments() {
  return useQuery({
    queryKey: paymentKeys.waiting,
    queryFn: async ({ signal }) =>
      (await apiPage<StaffPayment>('/payments', { query: { status: 'submitted', limit: 1 }, signal })).total,
    refetchInterval: 60_000,
  });
}
