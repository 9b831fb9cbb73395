import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { LiveEventsProvider } from '../features/live/index.ts';

/**
 * Renders hooks under the live stream (as the app mounts it), with a fresh QueryClient (no
 * retries): a test then pushes events into the stream and reads what the hooks return.
 */
export function renderLiveHook<T>(hook: () => T) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <LiveEventsProvider>{children}</LiveEventsProvider>
    </QueryClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient };
}
