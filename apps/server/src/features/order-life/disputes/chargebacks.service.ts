import {
  type Chargeback,
  ChargebackInput,
  ResolveChargebackInput,
  type ChargebackOutcome,
  type ChargebackStage,
} from '@inkwell/domain/payments/chargeback.schema';
import { centsToDollars } from '@inkwell/domain/pricing';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Executor } from '../../../db/client.ts';
import { requireRole } from '../../../lib/auth/guard.ts';
import type { UserRow } from '../../../lib/auth/user.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { UUID_PATTERN } from '../../../lib/ids.ts';
import type { PaymentGateway } from '../../../lib/payments/payment-gateway.ts';
import { parseInput } from '../../../lib/validation.ts';
import { lockGig } from '../../gigs/index.ts';
import { lockSellerMoney, orderMoneyForChargeback, recordChargebackMovement } from '../../ledger/index.ts';
import { findBid, moveBid } from '../bidding/bid-orders.service.ts';
import type { BidRow } from '../bidding/bids.repository.ts';
import { recordOrderEvent } from '../delivery/order-events.repository.ts';
import { paymentsRepository, type PaymentRow } from '../payment/payments.repository.ts';
import { settlementsRepository } from '../settlement/settlements.repository.ts';
import { chargebacksRepository, type ChargebackRow } from '../payment/chargebacks.repository.ts';
import { noticeShareDecided, noticeShareHeld } from './chargeback-notices.ts';

/**
 * Chargebacks (docs/decisions/058-chargebacks-and-finance.md): a card dispute the gateway reports on a
 * paid order, recorded once per order (and once per gateway dispute, however often it is reported).
 * Where the order's money is decides what happens, in one transaction under the gig's lock and the
 * seller's money lock (so no release, clearing or withdrawal runs between the reading and the moving):
 * - in escrow: the order is disputed (an Inkwell dispute opened on the buyer's side, with the card
 *   network's reason) and nothing can release it until an operator decides the dispute as usual;
 * - released, still clearing: the seller's share (the release less its fee) moves from pending to
 *   held and does not clear; an operator decides it (resolveChargeback); the seller is told of both;
 * - cleared: the seller keeps their money and the platform pays (chargeback_loss).
 */

export interface ChargebackReport {
  /** Stripe's dispute (dp_...); null for the demo's control. */
  gatewayDisputeId: string | null;
  reason: string;
  /** What the card network took (cents); null: all that is still paid. */
  amountCents: number | null;
  /** The operator who recorded it; null when the gateway reported it. */
  recordedBy: string | null;
}

/**
 * In one transaction: records the chargeback of a succeeded payment and moves its money by stage.
 * A gateway dispute already recorded answers its row again (a replayed webhook). 409 CHARGEBACK_EXISTS
 * when the order was charged back already, 409 CHARGEBACK_NOTHING_PAID when nothing paid is left.
 */
export async function recordChargeback(
  db: Database,
  payment: PaymentRow,
  report: ChargebackReport,
): Promise<ChargebackRow> {
  return db.transaction(async (tx) => {
    const bid = (await findBid(tx, payment.bidId))!;
    await lockGig(tx, bid.gigId);
    await lockSellerMoney(tx, bid.sellerId);
    const repository = chargebacksRepository(tx);
    const replayed = report.gatewayDisputeId && (await repository.ofGatewayDispute(report.gatewayDisputeId));
    if (replayed) return replayed;
    if (await repository.ofBid(bid.id)) throw new DomainError('CHARGEBACK_EXISTS');
    const money = await orderMoneyForChargeback(tx, bid.id);
    if (money.chargeableCents <= 0 || money.charged) throw new DomainError('CHARGEBACK_NOTHING_PAID');
    const amountCents = Math.min(report.amountCents ?? money.chargeableCents, money.chargeableCents);
    const at = new Date();
    const order = { bidId: bid.id, paymentId: payment.id, sellerId: bid.sellerId, buyerId: bid.bidderId };
    let stage: ChargebackStage;
    let heldCents = 0;
    if (money.escrowCents > 0) {
      stage = 'escrow';
      await disputeInEscrow(tx, bid, report.reason, at);
    } else if (money.released && !money.cleared) {
      stage = 'clearing';
      heldCents = Math.max(money.pendingNetCents, 0);
      await recordChargebackMovement(tx, 'chargeback_hold', { ...order, cents: heldCents }, at);
      if (heldCents > 0) await noticeShareHeld(tx, { ...order, gigId: bid.gigId, cents: heldCents });
    } else {
      stage = 'cleared';
      await recordChargebackMovement(tx, 'chargeback_loss', { ...order, cents: amountCents }, at);
    }
    const row = await repository.insert(
      {
        bidId: bid.id,
        paymentId: payment.id,
        gatewayDisputeId: report.gatewayDisputeId,
        reason: report.reason,
        stage,
        amountCents,
        heldCents,
        recordedBy: report.recordedBy,
      },
      at,
    );
    await recordOrderEvent(
      tx,
      {
        bidId: bid.id,
        type: 'chargeback',
        actor: report.recordedBy ? 'operator' : 'system',
        actorId: report.recordedBy,
        note: report.reason,
        amountCents,
      },
      at,
    );
    return row;
  });
}

/**
 * A chargeback on money still in escrow: an order under way is disputed on the buyer's side (the card
 * holder disputed the payment); one disputed already keeps its dispute. Either way only an operator's
 * decision of the dispute ends the order now, so nothing releases its money meanwhile.
 */
async function disputeInEscrow(tx: Executor, bid: BidRow, reason: string, at: Date): Promise<void> {
  if (!(await moveBid(tx, bid.id, 'dispute', at))) return;
  await settlementsRepository(tx).openDispute(bid.id, 'buyer', { reason, originalText: null }, at);
}

/**
 * Stripe's `charge.dispute.created`, its payment known and succeeded: recorded once per Stripe dispute
 * (a replay answers the first). A second dispute of an order charged back already, or of one refunded in
 * full, is only logged: Stripe would send it again in vain.
 */
export async function recordGatewayChargeback(
  db: Database,
  log: FastifyBaseLogger,
  payment: PaymentRow,
  dispute: { id: string; amountCents: number; reason: string },
): Promise<void> {
  try {
    await recordChargeback(db, payment, {
      gatewayDisputeId: dispute.id,
      reason: dispute.reason || 'general',
      amountCents: dispute.amountCents > 0 ? dispute.amountCents : null,
      recordedBy: null,
    });
  } catch (error) {
    if (!(error instanceof DomainError) || !['CHARGEBACK_EXISTS', 'CHARGEBACK_NOTHING_PAID'].includes(error.code))
      throw error;
    log.warn({ disputeId: dispute.id, bidId: payment.bidId, code: error.code }, 'a Stripe dispute not recorded');
  }
}

const ONLY_OPERATORS = 'Only operators record and decide chargebacks.';

/**
 * POST /operator/orders/{bidId}/chargeback {reason} (the demo gateway's control): 401, 403 OPERATOR_ONLY,
 * 404 with the Stripe gateway (Stripe reports its disputes itself) and for an unknown order, 400 for the
 * reason, 409 ORDER_NOT_PAID (never paid), CHARGEBACK_EXISTS, CHARGEBACK_NOTHING_PAID.
 */
export async function recordDemoChargeback(
  db: Database,
  gateway: PaymentGateway,
  viewer: UserRow | null,
  bidId: string,
  body: unknown,
): Promise<Chargeback> {
  const operator = requireRole(viewer, 'operator', ONLY_OPERATORS);
  if (gateway.kind !== 'demo') throw new DomainError('NOT_FOUND');
  const bid = UUID_PATTERN.test(bidId) ? await findBid(db, bidId) : undefined;
  if (!bid) throw new DomainError('ORDER_NOT_FOUND');
  const { reason } = parseInput(ChargebackInput, body);
  const payment = await paymentsRepository(db).findSucceededByBid(bid.id);
  if (!payment) throw new DomainError('ORDER_NOT_PAID');
  const row = await recordChargeback(db, payment, {
    gatewayDisputeId: null,
    reason,
    amountCents: null,
    recordedBy: operator.id,
  });
  return chargebackDto(row);
}

/**
 * POST /operator/chargebacks/{bidId}/resolve {outcome} (operators: 401, 403; 404 ORDER_NOT_FOUND unless
 * the order has a chargeback holding its seller's share; 409 ORDER_WRONG_STATE once decided). `seller`:
 * the held share goes back to pending and clears as usual; `buyer`: the card network keeps the money, so
 * the held share goes to the buyer and the platform pays back its fee on the order. One transaction
 * under the seller's money lock; the decision is a conditional update, so it happens once.
 */
export async function resolveChargeback(
  db: Database,
  viewer: UserRow | null,
  bidId: string,
  body: unknown,
): Promise<Chargeback> {
  const operator = requireRole(viewer, 'operator', ONLY_OPERATORS);
  const bid = UUID_PATTERN.test(bidId) ? await findBid(db, bidId) : undefined;
  const held = bid && (await chargebacksRepository(db).ofBid(bid.id));
  if (!bid || !held || held.stage !== 'clearing' || held.heldCents <= 0) throw new DomainError('ORDER_NOT_FOUND');
  const { outcome } = parseInput(ResolveChargebackInput, body);
  const row = await db.transaction(async (tx) => {
    await lockSellerMoney(tx, bid.sellerId);
    const at = new Date();
    const decided = await chargebacksRepository(tx).decide(bid.id, outcome, operator.id, at);
    if (!decided) throw new DomainError('ORDER_WRONG_STATE');
    const order = { bidId: bid.id, paymentId: decided.paymentId, sellerId: bid.sellerId, buyerId: bid.bidderId };
    if (outcome === 'seller') {
      await recordChargebackMovement(tx, 'chargeback_return', { ...order, cents: decided.heldCents }, at);
    } else {
      await recordChargebackMovement(tx, 'chargeback_debit', { ...order, cents: decided.heldCents }, at);
      const { feeCents } = await orderMoneyForChargeback(tx, bid.id);
      await recordChargebackMovement(tx, 'chargeback_loss', { ...order, cents: feeCents }, at);
    }
    await noticeShareDecided(tx, { ...order, gigId: bid.gigId, cents: decided.heldCents }, outcome);
    await recordOrderEvent(
      tx,
      {
        bidId: bid.id,
        type: outcome === 'seller' ? 'chargeback_seller' : 'chargeback_buyer',
        actor: 'operator',
        actorId: operator.id,
        amountCents: decided.heldCents,
      },
      at,
    );
    return decided;
  });
  return chargebackDto(row);
}

/**
 * In the transaction of a dispute's decision: a chargeback that came while the order was in escrow is
 * decided with it (release: for the seller; refund or split: for the buyer). Nothing when there is none.
 */
export async function decideEscrowChargeback(
  tx: Executor,
  bidId: string,
  outcome: ChargebackOutcome,
  operatorId: string,
  at: Date,
): Promise<void> {
  const row = await chargebacksRepository(tx).ofBid(bidId);
  if (row?.stage === 'escrow') await chargebacksRepository(tx).decide(bidId, outcome, operatorId, at);
}

/** The chargebacks for the operators' finance page: how many, and those holding money, the oldest first. */
export async function chargebackFigures(db: Executor, limit = 50): Promise<{ count: number; held: Chargeback[] }> {
  const repository = chargebacksRepository(db);
  return { count: await repository.count(), held: (await repository.listHeld(limit)).map(chargebackDto) };
}

export function chargebackDto(row: ChargebackRow): Chargeback {
  return {
    bidId: row.bidId,
    stage: row.stage,
    reason: row.reason,
    amount: centsToDollars(row.amountCents),
    held: centsToDollars(row.heldCents),
    outcome: row.outcome,
    at: row.createdAt.toISOString(),
  };
}
