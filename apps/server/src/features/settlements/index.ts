/**
 * The public face of the settlements feature (an order's ends other than acceptance,
 * docs/product.md#order-life): its routes (unpaid cancellation and its payment timer, paid
 * cancellation by agreement or lateness, disputes and their operators), and the file reader that
 * lets an operator read a disputed order's files (app.ts registers it).
 */
export { operatorFileReader } from './disputes.service.ts';
export { settlementsRoutes, SETTLEMENT_TIMER_MS, type SettlementsRoutesOptions } from './settlements.routes.ts';
