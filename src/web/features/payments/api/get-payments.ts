import { useQuery } from '@tanstack/react-query';
import type { PaymentStatus } from '#shared/constants.ts';
import type { StaffPayment } from '#shared/schemas/payment.ts';
import { pagedListQuery } from '#web/lib/paged-query.ts';

export interface PaymentListParams {
  /** Only payments in this state; without one, those waiting for a decision come first. */
  status?: PaymentStatus;
  page: number;
  limit: number;
}

/** GET /api/payments: the office's list of every order's payments, paged on the server. */
export function usePayments(params: PaymentListParams) {
  return useQuery(pagedListQuery<StaffPayment, PaymentListParams>('payments', '/payments', params));
}
