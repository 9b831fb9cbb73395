import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while a server-rendered page is not yet the app's (its markup is there, its handlers are
 * not), true once hydrated and on every page the browser renders itself. A button that would do
 * nothing before hydration is disabled until then: a tap on it waits instead of being lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
