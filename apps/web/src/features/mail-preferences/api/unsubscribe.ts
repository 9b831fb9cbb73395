import type { UnsubscribeDone, UnsubscribeInfo } from '@inkwell/domain/mail/mail-preferences.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { mailPreferenceKeys } from '../../../lib/query-keys.ts';

const withToken = (token: string) => `/mail/unsubscribe?token=${encodeURIComponent(token)}`;

/** GET /api/mail/unsubscribe: which topic the link turns off (nothing changes yet). */
export function getUnsubscribe(token: string): Promise<UnsubscribeInfo> {
  return api<UnsubscribeInfo>(withToken(token));
}

export const getUnsubscribeQueryOptions = (token: string) =>
  queryOptions({
    queryKey: mailPreferenceKeys.unsubscribe(token),
    queryFn: () => getUnsubscribe(token),
    staleTime: Infinity,
  });

export function useUnsubscribeInfo(token: string) {
  return useQuery({ ...getUnsubscribeQueryOptions(token), enabled: token !== '' });
}

/** POST /api/mail/unsubscribe: turns the link's topic off (the settings page reads it anew). */
export function unsubscribe(token: string): Promise<UnsubscribeDone> {
  return api<UnsubscribeDone>(withToken(token), { method: 'POST', body: {} });
}

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...mailPreferenceKeys.all, 'me'] }),
  });
}
