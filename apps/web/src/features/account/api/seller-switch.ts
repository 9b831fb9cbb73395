import type { BecomeSellerInput } from '@inkwell/domain/users/account.schema';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { authKeys, gigKeys } from '../../../lib/query-keys.ts';
import { storeUser } from '../../auth/index.ts';

/** POST /api/users/me/seller: the buyer's account becomes a seller's. */
export function becomeSeller(input: BecomeSellerInput): Promise<CurrentUser> {
  return api<CurrentUser>('/users/me/seller', { method: 'POST', body: input });
}

/** DELETE /api/users/me/seller: back to a buyer's account (refused while an order is under way). */
export function stopSelling(): Promise<CurrentUser> {
  return api<CurrentUser>('/users/me/seller', { method: 'DELETE' });
}

/**
 * Either switch: the signed-in person is replaced by the answer (menus and the Seller Hub follow), the gigs refreshed.
 */
export function useSellerSwitch<Input>(call: (input: Input) => Promise<CurrentUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (user) => {
      queryClient.setQueryData(authKeys.me(), user);
      storeUser(user);
      return queryClient.invalidateQueries({ queryKey: gigKeys.all });
    },
  });
}
