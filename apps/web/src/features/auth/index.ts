import { lazy } from 'react';

/**
 * What other features, app/ and the test fixtures use of auth: the signed-in person, signing out (here or everywhere),
 * where to sign up as a seller; the change-password form
 * (settings), the unverified-address banner, the language of mail.
 */
export { getMeQueryOptions, useCurrentUser } from './api/get-me.ts';
export { useLogout } from './api/logout.ts';
export { useSignOutEverywhere } from './components/sign-out-everywhere.tsx';
export { BECOME_SELLER_PATH } from './auth-paths.ts';
// The settings page's forms (react-hook-form, the domain's schemas) load with that page, not with
// the shell that imports this index for the signed-in person (the first download's budget).
export const ChangeEmailForm = lazy(() =>
  import('./components/change-email-form.tsx').then((m) => ({ default: m.ChangeEmailForm })),
);
export const ChangePasswordForm = lazy(() =>
  import('./components/change-password-form.tsx').then((m) => ({ default: m.ChangePasswordForm })),
);
export { AccountBanners } from './components/account-banners.tsx';
export { rememberLanguage } from './api/remember-language.ts';
export { CURRENT_USER_KEY, storeUser } from './current-user-storage.ts';
