import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DISPUTE_OUTCOMES, ORDER_EVENT_ACTORS, ORDER_EVENT_TYPES } from '@inkwell/domain/orders/order.schema';
import { sqlList, sqlLiteral } from '../sql-literals.ts';
import { bids } from './bids.ts';
import { createdAt } from './columns.ts';
import { files } from './files.ts';
import { users } from './users.ts';

/**
 * An order after approval (docs/product.md#order-life): its timeline, the seller's deliveries and
 * their private files, cancellation requests and disputes. The bid row keeps the order's state; these
 * tables keep what happened to it. Only the orders feature writes them.
 */

export const ORDER_SIDES = ['buyer', 'seller'] as const;
export const CANCELLATION_STATUSES = ['open', 'withdrawn', 'accepted', 'closed'] as const;

/** One line of an order's timeline per step, written in the step's transaction. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: uuid('id').primaryKey(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ORDER_EVENT_TYPES }).notNull(),
    actor: text('actor', { enum: ORDER_EVENT_ACTORS }).notNull(),
    /** The person who acted; null for the system. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    amountCents: integer('amount_cents'),
    createdAt: createdAt(),
  },
  (t) => [
    check('order_events_type_known', sql`${t.type} IN ${sqlList(ORDER_EVENT_TYPES)}`),
    check('order_events_actor_known', sql`${t.actor} IN ${sqlList(ORDER_EVENT_ACTORS)}`),
    index('order_events_bid_created_idx').on(t.bidId, t.createdAt, t.id),
  ],
);

export const orderDeliveries = pgTable(
  'order_deliveries',
  {
    id: uuid('id').primaryKey(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_deliveries_bid_created_idx').on(t.bidId, t.createdAt, t.id)],
);

/** The files a delivery carries, in the order they were sent; the file's readers grow by the order's two people. */
export const orderDeliveryFiles = pgTable(
  'order_delivery_files',
  {
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => orderDeliveries.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.deliveryId, t.fileId] }), index('order_delivery_files_file_idx').on(t.fileId)],
);

/** A request to cancel a paid order; the other side accepts it (full refund) or it stays until withdrawn or the order ends. */
export const orderCancellations = pgTable(
  'order_cancellations',
  {
    id: uuid('id').primaryKey(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    requestedBy: text('requested_by', { enum: ORDER_SIDES }).notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: CANCELLATION_STATUSES }).notNull().default('open'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('order_cancellations_side_known', sql`${t.requestedBy} IN ${sqlList(ORDER_SIDES)}`),
    check('order_cancellations_status_known', sql`${t.status} IN ${sqlList(CANCELLATION_STATUSES)}`),
    /** At most one open request per order. */
    uniqueIndex('order_cancellations_one_open_key')
      .on(t.bidId)
      .where(sql`${t.status} = ${sqlLiteral('open')}`),
    index('order_cancellations_bid_idx').on(t.bidId, t.createdAt),
  ],
);

/** A dispute on a paid order and, once an operator decides it, the outcome. */
export const orderDisputes = pgTable(
  'order_disputes',
  {
    id: uuid('id').primaryKey(),
    bidId: uuid('bid_id')
      .notNull()
      .references(() => bids.id, { onDelete: 'cascade' }),
    openedBy: text('opened_by', { enum: ORDER_SIDES }).notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    outcome: text('outcome', { enum: DISPUTE_OUTCOMES }),
    refundCents: integer('refund_cents'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    check('order_disputes_side_known', sql`${t.openedBy} IN ${sqlList(ORDER_SIDES)}`),
    check('order_disputes_outcome_known', sql`${t.outcome} IS NULL OR ${t.outcome} IN ${sqlList(DISPUTE_OUTCOMES)}`),
    check('order_disputes_decided', sql`(${t.outcome} IS NULL) = (${t.resolvedAt} IS NULL)`),
    /** An order has one dispute (a decided dispute ends the order). */
    uniqueIndex('order_disputes_bid_key').on(t.bidId),
    /** The operators' queue: open disputes, the oldest first. */
    index('order_disputes_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.resolvedAt} IS NULL`),
  ],
);
