import { canTransition, type BidAction } from '@inkwell/domain/bids/bid.process';
import type { ErrorCode } from '@inkwell/domain/errors';
import type { Order } from '@inkwell/domain/orders/order.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../../db/client.ts';
import { requireUser } from '../../../lib/auth/guard.ts';
import type { UserRow } from '../../../lib/auth/user.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { UUID_PATTERN } from '../../../lib/ids.ts';
import type { PaymentGateway } from '../../../lib/payments/payment-gateway.ts';
import { findBid } from '../bidding/bid-orders.service.ts';
import type { BidRow } from '../bidding/bids.repository.ts';
import { readOrder, type OrdersConfig } from '../delivery/orders.service.ts';
import { sendRefund } from '../payment/refunds.ts';

/** What every settlement needs: the database, the order timers, the gateway that sends refunds, the log. */
export interface Settlements {
  db: Database;
  config: OrdersConfig;
  gateway: PaymentGateway;
  log: FastifyBaseLogger;
}

export type Side = 'buyer' | 'seller';

export const otherSide = (side: Side): Side => (side === 'buyer' ? 'seller' : 'buyer');

/** The user id of one side of the order. */
export const personOf = (bid: BidRow, side: Side): string => (side === 'buyer' ? bid.bidderId : bid.sellerId);

/**
 * The bid and how the caller takes part in it: 401 for visitors, then 404 (`notFound`) for a
 * malformed or unknown id and for anyone who is not one of its two people (an order is private).
 */
export async function partyOf(
  db: Executor,
  viewer: UserRow | null,
  bidId: string,
  notFound: ErrorCode = 'ORDER_NOT_FOUND',
): Promise<{ user: UserRow; bid: BidRow; role: Side }> {
  const user = requireUser(viewer);
  const bid = UUID_PATTERN.test(bidId) ? await findBid(db, bidId) : undefined;
  if (bid?.bidderId === user.id) return { user, bid, role: 'buyer' };
  if (bid?.sellerId === user.id) return { user, bid, role: 'seller' };
  throw new DomainError(notFound);
}

/**
 * 409 unless the bid's state allows the action: ORDER_NOT_PAID while
 * it waits for a payment (or a decision), ORDER_WRONG_STATE otherwise.
 */
export function mustAllowPaid(bid: BidRow, action: BidAction): void {
  if (canTransition(bid.status, action)) return;
  throw new DomainError(bid.status === 'approved' || bid.status === 'pending' ? 'ORDER_NOT_PAID' : 'ORDER_WRONG_STATE');
}

/**
 * After a step's transaction: the refund it recorded is sent (a failure
 * stays pending for the sweeper), then the updated order answers.
 */
export async function answerAfter(
  settlements: Settlements,
  bidId: string,
  role: Side | 'operator',
  refunded: boolean,
): Promise<Order> {
  if (refunded) await sendRefund(settlements, bidId);
  return readOrder(settlements.db, settlements.config, bidId, role);
}
