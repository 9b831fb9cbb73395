import type { PaymentIntentResult } from '@inkwell/domain/payments/payment.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { paymentKeys } from '../../../../lib/query-keys.ts';

/**
 * POST /api/orders/create-payment-intent/{bidId} (the bidder of an approved bid): the intent's client
 * secret, the gateway to pay through and what is being paid. The server answers the same open
 * intent to every call for a bid, so it is read like a query: a reload or a second tab shows the
 * same payment, never a second one.
 */
export function createPaymentIntent(bidId: string, signal?: AbortSignal): Promise<PaymentIntentResult> {
  return api<PaymentIntentResult>(`/orders/create-payment-intent/${encodeURIComponent(bidId)}`, {
    method: 'POST',
    signal,
  });
}

export const paymentIntentQueryOptions = (bidId: string, viewerId: string) =>
  queryOptions({
    queryKey: paymentKeys.intent(bidId, viewerId),
    queryFn: ({ signal }) => createPaymentIntent(bidId, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

export function usePaymentIntent(bidId: string, viewerId: string | undefined) {
  return useQuery({ ...paymentIntentQueryOptions(bidId, viewerId ?? ''), enabled: viewerId !== undefined });
}
