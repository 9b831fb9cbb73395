import type { Bid } from '@inkwell/domain/bids/bid.schema';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { screen, within } from '@testing-library/react';
import { routes } from '../../app/router.tsx';
import { signInAs } from '../../app/test-users.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { json, type StubbedCall } from '../../test/responses.ts';
import type { OrdersTab } from './orders-tab.ts';

type Handlers = NonNullable<Parameters<typeof signInAs>[1]>;

/**
 * The orders the stubbed server lists per tab; tests change them (an approval, a completion) and
 * the screen's refetch reads the new state.
 */
export interface OrderLists {
  active: Bid[];
  completed: Bid[];
}

const page = (items: Bid[]) => json(200, { items, nextCursor: null });

/** GET /api/bids/me answering by its view, from `lists`. */
export const buyerListHandlers = (lists: OrderLists): Handlers => ({
  'GET /api/bids/me': (call: StubbedCall) => page(lists[(call.query.get('view') ?? 'active') as OrdersTab]),
});

/** GET /api/bids/owner/pending and /completed, from `lists`. */
export const sellerListHandlers = (lists: OrderLists): Handlers => ({
  'GET /api/bids/owner/pending': () => page(lists.active),
  'GET /api/bids/owner/completed': () => page(lists.completed),
});

/** Opens /orders (or `path`) as `user`, the server stubbed with `handlers`. */
export function openOrders(user: CurrentUser | null, handlers: Handlers, path = '/orders') {
  return { ...signInAs(user, handlers), ...renderRoute(routes, path) };
}

/** The order cards once they show, each an article named by its gig's title. */
export async function findOrders(): Promise<HTMLElement[]> {
  return screen.findAllByRole('article');
}

export async function findOrder(title: string) {
  return within(await screen.findByRole('article', { name: title }));
}
