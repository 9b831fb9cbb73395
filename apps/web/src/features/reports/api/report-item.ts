import type { Report, ReportInput } from '@inkwell/domain/integrity/report.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/reports: a gig, a profile or a message, with a reason and optional details. */
export function reportItem(input: ReportInput): Promise<Report> {
  return api<Report>('/reports', { method: 'POST', body: input });
}

export function useReportItem() {
  return useMutation({ mutationFn: reportItem });
}
