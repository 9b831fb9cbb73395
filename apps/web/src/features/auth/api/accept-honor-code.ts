import { HONOR_CODE_VERSION } from '@inkwell/domain/integrity/integrity.constants';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/query-keys.ts';
import { storeUser } from '../current-user-storage.ts';

/** POST /api/users/me/honor-code: the signed-in person accepts the current honor code. */
export function useAcceptHonorCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api<CurrentUser>('/users/me/honor-code', { method: 'POST', body: { version: HONOR_CODE_VERSION } }),
    onSuccess: (user) => {
      storeUser(user);
      queryClient.setQueryData(authKeys.me(), user);
    },
  });
}
