import type {
  JurisdictionRule,
  JurisdictionRuleInput,
  JurisdictionRuleList,
} from '@inkwell/domain/integrity/jurisdiction.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { gigKeys, reportKeys } from '../../../lib/query-keys.ts';

/** GET /api/operator/jurisdictions: the operators' rules per buyer country. */
export const getJurisdictionRulesQueryOptions = (viewerId: string) =>
  queryOptions({
    queryKey: reportKeys.rules(viewerId),
    queryFn: ({ signal }) => api<JurisdictionRuleList>('/operator/jurisdictions', { signal }),
  });

export function useJurisdictionRules(viewerId: string) {
  return useQuery(getJurisdictionRulesQueryOptions(viewerId));
}

export type RuleChange =
  { kind: 'set'; country: string; rule: JurisdictionRuleInput } | { kind: 'remove'; country: string };

function changeRule(change: RuleChange): Promise<JurisdictionRule | null> {
  const path = `/operator/jurisdictions/${encodeURIComponent(change.country)}`;
  return change.kind === 'set'
    ? api<JurisdictionRule>(path, { method: 'PUT', body: change.rule })
    : api<null>(path, { method: 'DELETE' });
}

/**
 * PUT or DELETE one country's rule; the rules, the audit log and
 * every gig list (their "not available" marks) are read again.
 */
export function useChangeRule() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: reportKeys.all });
    void queryClient.invalidateQueries({ queryKey: gigKeys.all, refetchType: 'none' });
  };
  return useMutation({ mutationFn: changeRule, onSuccess: refresh, onError: refresh });
}
