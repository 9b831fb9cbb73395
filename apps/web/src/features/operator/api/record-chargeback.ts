import type { Chargeback, ChargebackInput } from '@inkwell/domain/payments/chargeback.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { operatorKeys } from '../../../lib/query-keys.ts';

/** POST /api/operator/orders/{bidId}/chargeback: the demo gateway's card dispute on a paid order. */
export function recordChargeback(bidId: string, input: ChargebackInput): Promise<Chargeback> {
  return api<Chargeback>(`/operator/orders/${encodeURIComponent(bidId)}/chargeback`, { method: 'POST', body: input });
}

/** Once recorded, the sums and the disputes queue (a chargeback in escrow opens a dispute) are asked again. */
export function useRecordChargeback(viewerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bidId, input }: { bidId: string; input: ChargebackInput }) => recordChargeback(bidId, input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: operatorKeys.finance(viewerId) });
      void queryClient.invalidateQueries({ queryKey: operatorKeys.disputes(viewerId) });
    },
  });
}
