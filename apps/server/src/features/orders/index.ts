/**
 * The public face of the orders feature (an order's life after approval, docs/product.md#order-life):
 * its routes, and the timeline that the disputes feature writes its steps into.
 */
export { recordOrderEvent, type OrderEventInput } from './order-events.repository.ts';
