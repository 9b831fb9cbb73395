import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/query-keys.ts';
import { readStoredUser, storeUser } from '../current-user-storage.ts';

/**
 * The signed-in user, or null. The browser-stored copy is shown at once and checked with /auth/session;
 * only its null (or a 401) signs the browser out, so a network failure or a server restart keeps the last known user.
 */
export async function getMe(): Promise<CurrentUser | null> {
  try {
    // /auth/session answers null for a visitor (a 401 from /auth/me would be logged as a console error on every page).
    const { user } = await api<{ user: CurrentUser | null }>('/auth/session');
    storeUser(user);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      storeUser(null);
      return null;
    }
    return readStoredUser() ?? null;
  }
}

export const getMeQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.me(),
    queryFn: getMe,
    placeholderData: readStoredUser,
    staleTime: 60_000,
  });

export function useCurrentUser(): CurrentUser | null {
  const { data } = useQuery(getMeQueryOptions());
  return data ?? null;
}
