/** The public face of the users feature: its routes, finding and creating users (auth, conversations, reviews), the signed-in user's shape. */
export { toCurrentUser } from './user.mapper.ts';
export { usersRoutes } from './users.routes.ts';
export { createUser, findUser, findUserByLogin } from './users.service.ts';
export { accountDeletion, sellerChange } from './account-hooks.ts';
