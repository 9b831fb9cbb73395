import type { SQL } from 'drizzle-orm';

/**
 * What the originality check reads of the orders' deliveries, as SQL relations (subqueries) that
 * the order-life module, which owns those tables, declares and app.ts registers. The order-life
 * module imports this feature (it queues a check and shows the evidence), so this feature cannot
 * import it back: it reads the deliveries through these relations instead of naming their tables.
 */
export interface DeliveryReadModel {
  /** One row per delivery: id, bid_id, created_at. */
  deliveries: SQL;
  /** One row per file a delivery carries: delivery_id, file_id, position. */
  deliveryFiles: SQL;
  /** One row per order (its bid): id, gig_id, bidder_id, seller_id. */
  orders: SQL;
}

let registered: DeliveryReadModel | null = null;

/** app.ts registers the order-life module's relations once, at start-up. */
export function registerDeliveryReadModel(model: DeliveryReadModel): void {
  registered = model;
}

/** The registered relations; a check with none would compare nothing, so it throws instead. */
export function deliveryReadModel(): DeliveryReadModel {
  if (!registered)
    throw new Error('the originality check has no delivery read model: app.ts registers the order-life module one');
  return registered;
}
