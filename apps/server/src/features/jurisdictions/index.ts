/**
 * The public face of the jurisdictions feature (issue 17): the operators' routes, and the one
 * question other features ask (which purposes may a buyer of this country order).
 */
export { jurisdictionsRoutes } from './jurisdictions.routes.ts';
export { allowedPurposesFor } from './jurisdictions.service.ts';
