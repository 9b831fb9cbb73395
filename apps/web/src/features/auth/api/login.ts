import type { CurrentUser, LoginInput } from '@inkwell/domain/users/user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/query-keys.ts';
import { storeUser } from '../current-user-storage.ts';

/** POST /api/auth/login: answers the user and sets the session cookie. */
export function login(input: LoginInput): Promise<CurrentUser> {
  return api<CurrentUser>('/auth/login', { method: 'POST', body: input });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      storeUser(user);
      queryClient.setQueryData(authKeys.me(), user);
    },
  });
}
