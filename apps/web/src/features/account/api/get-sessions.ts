import type { SessionDto } from '@inkwell/domain/users/account.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accountKeys } from '../../../lib/query-keys.ts';

/** GET /api/auth/sessions: the signed-in devices, the current one marked. */
export function getSessions(signal?: AbortSignal): Promise<SessionDto[]> {
  return api<SessionDto[]>('/auth/sessions', { signal });
}

export const getSessionsQueryOptions = (viewerId: string) =>
  queryOptions({ queryKey: accountKeys.sessions(viewerId), queryFn: ({ signal }) => getSessions(signal) });

export function useSessions(viewerId: string) {
  return useQuery(getSessionsQueryOptions(viewerId));
}
