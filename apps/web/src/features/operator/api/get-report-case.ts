import type { ReportCase } from '@inkwell/domain/integrity/report.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { reportKeys } from '../../../lib/query-keys.ts';

/** GET /api/operator/reports/{id}: the reported item, its reports and the operators' actions on it. */
export function getReportCase(reportId: string, signal?: AbortSignal): Promise<ReportCase> {
  return api<ReportCase>(`/operator/reports/${encodeURIComponent(reportId)}`, { signal });
}

export const getReportCaseQueryOptions = (viewerId: string, reportId: string) =>
  queryOptions({
    queryKey: reportKeys.case(viewerId, reportId),
    queryFn: ({ signal }) => getReportCase(reportId, signal),
  });

export function useReportCase(viewerId: string, reportId: string) {
  return useQuery(getReportCaseQueryOptions(viewerId, reportId));
}
