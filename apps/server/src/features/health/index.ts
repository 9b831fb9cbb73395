/** The public face of the health feature: liveness and readiness. */
export { healthRoutes } from './health.routes.ts';
export { createReadiness, shippedMigrations, type Readiness } from './readiness.ts';
