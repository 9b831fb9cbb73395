/**
 * The two tabs of /orders (docs/product.md#screens-and-routes): Active is the default, Completed is `?tab=completed`.
 */
export const ORDERS_TABS = ['active', 'completed'] as const;
export type OrdersTab = (typeof ORDERS_TABS)[number];

export const TAB_PARAM = 'tab';

/** The tab an address asks for; anything but `completed` is the default Active tab. */
export function tabFromSearch(search: URLSearchParams): OrdersTab {
  return search.get(TAB_PARAM) === 'completed' ? 'completed' : 'active';
}
