import { canTransition, PAID_OPEN_STATUSES, type BidStatus } from '@inkwell/domain/bids/bid.process';
import { centsToDollars } from '@inkwell/domain/pricing';
import {
  ConfirmOrderInput,
  OPEN_PAYMENT_INTENT_STATUSES,
  type ConfirmOrderResult,
  type DemoConfirmResult,
  type PaymentIntentResult,
  type PaymentState,
  type PaymentSummary,
} from '@inkwell/domain/payments/payment.schema';
import type { Database } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { requireUser } from '../../../lib/auth/guard.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { newId, UUID_PATTERN } from '../../../lib/ids.ts';
import type { DemoGateway } from '../../../lib/payments/demo-gateway.ts';
import type { GatewayIntent } from '../../../lib/payments/payment-gateway.ts';
import { parseInput } from '../../../lib/validation.ts';
import { findBid, findBidView } from '../bidding/bid-orders.service.ts';
import type { BidRow } from '../bidding/bids.repository.ts';
import { lockGig } from '../../gigs/index.ts';
import { ledgerRepository } from '../../ledger/index.ts';
import type { UserRow } from '../../../lib/auth/user.ts';
import type { Payments } from './payments.context.ts';
import { paymentsRepository } from './payments.repository.ts';
import { applySucceeded, settleIntent } from './settlement.ts';

/**
 * Paying an approved bid (docs/product.md#payments). The amount always
 * comes from the bid. The gateway is asked about an intent outside any transaction; what it says
 * is then applied in one transaction under the gig's lock with conditional updates, so a second
 * confirmation, a webhook and the sweeper arriving together change nothing more than the first.
 */

/** An order paid at some point (under way, delivered, disputed, or ended after payment). */
const PAID_STATUSES: readonly BidStatus[] = [...PAID_OPEN_STATUSES, 'completed', 'refunded'];

const wrongState = (bid: BidRow) =>
  new DomainError(PAID_STATUSES.includes(bid.status) ? 'BID_ALREADY_PAID' : 'BID_NOT_APPROVED');

async function bidOfBuyer(db: Database, viewer: UserRow | null, bidId: string) {
  const user = requireUser(viewer);
  const view = UUID_PATTERN.test(bidId) ? await findBidView(db, bidId) : undefined;
  if (!view) throw new DomainError('BID_NOT_FOUND');
  if (view.bid.bidderId !== user.id) throw new DomainError('PAYMENT_BIDDER_ONLY');
  return view;
}

/**
 * POST /orders/create-payment-intent/{bidId}: 401, 404, 403 (not the bidder), 409 (not approved, or
 * already paid). The bid's open intent is answered again; otherwise a new one is created with an
 * idempotency key of the bid and the attempt, so requests racing each other get the same intent.
 */
export async function createPaymentIntent(
  context: Payments,
  viewer: UserRow | null,
  bidId: string,
): Promise<PaymentIntentResult> {
  const { db, gateway } = context;
  const view = await bidOfBuyer(db, viewer, bidId);
  const { bid } = view;
  if (!canTransition(bid.status, 'pay')) throw wrongState(bid);
  const payments = paymentsRepository(db);
  const answer = (intent: GatewayIntent): PaymentIntentResult => ({
    clientSecret: intent.clientSecret,
    paymentIntent: intent.id,
    status: intent.status,
    gateway: gateway.kind,
    publishableKey: gateway.publishableKey,
    amount: centsToDollars(bid.amountCents),
    currency: 'usd',
    order: {
      bidId: bid.id,
      gigId: bid.gigId,
      gigTitle: view.gig.title,
      gigCover: view.gig.cover,
      sellerId: bid.sellerId,
      sellerUsername: view.sellerUsername,
    },
  });

  const open = await payments.findOpenByBid(bid.id);
  if (open && open.gateway === gateway.kind) {
    const intent = await gateway.retrieveIntent(open.intentId);
    if (intent && OPEN_PAYMENT_INTENT_STATUSES.includes(intent.status)) return answer(intent);
    if (intent?.status === 'succeeded') {
      await settleIntent(context, open, intent);
      throw new DomainError('BID_ALREADY_PAID');
    }
  }
  if (open) await payments.markCanceled(open.id, new Date());

  // Requests racing here count the same given-up intents, so they send the same idempotency key and
  // get the same intent back (a count of every payment could differ between them and make two).
  const attempt = (await payments.countCanceledByBid(bid.id)) + 1;
  const intent = await gateway.createIntent({
    amountCents: bid.amountCents,
    currency: 'usd',
    metadata: { bidId: bid.id, buyerId: bid.bidderId, sellerId: bid.sellerId },
    idempotencyKey: `inkwell-bid-${bid.id}-attempt-${attempt}`,
    description: `Inkwell order: ${view.gig.title}`,
  });
  const at = new Date();
  try {
    await payments.insertOnce({
      id: newId(at.getTime()),
      bidId: bid.id,
      buyerId: bid.bidderId,
      sellerId: bid.sellerId,
      amountCents: bid.amountCents,
      currency: 'usd',
      gateway: gateway.kind,
      intentId: intent.id,
      status: intent.status,
      createdAt: at,
      updatedAt: at,
    });
  } catch (error) {
    if (!isUniqueViolation(error, 'payments_one_open_per_bid_key')) throw error;
  }
  const stored = await payments.findOpenByBid(bid.id);
  if (stored && stored.intentId !== intent.id) {
    const winner = await gateway.retrieveIntent(stored.intentId);
    if (winner) return answer(winner);
  }
  return answer(intent);
}

async function paymentStateOf(db: Database, bid: BidRow): Promise<PaymentState> {
  const kinds = await ledgerRepository(db).kindsOf(bid.id);
  if (kinds.has('refund')) return kinds.has('release') ? 'split' : 'refunded';
  if (kinds.has('release')) return 'released';
  if (kinds.has('payment')) return 'in_escrow';
  if (kinds.has('paid_outside')) return 'paid_outside';
  return bid.status === 'approved' ? 'awaiting_payment' : 'none';
}

/**
 * PUT /orders {payment_intent}: 401, 400, 404 (unknown intent),
 * 403 (someone else's); then settles what the gateway says.
 */
export async function confirmOrder(
  payments: Payments,
  viewer: UserRow | null,
  body: unknown,
): Promise<ConfirmOrderResult> {
  const user = requireUser(viewer);
  const input = parseInput(ConfirmOrderInput, body);
  const { db, gateway } = payments;
  const payment = await paymentsRepository(db).findByIntent(gateway.kind, input.payment_intent);
  if (!payment) throw new DomainError('PAYMENT_NOT_FOUND');
  if (payment.buyerId !== user.id) throw new DomainError('PAYMENT_BIDDER_ONLY');
  const intent = await gateway.retrieveIntent(payment.intentId);
  if (!intent) throw new DomainError('PAYMENT_NOT_FOUND');
  await settleIntent(payments, payment, intent);
  const bid = (await findBid(db, payment.bidId))!;
  return {
    paymentIntent: intent.id,
    status: intent.status,
    bidId: bid.id,
    bidStatus: bid.status,
    paymentState: await paymentStateOf(db, bid),
  };
}

/**
 * POST /payments/demo/confirm: the demo gateway's card form. 401, 404 (demo gateway off, unknown
 * secret), 403 (someone else's), 409 (order not waiting for payment, intent already confirmed),
 * 400 (card fields), 402 (declined). A success is settled at once, like Stripe's webhook would.
 */
export async function confirmDemoCard(
  payments: Payments,
  viewer: UserRow | null,
  body: unknown,
): Promise<DemoConfirmResult> {
  const user = requireUser(viewer);
  const { db, gateway } = payments;
  if (gateway.kind !== 'demo') throw new DomainError('DEMO_GATEWAY_OFF');
  const demo = gateway as DemoGateway;
  const input = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const clientSecret = typeof input.clientSecret === 'string' ? input.clientSecret : '';
  const intent = clientSecret ? await demo.findByClientSecret(clientSecret) : null;
  const payment = intent ? await paymentsRepository(db).findByIntent('demo', intent.id) : undefined;
  if (!intent || !payment) throw new DomainError('PAYMENT_NOT_FOUND');
  if (payment.buyerId !== user.id) throw new DomainError('PAYMENT_BIDDER_ONLY');
  const bid = (await findBid(db, payment.bidId))!;
  if (!canTransition(bid.status, 'pay')) throw wrongState(bid);
  const card = { number: input.number, expiry: input.expiry, cvc: input.cvc };
  const at = new Date();
  // Under the gig's lock, like a completion: the order is either still waiting for this payment
  // when the card is charged, or the card is not charged at all.
  const { intent: confirmed, declined } = await db.transaction(async (tx) => {
    await lockGig(tx, bid.gigId);
    const current = (await findBid(tx, bid.id))!;
    if (!canTransition(current.status, 'pay')) throw wrongState(current);
    const result = await demo.confirm(clientSecret, card, tx, at);
    if (result.intent.status === 'succeeded')
      await applySucceeded(tx, payment, result.intent, payments.log, at, payments.feeBasisPoints);
    else if (result.intent.status === 'processing')
      await paymentsRepository(tx).followOpenStatus(payment.id, 'processing', result.intent, at);
    return result;
  });
  if (declined) throw new DomainError(declined.code, declined.message);
  return { paymentIntent: confirmed.id, status: confirmed.status, card: confirmed.card! };
}

/** GET /payments/summary: the caller's money, from the ledger. */
export async function getPaymentSummary(db: Database, viewer: UserRow | null): Promise<PaymentSummary> {
  const user = requireUser(viewer);
  const summary = await ledgerRepository(db).summaryOf(user.id);
  return {
    spent: centsToDollars(summary.spentCents),
    inEscrow: centsToDollars(summary.inEscrowCents),
    earned: centsToDollars(summary.earnedCents),
  };
}
