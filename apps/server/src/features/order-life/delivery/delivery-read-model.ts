import { sql } from 'drizzle-orm';
import { bids, orderDeliveries, orderDeliveryFiles } from '../../../db/schema/order-life.ts';
import type { DeliveryReadModel } from '../../originality/index.ts';

/**
 * The deliveries as the originality feature reads them (its DeliveryReadModel, registered by
 * app.ts): that feature sits below this module, which imports it, so it cannot import these
 * tables' owner; it reads these relations instead, and the columns they name are this module's
 * promise to it.
 */
export const deliveryReadModel: DeliveryReadModel = {
  deliveries: sql`SELECT id, bid_id, created_at FROM ${orderDeliveries}`,
  deliveryFiles: sql`SELECT delivery_id, file_id, position FROM ${orderDeliveryFiles}`,
  orders: sql`SELECT id, gig_id, bidder_id, seller_id FROM ${bids}`,
};
