import type { OperatorFinance } from '@inkwell/domain/payments/chargeback.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { operatorKeys } from '../../../lib/query-keys.ts';

/** GET /api/operator/finance: the platform's money as the ledger sums it, in dollars. */
export function getFinance(signal?: AbortSignal): Promise<OperatorFinance> {
  return api<OperatorFinance>('/operator/finance', { signal });
}

export const getFinanceQueryOptions = (viewerId: string) =>
  queryOptions({ queryKey: operatorKeys.finance(viewerId), queryFn: ({ signal }) => getFinance(signal) });

export function useOperatorFinance(viewerId: string) {
  return useQuery(getFinanceQueryOptions(viewerId));
}
