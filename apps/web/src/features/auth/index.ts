/** What other features, app/ and the test fixtures use of auth: the signed-in person and signing out. */
export { CURRENT_USER_KEY } from './current-user-storage.ts';
export { BECOME_SELLER_PATH } from './auth-paths.ts';
