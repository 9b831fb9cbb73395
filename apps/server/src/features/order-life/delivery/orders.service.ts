import { dueDateAfterRevision, type OrderRole } from '@inkwell/domain/orders/order.rules';
import { DeliveryInput, ReasonInput, type Order } from '@inkwell/domain/orders/order.schema';
import type { Database, Executor } from '../../../db/client.ts';
import { requireHonorCode, requireUser } from '../../../lib/auth/guard.ts';
import type { UserRow } from '../../../lib/auth/user.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { UUID_PATTERN } from '../../../lib/ids.ts';
import { parseInput } from '../../../lib/validation.ts';
import { maskTexts } from '../../../lib/mask-texts.ts';
import { findBid, moveBid } from '../bidding/bid-orders.service.ts';
import type { BidRow } from '../bidding/bids.repository.ts';
import { attachableFiles } from '../../files/index.ts';
import { lockGig } from '../../gigs/index.ts';
import { ledgerRepository } from '../../ledger/index.ts';
import { notify } from '../../notifications/index.ts';
import { originalityOfDeliveries, queueOriginalityCheck } from '../../originality/index.ts';
import { completeDeliveredOrder } from './order-completion.ts';
import { orderEventsRepository, recordOrderEvent } from './order-events.repository.ts';
import { sellerEarningsFor, type EarningsConfig } from '../bidding/seller-earnings.ts';
import { toOrder, type OrderTimers } from './order.mapper.ts';
import { ordersRepository } from './orders.repository.ts';

/**
 * An order after approval (docs/product.md#order-life): GET /orders/{bidId} and the steps of its
 * two people. Each step is one transaction: the gig's row is locked first, then the bid moves
 * through the graph of bid.process.ts with one conditional update (moveBid); when it was not in a
 * state that allows the step the answer is 409 ORDER_WRONG_STATE and everything rolls back. The
 * step's line of the timeline and the other side's notification commit with it.
 */

/** What reading an order needs from the app's config (app.config fits): its timers, and the fee for its seller. */
export interface OrdersConfig extends EarningsConfig {
  orders: OrderTimers;
}

const notFound = () => new DomainError('ORDER_NOT_FOUND');

/** The bid and how the viewer takes part in it: 401, then 404 for a malformed or unknown id and for anyone else. */
async function orderOfParty(
  db: Executor,
  viewer: UserRow | null,
  bidId: string,
): Promise<{ user: UserRow; bid: BidRow; role: 'buyer' | 'seller' }> {
  const user = requireUser(viewer);
  const bid = UUID_PATTERN.test(bidId) ? await findBid(db, bidId) : undefined;
  if (!bid) throw notFound();
  if (bid.bidderId === user.id) return { user, bid, role: 'buyer' };
  if (bid.sellerId === user.id) return { user, bid, role: 'seller' };
  throw notFound();
}

/** The order as `role` sees it now, read in a handful of queries whatever its size. */
export async function readOrder(
  db: Executor,
  config: OrdersConfig,
  bidId: string,
  role: OrderRole,
  now = new Date(),
): Promise<Order> {
  const repository = ordersRepository(db);
  const header = await repository.findHeader(bidId);
  if (!header) throw notFound();
  const { bid } = header;
  const [briefFiles, deliveries, events, cancellation, extension, dispute, money, earnings] = await Promise.all([
    repository.briefFilesOf(bidId),
    repository.deliveriesOf(bidId),
    orderEventsRepository(db).listOf(bidId),
    repository.openCancellationOf(bidId),
    repository.openExtensionOf(bidId),
    repository.disputeOf(bidId),
    ledgerRepository(db).moneyOf(bidId),
    // The seller's earnings are the seller's alone: the buyer's and an operator's readings never carry them.
    role === 'seller' ? sellerEarningsFor(db, config, bid.sellerId, [bid]) : new Map(),
  ]);
  const viewer =
    role === 'operator'
      ? ({ operator: true } as const)
      : { operator: false as const, userId: role === 'buyer' ? header.bid.bidderId : header.bid.sellerId };
  const originality = await originalityOfDeliveries(
    db,
    deliveries.map((delivery) => ({ id: delivery.id, fileCount: delivery.files.length })),
    viewer,
  );
  return toOrder(
    {
      header,
      briefFiles,
      deliveries,
      events,
      cancellation,
      extension,
      dispute,
      money,
      originality,
      sellerEarnings: earnings.get(bid.id),
    },
    role,
    config.orders,
    now,
  );
}

/**
 * GET /orders/{bidId}: 401 for visitors; the order for its buyer and its seller; for an operator
 * when the order has a dispute or a chargeback (viewerRole 'operator'); 404 ORDER_NOT_FOUND for everyone else and
 * for malformed or unknown ids. Cancellation and disputes answer their own steps with it.
 */
export async function getOrder(
  db: Executor,
  config: OrdersConfig,
  viewer: UserRow | null,
  bidId: string,
): Promise<Order> {
  const user = requireUser(viewer);
  const header = UUID_PATTERN.test(bidId) ? await ordersRepository(db).findHeader(bidId) : undefined;
  if (!header) throw notFound();
  const role: OrderRole | null =
    header.bid.bidderId === user.id
      ? 'buyer'
      : header.bid.sellerId === user.id
        ? 'seller'
        : user.isOperator && header.hasDispute
          ? 'operator'
          : null;
  if (!role) throw notFound();
  return readOrder(db, config, bidId, role);
}

/** 409 before the body is read when the order is plainly in another state (the transaction checks again). */
function mustAllow(allowed: boolean): void {
  if (!allowed) throw new DomainError('ORDER_WRONG_STATE');
}

/**
 * POST /orders/{bidId}/deliveries (the seller; in_progress -> delivered): the message and 1 to
 * DELIVERY_FILES_MAX of the seller's own private files (400 FILE_NOT_ATTACHABLE otherwise); the
 * buyer is told, and the acceptance timer starts.
 */
export async function deliverOrder(
  db: Database,
  config: OrdersConfig,
  viewer: UserRow | null,
  bidId: string,
  body: unknown,
): Promise<Order> {
  const { user, bid, role } = await orderOfParty(db, viewer, bidId);
  if (role !== 'seller') throw new DomainError('ORDER_SELLER_ONLY');
  mustAllow(bid.status === 'in_progress');
  requireHonorCode(user);
  const input = parseInput(DeliveryInput, body);
  // The buyer reads the message (the delivery and the timeline's line): masked, as written for operators.
  const { values, originalText } = maskTexts('POST /api/orders/:bidId/deliveries', { message: input.message });
  const fileIds = [...new Set(input.files)];
  if (!fileIds.every((id) => UUID_PATTERN.test(id))) throw new DomainError('FILE_NOT_ATTACHABLE');
  const at = new Date();
  await db.transaction(async (tx) => {
    await lockGig(tx, bid.gigId);
    const repository = ordersRepository(tx);
    await attachableFiles(tx, user.id, fileIds);
    if (!(await moveBid(tx, bid.id, 'deliver', at, { deliveredAt: at }))) throw new DomainError('ORDER_WRONG_STATE');
    await repository.insertDelivery(bid.id, { message: values.message, originalText }, fileIds, at);
    await recordOrderEvent(
      tx,
      {
        bidId: bid.id,
        type: 'deliver',
        actor: 'seller',
        actorId: user.id,
        note: values.message,
        originalText: originalText && { note: originalText.message },
      },
      at,
    );
    await notify(tx, [
      { userId: bid.bidderId, type: 'order_delivered', actorId: user.id, gigId: bid.gigId, bidId: bid.id },
    ]);
    // The originality evidence is checked once this commits (pending until then; decision 038).
    await queueOriginalityCheck(tx);
  });
  return readOrder(db, config, bid.id, role);
}

/**
 * POST /orders/{bidId}/accept (the buyer; delivered -> completed): the
 * escrow goes to the seller, the gig is available again with one more sale.
 */
export async function acceptOrder(
  db: Database,
  config: OrdersConfig,
  viewer: UserRow | null,
  bidId: string,
): Promise<Order> {
  const { user, bid, role } = await orderOfParty(db, viewer, bidId);
  if (role !== 'buyer') throw new DomainError('ORDER_BUYER_ONLY');
  mustAllow(bid.status === 'delivered');
  const at = new Date();
  await db.transaction(async (tx) => {
    await lockGig(tx, bid.gigId);
    if (!(await completeDeliveredOrder(tx, bid, at, { actor: 'buyer', actorId: user.id })))
      throw new DomainError('ORDER_WRONG_STATE');
  });
  return readOrder(db, config, bid.id, role);
}

/**
 * POST /orders/{bidId}/revision (the buyer; delivered -> in_progress while revisions are left, else
 * 409 ORDER_NO_REVISIONS_LEFT): one more revision used, in the same conditional update, and a new
 * due date (dueDateAfterRevision); the seller is told.
 */
export async function requestRevision(
  db: Database,
  config: OrdersConfig,
  viewer: UserRow | null,
  bidId: string,
  body: unknown,
): Promise<Order> {
  const { user, bid, role } = await orderOfParty(db, viewer, bidId);
  if (role !== 'buyer') throw new DomainError('ORDER_BUYER_ONLY');
  mustAllow(bid.status === 'delivered');
  if (bid.revisionsUsed >= bid.revisionsIncluded) throw new DomainError('ORDER_NO_REVISIONS_LEFT');
  const { reason } = parseInput(ReasonInput, body);
  // The seller reads the reason on the timeline: masked there, kept as written for operators.
  const { values, originalText } = maskTexts('POST /api/orders/:bidId/revision', { reason });
  const at = new Date();
  await db.transaction(async (tx) => {
    await lockGig(tx, bid.gigId);
    const moved = await moveBid(
      tx,
      bid.id,
      'request_revision',
      at,
      { dueAt: dueDateAfterRevision(at, bid.days) },
      { useRevision: true },
    );
    if (!moved) {
      const now = await findBid(tx, bid.id);
      throw new DomainError(now?.status === 'delivered' ? 'ORDER_NO_REVISIONS_LEFT' : 'ORDER_WRONG_STATE');
    }
    await recordOrderEvent(
      tx,
      {
        bidId: bid.id,
        type: 'request_revision',
        actor: 'buyer',
        actorId: user.id,
        note: values.reason,
        originalText: originalText && { note: originalText.reason },
      },
      at,
    );
    await notify(tx, [
      { userId: bid.sellerId, type: 'revision_requested', actorId: user.id, gigId: bid.gigId, bidId: bid.id },
    ]);
  });
  return readOrder(db, config, bid.id, role);
}
