import type { Order } from '@inkwell/domain/orders/order.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { orderKeys } from '../../../../lib/query-keys.ts';

/** GET /api/orders/{bidId}: the order as the caller (its buyer, its seller, or an operator on its dispute) sees it. */
export function getOrder(bidId: string, signal?: AbortSignal): Promise<Order> {
  return api<Order>(`/orders/${encodeURIComponent(bidId)}`, { signal });
}

const ORIGINALITY_POLL_MS = 3000;

/** Keyed by the viewer too: the same order reads differently to each side (actions, role). */
export const getOrderQueryOptions = (bidId: string, viewerId: string) =>
  queryOptions({
    queryKey: orderKeys.detail(bidId, viewerId),
    queryFn: ({ signal }) => getOrder(bidId, signal),
    // A delivery's originality evidence is checked just after it (decision 038): read again until it is there.
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.originality.status === 'pending')
        ? ORIGINALITY_POLL_MS
        : false,
  });

export function useOrder(bidId: string, viewerId: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getOrderQueryOptions(bidId, viewerId), enabled: options.enabled ?? true });
}
