import type { DeliveryInput, Order } from '@inkwell/domain/orders/order.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../../../lib/api-client.ts';
import { bidKeys, gigKeys, orderKeys, profileKeys } from '../../../../lib/query-keys.ts';

/**
 * The steps of a paid order (docs/product.md#order-life), each answering the updated order:
 * POST /orders/{bidId}/deliveries {message, files}, /accept, /revision {reason},
 * /cancellation {reason} (asks; the buyer of a late order cancels at once), /cancellation/accept,
 * DELETE /cancellation, /dispute {reason}, /extension {dueAt, reason} and its /accept and /decline.
 */
export type OrderStep =
  | { kind: 'deliver'; input: DeliveryInput }
  | { kind: 'accept' }
  | { kind: 'revision'; reason: string }
  | { kind: 'cancellation'; reason: string }
  | { kind: 'acceptCancellation' }
  | { kind: 'withdrawCancellation' }
  | { kind: 'dispute'; reason: string }
  | { kind: 'extension'; dueAt: string; reason: string }
  | { kind: 'acceptExtension' }
  | { kind: 'declineExtension' };

export function takeOrderStep(bidId: string, step: OrderStep): Promise<Order> {
  const base = `/orders/${encodeURIComponent(bidId)}`;
  switch (step.kind) {
    case 'deliver':
      return api<Order>(`${base}/deliveries`, { method: 'POST', body: { ...step.input } });
    case 'accept':
      return api<Order>(`${base}/accept`, { method: 'POST' });
    case 'revision':
      return api<Order>(`${base}/revision`, { method: 'POST', body: { reason: step.reason } });
    case 'cancellation':
      return api<Order>(`${base}/cancellation`, { method: 'POST', body: { reason: step.reason } });
    case 'acceptCancellation':
      return api<Order>(`${base}/cancellation/accept`, { method: 'POST' });
    case 'withdrawCancellation':
      return api<Order>(`${base}/cancellation`, { method: 'DELETE' });
    case 'dispute':
      return api<Order>(`${base}/dispute`, { method: 'POST', body: { reason: step.reason } });
    case 'extension':
      return api<Order>(`${base}/extension`, { method: 'POST', body: { dueAt: step.dueAt, reason: step.reason } });
    case 'acceptExtension':
      return api<Order>(`${base}/extension/accept`, { method: 'POST' });
    case 'declineExtension':
      return api<Order>(`${base}/extension/decline`, { method: 'POST' });
  }
}

/**
 * Takes a step on the order shown to `viewerId`. The answer is the order at once; then the bid lists
 * and the gigs (a completed or cancelled order makes its gig available again, sales, the seller's
 * figures) and the profiles (last delivery) are refreshed. A 409 means the page was out of date:
 * the order is loaded again, and the screen says the refusal's sentence.
 */
export function useOrderStep(bidId: string, viewerId: string) {
  const queryClient = useQueryClient();
  const refreshOthers = () =>
    Promise.all(
      [bidKeys.all, gigKeys.all, profileKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  return useMutation({
    mutationFn: (step: OrderStep) => takeOrderStep(bidId, step),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(bidId, viewerId), order);
      void refreshOthers();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) void refreshOthers();
    },
  });
}
