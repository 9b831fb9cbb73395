/**
 * The public face of the auth feature: its routes, the hourly purge server.ts runs, and what app.ts
 * registers on the users feature's hooks (a deleted account's tokens) and the sessions' part of a
 * person's data export.
 */
export { deleteTokensOfDeletedAccount } from './account-tokens.ts';
export { authRoutes } from './auth.routes.ts';
export { purgeExpiredAuthData } from './housekeeping.ts';
export { sessionsRoutes } from './sessions.routes.ts';
export { sessionsExportPart } from './sessions-export.ts';
