import type { Chargeback, ResolveChargebackInput } from '@inkwell/domain/payments/chargeback.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { operatorKeys } from '../../../lib/query-keys.ts';

/** POST /api/operator/chargebacks/{bidId}/resolve: the held share back to the seller, or to the buyer. */
export function resolveChargeback(bidId: string, input: ResolveChargebackInput): Promise<Chargeback> {
  return api<Chargeback>(`/operator/chargebacks/${encodeURIComponent(bidId)}/resolve`, { method: 'POST', body: input });
}

/** Decided or not (someone else may have decided it first), the sums are asked again. */
export function useResolveChargeback(bidId: string, viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResolveChargebackInput) => resolveChargeback(bidId, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorKeys.finance(viewerId) }),
  });
}
