/**
 * The public face of the users feature: its routes, finding and creating users (auth, conversations,
 * reviews), the signed-in user's shape, and many generated sellers for the gigs' volume tests.
 */
export { toCurrentUser } from './user.mapper.ts';
export { mailPreferencesRoutes } from './mail-preferences.routes.ts';
export { usersRoutes } from './users.routes.ts';
export { createUser, findUser, findUserByLogin } from './users.service.ts';
export { emailChange, findActiveUserByEmail, markEmailVerified, updateAccountFields, type AccountFields } from './account-fields.ts';
export { accountDeletion, sellerChange } from './account-hooks.ts';
export { suspendUser, unsuspendUser } from './suspension.ts';
export { insertManySellers } from './user-volume.ts';
