/** The public face of the stats feature: its routes. */
export { statsRoutes } from './stats.routes.ts';
