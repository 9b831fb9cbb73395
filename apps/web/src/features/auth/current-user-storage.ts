import type { CurrentUser } from '@inkwell/domain/users/user.schema';

/** docs/product.md#accounts-and-sessions: the user is kept in browser storage under `currentUser` after login. */
export const CURRENT_USER_KEY = 'currentUser';

export function readStoredUser(): CurrentUser | null {
  try {
    const raw = localStorage.getItem(CURRENT_USER_KEY);
    return raw ? (JSON.parse(raw) as CurrentUser) : null;
  } catch {
    return null;
  }
}

export function storeUser(user: CurrentUser | null): void {
  try {
    if (user) localStorage.setItem(CURRENT_USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(CURRENT_USER_KEY);
  } catch {
    // Storage can be unavailable (private mode); the session cookie still works.
  }
}
