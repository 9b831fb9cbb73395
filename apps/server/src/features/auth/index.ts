/** The public face of the auth feature: its routes, the hourly purge server.ts runs, and the mails of an email change (app.ts). */
export { authRoutes } from './auth.routes.ts';
export { purgeExpiredAuthData } from './housekeeping.ts';
export { emailChangeMails } from './verification.ts';
export { sessionsRoutes } from './sessions.routes.ts';
