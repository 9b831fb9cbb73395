import type { CurrentUser, RegisterInput } from '@inkwell/domain/users/user.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST /api/auth/register: creates the account without signing in (the user signs in next). */
export function register(input: RegisterInput): Promise<CurrentUser> {
  return api<CurrentUser>('/auth/register', { method: 'POST', body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
