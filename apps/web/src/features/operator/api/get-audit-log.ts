import type { AuditList } from '@inkwell/domain/integrity/report.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reportKeys } from '../../../lib/query-keys.ts';

/** GET /api/operator/audit: one page of operator actions, the newest first. */
export function getAuditLog(cursor: string | null, signal?: AbortSignal): Promise<AuditList> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return api<AuditList>(`/operator/audit${query}`, { signal });
}

export const getAuditLogQueryOptions = (viewerId: string) =>
  infiniteQueryOptions({
    queryKey: reportKeys.audit(viewerId),
    queryFn: ({ pageParam, signal }) => getAuditLog(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useAuditLog(viewerId: string) {
  return useInfiniteQuery(getAuditLogQueryOptions(viewerId));
}
