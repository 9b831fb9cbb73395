/** The public face of the health feature: its route. */
export { healthRoutes } from './health.routes.ts';
