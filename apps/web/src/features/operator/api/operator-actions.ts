import type { OperatorActionResult, ReportCase } from '@inkwell/domain/integrity/report.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { gigKeys, reportKeys } from '../../../lib/query-keys.ts';

/** The operators' actions on a report's item (POST /api/operator/...). */
export type OperatorAction =
  | { kind: 'dismiss'; reportId: string; note: string }
  | { kind: 'hide' | 'unhide'; gigId: string; reportId: string; note: string }
  | { kind: 'suspend' | 'unsuspend'; userId: string; reportId: string; note: string };

export function runOperatorAction(action: OperatorAction): Promise<ReportCase | OperatorActionResult> {
  const post = <T>(path: string, body: Record<string, unknown>) => api<T>(path, { method: 'POST', body });
  switch (action.kind) {
    case 'dismiss':
      return post(`/operator/reports/${encodeURIComponent(action.reportId)}/dismiss`, { note: action.note });
    case 'hide':
      return post(`/operator/gigs/${encodeURIComponent(action.gigId)}/hide`, {
        note: action.note,
        reportId: action.reportId,
      });
    case 'unhide':
      return post(`/operator/gigs/${encodeURIComponent(action.gigId)}/unhide`, { note: action.note });
    case 'suspend':
      return post(`/operator/users/${encodeURIComponent(action.userId)}/suspend`, {
        message: action.note,
        reportId: action.reportId,
      });
    case 'unsuspend':
      return post(`/operator/users/${encodeURIComponent(action.userId)}/unsuspend`, { note: action.note });
  }
}

/**
 * After any action (or a refusal because another operator acted first)
 * the case, the queue, the log and every gig list are read again.
 */
export function useOperatorAction() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: reportKeys.all });
    void queryClient.invalidateQueries({ queryKey: gigKeys.all, refetchType: 'none' });
  };
  return useMutation({ mutationFn: runOperatorAction, onSuccess: refresh, onError: refresh });
}
