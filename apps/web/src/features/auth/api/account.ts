import type { ChangePasswordInput, ResetPasswordInput } from '@inkwell/domain/users/password.schema';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/query-keys.ts';
import { storeUser } from '../current-user-storage.ts';

/** Password recovery and change, address verification, the language of mail. */

/** POST /api/auth/password/forgot: the same answer whether the address has an account or not. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) => api<unknown>('/auth/password/forgot', { method: 'POST', body: { email } }),
  });
}

/** POST /api/auth/password/reset: sets the new password and signs this browser in. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) =>
      api<CurrentUser>('/auth/password/reset', { method: 'POST', body: input }),
    onSuccess: (user) => {
      storeUser(user);
      queryClient.setQueryData(authKeys.me(), user);
    },
  });
}

/** POST /api/auth/password/change: the other devices are signed out, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => api<null>('/auth/password/change', { method: 'POST', body: input }),
  });
}

/** POST /api/auth/email/verify, then the signed-in person (if any) is read again to drop the banner. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api<null>('/auth/email/verify', { method: 'POST', body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: authKeys.me() }),
  });
}

/** POST /api/auth/email/resend: a new link to the signed-in person's address. */
export function useResendVerification() {
  return useMutation({ mutationFn: () => api<null>('/auth/email/resend', { method: 'POST' }) });
}
