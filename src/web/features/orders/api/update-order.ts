import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditOrderBody, Order } from '#shared/schemas/order.ts';
import { api } from '#web/lib/api.ts';
import { orderKeys } from './keys';

/** PUT /api/order?oid=: an admin saves the "Edit order" form. */
export function updateOrder(oid: string, body: EditOrderBody) {
  return api<Order>('/order', { method: 'PUT', query: { oid }, body: { ...body } });
}

export function useUpdateOrder() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ oid, body }: { oid: string; body: EditOrderBody }) => updateOrder(oid, body),
    onSuccess: (order) => {
      qc.setQueryData(orderKeys.detail(order.oid), order);
      return qc.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
