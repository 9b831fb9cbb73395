import type { SellerStats } from '@inkwell/domain/stats/stats.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sellerHubKeys } from '../../../lib/query-keys.ts';

/** GET /api/gigs/stats: the Seller Hub's four figures with their month-over-month trends (sellers only). */
export function getSellerStats(signal?: AbortSignal): Promise<SellerStats> {
  return api<SellerStats>('/gigs/stats', { signal });
}

export const getSellerStatsQueryOptions = () =>
  queryOptions({
    queryKey: sellerHubKeys.stats(),
    queryFn: ({ signal }) => getSellerStats(signal),
  });

export function useSellerStats() {
  return useQuery(getSellerStatsQueryOptions());
}
