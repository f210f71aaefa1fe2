import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefundStatus } from '#shared/constants.ts';
import type { Ledger } from '#shared/schemas/payment.ts';
import type { Refund, RefundApprove, RefundDecline, RefundRequest } from '#shared/schemas/refund.ts';
import type { Language } from '#shared/language.ts';
import { api, apiPage } from '#web/lib/api.ts';
import { pagedListQuery } from '#web/lib/paged-query.ts';
import { MONEY_KEYS, refundKeys } from './keys';

export interface RefundListParams {
  /** Only refunds in this state; without one, the waiting ones first. */
  status?: RefundStatus;
  page: number;
  limit: number;
}

/** GET /api/refunds: the office sees every order's refunds, anyone else their own orders'. */
export function useRefunds(params: RefundListParams) {
  return useQuery(pagedListQuery<Refund, RefundListParams>('refunds', '/refunds', params));
}

/** GET /api/refunds?oid=: one order's refunds, newest decisions after the waiting one. */
export function useOrderRefunds(oid: string) {
  return useQuery({
    queryKey: refundKeys.order(oid),
    queryFn: ({ signal }) => api<Refund[]>('/refunds', { query: { oid }, signal }),
  });
}

/** How many requests wait for the owner (the menu's badge); refreshed every minute. */
export function useWaitingRefunds(enabled: boolean) {
  return useQuery({
    queryKey: refundKeys.waiting,
    queryFn: async ({ signal }) =>
      (await apiPage<Refund>('/refunds', { query: { status: 'requested', limit: 1 }, signal })).total,
    refetchInterval: 60_000,
    enabled,
  });
}

/**
 * GET /api/orders/{oid}/ledger, under the payments feature's own key: one cached copy of an
 * order's money for its payment card and its refund card.
 */
export const orderLedgerQueryOptions = (oid: string) =>
  queryOptions({
    queryKey: ['payments', 'ledger', oid],
    queryFn: ({ signal }) => api<Ledger>(`/orders/${encodeURIComponent(oid)}/ledger`, { signal }),
  });

/** The order's ledger; nothing is asked while there is no order (`oid` empty). */
export function useOrderLedger(oid: string) {
  return useQuery({ ...orderLedgerQueryOptions(oid), enabled: oid !== '' });
}

/** After a change to a refund: the refunds, and the money, orders and seats it moves. */
function useRefreshMoney() {
  const qc = useQueryClient();
  return () => Promise.all([refundKeys.all, ...MONEY_KEYS].map((queryKey) => qc.invalidateQueries({ queryKey })));
}

/** POST /api/orders/{oid}/refunds: the student (or the office for them) asks for money back. */
export function useAskRefund() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ oid, body }: { oid: string; body: RefundRequest }) =>
      api<Refund>(`/orders/${encodeURIComponent(oid)}/refunds`, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** POST /api/refunds/{id}/approve: the owner gives back all or part; the refund gets its number. */
export function useApproveRefund() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RefundApprove }) =>
      api<Refund>(`/refunds/${encodeURIComponent(id)}/approve`, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** POST /api/refunds/{id}/decline: the owner says no, with a reason the student reads. */
export function useDeclineRefund() {
  const refresh = useRefreshMoney();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RefundDecline }) =>
      api<Refund>(`/refunds/${encodeURIComponent(id)}/decline`, { method: 'POST', body }),
    onSuccess: refresh,
  });
}

/** The address of an approved refund's paper (a PDF the browser opens with the page's session). */
/** An approved refund's paper; `?lang=bn` names the course in Bengali on it (the paper's other words are in both). */
export const refundPdfUrl = (id: string, language: Language) =>
  `/api/refunds/${encodeURIComponent(id)}/receipt.pdf${language === 'bn' ? '?lang=bn' : ''}`;
