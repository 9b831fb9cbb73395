import type {
  CreatePayoutResult,
  DemoOnboardingInput,
  PayoutAccount,
  PayoutBalance,
  PayoutDto,
  PayoutOnboardingLink,
} from '@inkwell/domain/payments/payout.schema';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { payoutKeys } from '../../../lib/query-keys.ts';

/** One page of GET /api/payouts: newest first, with the keyset cursor of the next page. */
export interface PayoutPage {
  items: PayoutDto[];
  nextCursor: string | null;
}

/** GET /api/payouts/balance: pending, available, in flight, paid out, fees and the next clearing (sellers only). */
export const getBalanceQueryOptions = (viewerId: string) =>
  queryOptions({
    queryKey: payoutKeys.balance(viewerId),
    queryFn: ({ signal }) => api<PayoutBalance>('/payouts/balance', { signal }),
  });

export const useBalance = (viewerId: string) => useQuery(getBalanceQueryOptions(viewerId));

/** GET /api/payouts/account: the payout account's provider and status. */
export const useAccount = (viewerId: string) =>
  useQuery({
    queryKey: payoutKeys.account(viewerId),
    queryFn: ({ signal }) => api<PayoutAccount>('/payouts/account', { signal }),
  });

/** GET /api/payouts, page by page. */
export const getPayoutsQueryOptions = (viewerId: string) =>
  infiniteQueryOptions({
    queryKey: payoutKeys.list(viewerId),
    queryFn: ({ pageParam, signal }) => {
      const query = pageParam ? `?${new URLSearchParams({ cursor: pageParam }).toString()}` : '';
      return api<PayoutPage>(`/payouts${query}`, { signal });
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });

export const usePayouts = (viewerId: string) => useInfiniteQuery(getPayoutsQueryOptions(viewerId));

/** POST /api/payouts/account/onboarding: where the seller goes to connect an account. */
export const useStartOnboarding = () =>
  useMutation({ mutationFn: () => api<PayoutOnboardingLink>('/payouts/account/onboarding', { method: 'POST' }) });

/** POST /api/payouts: a withdrawal (all that is available without an amount); the balance and list refresh. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number | undefined) =>
      api<CreatePayoutResult>('/payouts', { method: 'POST', body: amount === undefined ? {} : { amount } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}

/** POST /api/payouts/demo/onboarding: the demo provider's form; the account reads `enabled` afterwards. */
export function useDemoOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DemoOnboardingInput) =>
      api<PayoutAccount>('/payouts/demo/onboarding', { method: 'POST', body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }),
  });
}
