/** The public face of the auth feature: its routes, and the hourly purge server.ts runs. */
export { authRoutes } from './auth.routes.ts';
export { purgeExpiredAuthData } from './housekeeping.ts';
export { sessionsRoutes } from './sessions.routes.ts';
