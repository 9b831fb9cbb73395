import type { Order } from '@inkwell/domain/orders/order.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { orderKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/orders/{bidId} as an operator reads a disputed order (viewerRole 'operator'). The key is
 * the orders' own (orderKeys.detail), so the order page and the dispute desk share one cache entry.
 */
export function getDisputedOrder(bidId: string, signal?: AbortSignal): Promise<Order> {
  return api<Order>(`/orders/${encodeURIComponent(bidId)}`, { signal });
}

export const getDisputedOrderQueryOptions = (bidId: string, viewerId: string) =>
  queryOptions({
    queryKey: orderKeys.detail(bidId, viewerId),
    queryFn: ({ signal }) => getDisputedOrder(bidId, signal),
  });

export function useDisputedOrder(bidId: string, viewerId: string) {
  return useQuery(getDisputedOrderQueryOptions(bidId, viewerId));
}
