import type { BidAction } from '@inkwell/domain/bids/bid.process';
import { conversationIdOf } from '@inkwell/domain/conversations/conversation.rules';
import type { OperatorMessageList } from '@inkwell/domain/messages/message.schema';
import { ReasonInput, ResolveDisputeInput, type DisputeList, type Order } from '@inkwell/domain/orders/order.schema';
import type { PageQuery } from '@inkwell/domain/pagination';
import { centsToDollars, dollarsToCents } from '@inkwell/domain/pricing';
import type { Database } from '../../../db/client.ts';
import { requireRole } from '../../../lib/auth/guard.ts';
import type { UserRow } from '../../../lib/auth/user.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { UUID_PATTERN } from '../../../lib/ids.ts';
import { decodeKeyset, pageFrom } from '../../../lib/keyset-cursor.ts';
import { maskTexts } from '../../../lib/mask-texts.ts';
import { parseInput } from '../../../lib/validation.ts';
import { auditRepository } from '../../audit/index.ts';
import { findBid, moveBid } from '../bidding/bid-orders.service.ts';
import type { BidRow } from '../bidding/bids.repository.ts';
import type { FileReader } from '../../files/index.ts';
import { endGigOrder, lockGig } from '../../gigs/index.ts';
import { ledgerRepository } from '../../ledger/index.ts';
import { operatorConversationPage } from '../../messages/index.ts';
import { notify } from '../../notifications/index.ts';
import { recordOrderEvent } from '../delivery/order-events.repository.ts';
import { refundEscrow } from '../payment/refunds.ts';
import { releaseEscrow } from '../payment/completion.ts';
import { decideEscrowChargeback } from './chargebacks.service.ts';
import { disputeRecordsRepository } from './dispute-records.repository.ts';
import {
  answerAfter,
  mustAllowPaid,
  otherSide,
  partyOf,
  personOf,
  type Settlements,
} from '../settlement/settlements.context.ts';
import { settlementsRepository } from '../settlement/settlements.repository.ts';

/**
 * Disputes (docs/product.md#order-life): either side of a paid, unfinished order opens one with a
 * reason; an operator reads the order and the two people's conversation, then decides: release to
 * the seller (completed), refund the buyer in full, or split (a partial refund, the rest released;
 * the order ends refunded). The decision is one transaction under the gig's lock.
 */

/**
 * POST /orders/{bidId}/dispute {reason} (either side; in_progress or delivered -> disputed): the move
 * closes any open cancellation request (moveBid), the other side is told. 401, 404, 409 ORDER_NOT_PAID while
 * unpaid, ORDER_WRONG_STATE otherwise, 400 for the reason.
 */
export async function openDispute(
  settlements: Settlements,
  viewer: UserRow | null,
  bidId: string,
  body: unknown,
): Promise<Order> {
  const { db } = settlements;
  const { user, bid, role } = await partyOf(db, viewer, bidId);
  mustAllowPaid(bid, 'dispute');
  const { reason } = parseInput(ReasonInput, body);
  // The other side reads the reason (the dispute, the timeline): masked, kept as written for operators.
  const { values, originalText } = maskTexts('POST /api/orders/:bidId/dispute', { reason });
  const event = {
    bidId: bid.id,
    type: 'dispute',
    actor: role,
    actorId: user.id,
    note: values.reason,
    originalText: originalText && { note: originalText.reason },
  } as const;
  await db.transaction(async (tx) => {
    await lockGig(tx, bid.gigId);
    const at = new Date();
    if (!(await moveBid(tx, bid.id, 'dispute', at))) mustAllowPaid((await findBid(tx, bid.id))!, 'dispute');
    const repository = settlementsRepository(tx);
    await repository.openDispute(bid.id, role, { reason: values.reason, originalText }, at);
    await recordOrderEvent(tx, event, at);
    await notify(tx, [
      {
        type: 'order_disputed',
        userId: personOf(bid, otherSide(role)),
        actorId: user.id,
        gigId: bid.gigId,
        bidId: bid.id,
      },
    ]);
  });
  return answerAfter(settlements, bid.id, role, false);
}

const ONLY_OPERATORS = 'Only operators decide disputes.';

/** GET /operator/disputes (operators: 401, 403 OPERATOR_ONLY): the undecided disputes, the oldest first. */
export async function listDisputes(db: Database, viewer: UserRow | null, query: PageQuery): Promise<DisputeList> {
  requireRole(viewer, 'operator', ONLY_OPERATORS);
  const after = query.cursor ? decodeKeyset(query.cursor, 'disputes') : undefined;
  const rows = await settlementsRepository(db).listOpenDisputes(query.limit, after);
  return pageFrom(
    rows,
    query.limit,
    'disputes',
    (row) => ({ at: row.createdAtKey, id: row.dispute.id }),
    (row) => ({
      bidId: row.bid.id,
      gigTitle: row.gigTitle,
      buyerUsername: row.buyerUsername,
      sellerUsername: row.sellerUsername,
      amount: centsToDollars(row.bid.amountCents),
      openedBy: row.dispute.openedBy,
      reason: row.dispute.reason,
      at: row.dispute.createdAt.toISOString(),
    }),
  );
}

/**
 * The order of a dispute, for an operator: 401, 403 OPERATOR_ONLY,
 * 404 ORDER_NOT_FOUND when the order is unknown or has no dispute.
 */
async function disputedBid(
  db: Database,
  viewer: UserRow | null,
  bidId: string,
): Promise<{ operator: UserRow; bid: BidRow }> {
  const operator = requireRole(viewer, 'operator', ONLY_OPERATORS);
  const bid = UUID_PATTERN.test(bidId) ? await findBid(db, bidId) : undefined;
  if (!bid || !(await settlementsRepository(db).disputeOf(bid.id))) throw new DomainError('ORDER_NOT_FOUND');
  return { operator, bid };
}

/**
 * GET /operator/disputes/{bidId}/messages: the messages between the order's two people, with their
 * files, the newest page first; each with `originalDesc`, the text as written when contact details
 * were masked from it (decision 037).
 */
export async function disputeMessages(
  db: Database,
  viewer: UserRow | null,
  bidId: string,
  query: PageQuery,
): Promise<OperatorMessageList> {
  const { bid } = await disputedBid(db, viewer, bidId);
  return operatorConversationPage(db, conversationIdOf(bid.bidderId, bid.sellerId), query);
}

const ACTIONS = {
  release: 'resolve_release',
  refund: 'resolve_refund',
  split: 'resolve_split',
} as const satisfies Record<string, BidAction>;

/**
 * POST /operator/disputes/{bidId}/resolve {outcome, refundAmount}: release -> completed (escrow to
 * the seller, one more sale); refund -> refunded (all of it to the buyer); split -> refunded with
 * refundAmount (dollars; more than 0 and less than paid, else 400 DISPUTE_REFUND_INVALID) to the
 * buyer and the rest to the seller. The dispute keeps the outcome, the refund and the operator;
 * both people are told. Deciding a dispute twice is 409 ORDER_WRONG_STATE.
 */
export async function resolveDispute(
  settlements: Settlements,
  viewer: UserRow | null,
  bidId: string,
  body: unknown,
): Promise<Order> {
  const { db } = settlements;
  const { operator, bid } = await disputedBid(db, viewer, bidId);
  const input = parseInput(ResolveDisputeInput, body, (field) =>
    field === 'refundAmount' ? 'DISPUTE_REFUND_INVALID' : undefined,
  );
  const paidCents = (await ledgerRepository(db).moneyOf(bid.id)).paidCents;
  let splitCents: number | null = null;
  if (input.outcome === 'split') {
    splitCents = input.refundAmount === undefined ? 0 : dollarsToCents(input.refundAmount);
    if (!(splitCents > 0 && splitCents < paidCents)) throw new DomainError('DISPUTE_REFUND_INVALID');
  }
  const refunded = await db.transaction(async (tx) => {
    await lockGig(tx, bid.gigId);
    const at = new Date();
    const action = ACTIONS[input.outcome];
    const moved = await moveBid(tx, bid.id, action, at, input.outcome === 'release' ? { completedAt: at } : {});
    if (!moved) throw new DomainError('ORDER_WRONG_STATE');
    const refundCents = input.outcome === 'release' ? 0 : await refundEscrow(tx, bid, splitCents ?? 'all', at);
    const releasedCents = input.outcome === 'refund' ? 0 : await releaseEscrow(tx, bid, at);
    if (!(await settlementsRepository(tx).decideDispute(bid.id, input.outcome, refundCents || null, operator.id, at)))
      throw new DomainError('ORDER_WRONG_STATE');
    await decideEscrowChargeback(tx, bid.id, input.outcome === 'release' ? 'seller' : 'buyer', operator.id, at);
    await endGigOrder(tx, bid.gigId, at, { sale: input.outcome === 'release' });
    await auditRepository(tx).record(
      {
        operatorId: operator.id,
        action: 'dispute_decided',
        targetType: 'order',
        targetId: bid.id,
        data: { outcome: input.outcome, refundCents, releasedCents },
      },
      at,
    );
    // A note is what a person wrote (a reason, a message): the decision's amounts are the event's amount and the
    // order's money, which every reader sees in their own language and currency format.
    await recordOrderEvent(
      tx,
      {
        bidId: bid.id,
        type: action,
        actor: 'operator',
        actorId: operator.id,
        note: '',
        amountCents: refundCents || releasedCents,
      },
      at,
    );
    const about = { type: 'dispute_resolved' as const, actorId: operator.id, gigId: bid.gigId, bidId: bid.id };
    await notify(tx, [
      { ...about, userId: bid.bidderId, amountCents: refundCents || null },
      { ...about, userId: bid.sellerId, amountCents: releasedCents || null },
    ]);
    return refundCents > 0;
  });
  return answerAfter(settlements, bid.id, 'operator', refunded);
}

/**
 * The file reader of app.ts: an operator reads the files delivered in an
 * order with a dispute, and those of messages between its two people.
 */
export const operatorFileReader: FileReader = async (db, fileId, viewer) =>
  viewer.isOperator && disputeRecordsRepository(db).fileOfDispute(fileId);
