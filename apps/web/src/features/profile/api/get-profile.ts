import type { Profile } from '@inkwell/domain/users/user.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { profileKeys } from '../../../lib/query-keys.ts';

/**
 * GET /api/users/{id}: the public profile; email and phone are null unless the
 * reader is the owner or an operator, or the owner shows them (showContact).
 */
export function getProfile(id: string, signal?: AbortSignal): Promise<Profile> {
  return api<Profile>(`/users/${encodeURIComponent(id)}`, { signal });
}

export const getProfileQueryOptions = (id: string) =>
  queryOptions({
    queryKey: profileKeys.detail(id),
    queryFn: ({ signal }) => getProfile(id, signal),
  });

export function useProfile(id: string) {
  return useQuery(getProfileQueryOptions(id));
}
