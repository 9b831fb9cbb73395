import type {
  ChangeEmailInput,
  EmailChangeResult,
  PendingEmailChange,
} from '@inkwell/domain/users/email-change.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/query-keys.ts';
import { storeUser } from '../current-user-storage.ts';

/**
 * The email change: asked with the password, confirmed by the link mailed to the new address,
 * cancelled by the link mailed to the old one (which also signs every device out, this one too).
 */
const pendingKey = () => [...authKeys.all, 'email-change'] as const;

/** GET /api/auth/email/change: the address waiting for its link, or nulls. */
export const getPendingEmailChangeQueryOptions = () =>
  queryOptions({
    queryKey: pendingKey(),
    queryFn: () => api<PendingEmailChange>('/auth/email/change'),
  });

export function usePendingEmailChange() {
  return useQuery(getPendingEmailChangeQueryOptions());
}

/** POST /api/auth/email/change: 202 with the pending address (the account's address does not change yet). */
export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangeEmailInput) =>
      api<PendingEmailChange>('/auth/email/change', { method: 'POST', body: input }),
    onSuccess: (pending) => queryClient.setQueryData(pendingKey(), pending),
  });
}

/** POST /api/auth/email/change/confirm: the new address is the account's; the signed-in person is read again. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api<EmailChangeResult>('/auth/email/change/confirm', { method: 'POST', body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.all }),
  });
}

/** POST /api/auth/email/change/cancel: every session of the account ends, so this browser is signed out too. */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api<EmailChangeResult>('/auth/email/change/cancel', { method: 'POST', body: { token } }),
    onSuccess: () => {
      storeUser(null);
      queryClient.setQueryData(authKeys.me(), null);
      queryClient.removeQueries({ queryKey: pendingKey() });
    },
  });
}
