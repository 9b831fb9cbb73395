import type { Order, ResolveDisputeInput } from '@inkwell/domain/orders/order.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import { bidKeys, operatorKeys, orderKeys } from '../../../lib/query-keys.ts';

/** POST /api/operator/disputes/{bidId}/resolve: release, refund, or split with refundAmount dollars to the buyer. */
export function resolveDispute(bidId: string, input: ResolveDisputeInput): Promise<Order> {
  return api<Order>(`/operator/disputes/${encodeURIComponent(bidId)}/resolve`, { method: 'POST', body: input });
}

/**
 * The decided order goes into its cache entry; the queue and every bid list are asked again. When
 * someone else decided it first (409, or 404 once it has no dispute), the order and the queue are
 * asked again too, so the screen shows what happened.
 */
export function useResolveDispute(bidId: string, viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResolveDisputeInput) => resolveDispute(bidId, input),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(bidId, viewerId), order);
      void queryClient.invalidateQueries({ queryKey: operatorKeys.disputes(viewerId) });
      void queryClient.invalidateQueries({ queryKey: bidKeys.all, refetchType: 'none' });
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || (error.status !== 409 && error.status !== 404)) return;
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(bidId, viewerId) });
      void queryClient.invalidateQueries({ queryKey: operatorKeys.disputes(viewerId) });
    },
  });
}
