import type { Gig } from '@inkwell/domain/gigs/gig.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { gigKeys } from '../../../lib/query-keys.ts';

/** GET /api/gigs/single/{id}: one gig with its seller's public card; 404 when there is none. */
export function getGig(id: string, signal?: AbortSignal): Promise<Gig> {
  return api<Gig>(`/gigs/single/${encodeURIComponent(id)}`, { signal });
}

export const getGigQueryOptions = (id: string) =>
  queryOptions({
    queryKey: gigKeys.detail(id),
    queryFn: ({ signal }) => getGig(id, signal),
  });

export function useGig(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getGigQueryOptions(id), enabled: options.enabled ?? true });
}
