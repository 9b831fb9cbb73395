/** What other features, app/ and the test fixtures use of auth: the signed-in person, signing out (here or everywhere), and where to sign up as a seller. */
export { getMeQueryOptions, useCurrentUser } from './api/get-me.ts';
export { useLogout } from './api/logout.ts';
export { useSignOutEverywhere } from './components/sign-out-everywhere.tsx';
export { BECOME_SELLER_PATH } from './auth-paths.ts';
export { CURRENT_USER_KEY, storeUser } from './current-user-storage.ts';
