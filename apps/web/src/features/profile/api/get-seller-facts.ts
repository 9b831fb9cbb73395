import type { SellerFacts } from '@inkwell/domain/stats/stats.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileKeys } from '../../../lib/query-keys.ts';

/** GET /api/users/{id}/seller-facts: member since, average first response, last delivery, languages. */
export function getSellerFacts(id: string, signal?: AbortSignal): Promise<SellerFacts> {
  return api<SellerFacts>(`/users/${encodeURIComponent(id)}/seller-facts`, { signal });
}

export const getSellerFactsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: profileKeys.sellerFacts(id),
    queryFn: ({ signal }) => getSellerFacts(id, signal),
    staleTime: 60_000,
  });

export function useSellerFacts(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getSellerFactsQueryOptions(id), enabled: options.enabled ?? true });
}
