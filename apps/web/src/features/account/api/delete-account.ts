import type { DeleteAccountInput } from '@inkwell/domain/users/account.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/query-keys.ts';
import { storeUser } from '../../auth/index.ts';

/** DELETE /api/users/me: deletes the account after the password (refused while an order is under way). */
export function deleteAccount(input: DeleteAccountInput): Promise<void> {
  return api<void>('/users/me', { method: 'DELETE', body: input });
}

/** Where a deleted person lands, signed out, with a notice and the way home. */
export const ACCOUNT_DELETED_PATH = '/account-deleted';

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: () => {
      storeUser(null);
      queryClient.setQueryData(authKeys.me(), null);
      window.location.assign(ACCOUNT_DELETED_PATH);
    },
  });
}

/** GET /api/users/me/export, downloaded by the browser itself (Content-Disposition: attachment). */
export const EXPORT_URL = '/api/users/me/export';
