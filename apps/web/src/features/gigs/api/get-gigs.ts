import type { GigPurpose } from '@inkwell/domain/integrity/integrity.constants';
import type { CategoryId } from '@inkwell/domain/categories';
import type { GigList, GigSort } from '@inkwell/domain/gigs/gig.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { gigKeys } from '../../../lib/query-keys.ts';

/**
 * The filters GET /api/gigs understands (docs/product.md#gig-list-and-search: the budget applies to the total price).
 */
export interface GigListFilters {
  cat?: CategoryId;
  /** What the work is for. */
  purpose?: GigPurpose;
  search?: string;
  min?: number;
  max?: number;
  sort?: GigSort;
  /** Only this seller's gigs (the seller's own list). */
  userId?: string;
}

function queryString(filters: GigListFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  if (filters.cat) params.set('cat', filters.cat);
  if (filters.purpose) params.set('purpose', filters.purpose);
  if (filters.search) params.set('search', filters.search);
  if (filters.min !== undefined) params.set('min', String(filters.min));
  if (filters.max !== undefined) params.set('max', String(filters.max));
  if (filters.sort) params.set('sort', filters.sort);
  if (filters.userId) params.set('userId', filters.userId);
  if (cursor) params.set('cursor', cursor);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/gigs: one page of gigs, with the cursor of the next page (null on the last one). */
export function getGigs(filters: GigListFilters, cursor: string | null, signal?: AbortSignal): Promise<GigList> {
  return api<GigList>(`/gigs${queryString(filters, cursor)}`, { signal });
}

export const getGigsQueryOptions = (filters: GigListFilters) =>
  infiniteQueryOptions({
    queryKey: gigKeys.list(filters),
    queryFn: ({ pageParam, signal }) => getGigs(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

/** Pages of gigs; "Load more" calls fetchNextPage while hasNextPage. */
export function useGigs(filters: GigListFilters, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...getGigsQueryOptions(filters), enabled: options.enabled ?? true });
}
