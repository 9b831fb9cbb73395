import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { CURRENT_USER_KEY } from '../features/auth/current-user-storage.ts';
import { json, problem, stubFetch } from '../test/responses.ts';

/** Users for the shell's tests, and a way to be one of them (browser-stored copy and /auth/me). */
export const testBuyer: CurrentUser = {
  _id: 'buyer-1',
  username: 'sam.reads',
  email: 'sam@example.com',
  img: '',
  isSeller: false,
  country: 'GB',
  fullName: 'Sam Patel',
  createdAt: '2025-02-01T09:00:00.000Z',
};

export const testSeller: CurrentUser = {
  ...testBuyer,
  _id: 'seller-1',
  username: 'maria.writes',
  email: 'maria@example.com',
  isSeller: true,
};

/** `handlers` stub the other calls the screen makes ("METHOD /api/path"). */
export function signInAs(user: CurrentUser | null, handlers: Parameters<typeof stubFetch>[0] = {}) {
  if (user) localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
  return stubFetch({
    'GET /api/auth/me': () => (user ? json(200, user) : problem(401, 'NOT_SIGNED_IN', 'Please sign in to continue.')),
    ...handlers,
  });
}
