/**
 * The public face of the orders feature (an order's life after approval, docs/product.md#order-life):
 * its routes and acceptance timer, the order as its people see it (the settlements feature answers
 * its own steps with getOrder), the timeline that the settlements feature writes its steps into, and
 * the reader that lets an order's two people download its delivered files.
 */
export { recordOrderEvent, type OrderEventInput } from './order-events.repository.ts';
export { orderFileReader } from './order-files.ts';
export { ordersRoutes, ORDER_TIMER_MS, type OrdersRoutesOptions } from './orders.routes.ts';
export { getOrder, readOrder, type OrdersConfig } from './orders.service.ts';
