import type { ConfirmOrderResult } from '@inkwell/domain/payments/payment.schema';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { bidKeys, paymentKeys } from '../../../../lib/query-keys.ts';

/**
 * PUT /api/orders {payment_intent} (docs/product.md#endpoints): the server asks the gateway and, once the
 * payment succeeded, moves the bid to in progress. Confirming again changes nothing more, so it is
 * read like a query keyed by the intent.
 */
export function confirmOrder(paymentIntent: string, signal?: AbortSignal): Promise<ConfirmOrderResult> {
  return api<ConfirmOrderResult>('/orders', { method: 'PUT', body: { payment_intent: paymentIntent }, signal });
}

/**
 * docs/product.md#user-facing-sentences: a confirmation failure is only logged, never shown; the page then goes on with
 * the status the gateway put in the return address. The orders are refreshed either way.
 */
export const confirmOrderQueryOptions = (paymentIntent: string, queryClient: QueryClient) =>
  queryOptions({
    queryKey: paymentKeys.confirm(paymentIntent),
    queryFn: async ({ signal }): Promise<ConfirmOrderResult | null> => {
      try {
        return await confirmOrder(paymentIntent, signal);
      } catch (error) {
        console.error('Payment confirmation failed', error);
        return null;
      } finally {
        void queryClient.invalidateQueries({ queryKey: bidKeys.all });
      }
    },
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });

export function useConfirmOrder(paymentIntent: string, queryClient: QueryClient) {
  return useQuery({ ...confirmOrderQueryOptions(paymentIntent, queryClient), enabled: paymentIntent !== '' });
}
