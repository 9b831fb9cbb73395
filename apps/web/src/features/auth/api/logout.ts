import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/query-keys.ts';
import { storeUser } from '../current-user-storage.ts';

/**
 * docs/product.md#accounts-and-sessions: a logout failure is ignored; the local user is cleared and the page reloads.
 */
export async function logout(): Promise<void> {
  try {
    await api<void>('/auth/logout', { method: 'POST' });
  } catch {
    // ignored on purpose
  }
  storeUser(null);
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.setQueryData(authKeys.me(), null);
      window.location.assign('/');
    },
  });
}
