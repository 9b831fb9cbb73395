import type { ReportQueue } from '@inkwell/domain/integrity/report.schema';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reportKeys } from '../../../lib/query-keys.ts';

/** GET /api/operator/reports: one page of reported items waiting for an operator, the one reported first at the top. */
export function getReportQueue(cursor: string | null, signal?: AbortSignal): Promise<ReportQueue> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return api<ReportQueue>(`/operator/reports${query}`, { signal });
}

export const getReportQueueQueryOptions = (viewerId: string) =>
  infiniteQueryOptions({
    queryKey: reportKeys.queue(viewerId),
    queryFn: ({ pageParam, signal }) => getReportQueue(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export function useReportQueue(viewerId: string) {
  return useInfiniteQuery(getReportQueueQueryOptions(viewerId));
}
