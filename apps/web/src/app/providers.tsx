import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { CURRENT_USER_KEY } from '../features/auth/index.ts';
import { ApiError } from '../lib/api-client.ts';
import { authKeys } from '../lib/query-keys.ts';

/** A 4xx answer will not change by asking again; network failures and 5xx get two more tries. */
function shouldRetry(failureCount: number, error: Error): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** The session is gone: any 401 but a wrong password at sign-in (which the sign-in form says itself). */
const isSessionLost = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.code !== 'WRONG_CREDENTIALS';

/**
 * The one place a 401 is handled: the browser forgets the signed-in person (stored copy and cache)
 * and `onSignInRequired` sends them to sign in, once however many calls fail together; signing in
 * again (the person is in the cache once more) makes the next lost session count again.
 */
export function createQueryClient(onSignInRequired?: () => void): QueryClient {
  let sent = false;
  const onError = (error: unknown) => {
    if (!isSessionLost(error) || sent) return;
    sent = true;
    try {
      localStorage.removeItem(CURRENT_USER_KEY);
    } catch {
      // Storage can be unavailable (private mode); the cache below is cleared all the same.
    }
    client.setQueryData(authKeys.me(), null);
    onSignInRequired?.();
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry },
      mutations: { retry: false },
    },
  });
  client.getQueryCache().subscribe((event) => {
    const me = authKeys.me();
    const isMe =
      event.query.queryKey.length === me.length && me.every((part, index) => event.query.queryKey[index] === part);
    if (event.type === 'updated' && isMe && event.query.state.data) sent = false;
  });
  return client;
}

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass their own client, seeded with the data they need. */
  queryClient?: QueryClient;
  /** Where a lost session sends the person (the app's router: /login, then back). */
  onSignInRequired?: () => void;
}

export function AppProviders({ children, queryClient, onSignInRequired }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient(onSignInRequired));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
