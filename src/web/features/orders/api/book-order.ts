import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrderBodyInput, Order } from '#shared/schemas/order.ts';
import { api } from '#web/lib/api.ts';
import { orderKeys } from './keys';

/**
 * A key made once per booking form: sending the same form again (a double click, a retry after a
 * dropped connection) returns the same order instead of making a second one. getRandomValues works
 * on plain-http sites too, where crypto.randomUUID does not exist.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** PUT /api/order without an oid: books a course for the signed-in user. */
export function bookOrder(body: CreateOrderBodyInput & { idempotencyKey: string }) {
  return api<Order>('/order', { method: 'PUT', body: { ...body } });
}

export function useBookOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: bookOrder,
    onSuccess: () => qc.invalidateQueries({ queryKey: orderKeys.all }),
  });
}
