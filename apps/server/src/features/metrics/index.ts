/** The public face of the metrics feature: GET /metrics for Prometheus and its per-request hook. */
export { metricsPlugin } from './metrics.routes.ts';
