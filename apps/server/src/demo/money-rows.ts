import { randomBytes } from 'node:crypto';
import { feeCentsOf } from '@inkwell/domain/pricing';
import type { Config } from '../config.ts';
import type { demoPaymentIntents, demoRefunds } from '../db/schema/kernel.ts';
import type { ledgerEntries } from '../db/schema/ledger.ts';
import type { payments, refunds } from '../db/schema/order-life.ts';
import type { WalkedOrder } from './order-walk.ts';
import { idAt } from './rows.ts';

/**
 * The money of the demo orders as the payments and ledger features write it: a succeeded demo
 * payment (and the demo gateway's intent, paid with the 4242 test card) for each paid order, at the
 * platform's fee rate configured when the seed runs (PLATFORM_FEE_PERCENT), and a balanced ledger
 * movement for each step that moved money: `payment` (buyer -> escrow), `release` (escrow -> seller)
 * with its `fee` (seller -> platform), `refund` (escrow -> buyer, with its succeeded refund through
 * the demo gateway), and `clearing` (pending -> available) for each release whose clearing time
 * (PAYOUT_CLEARING_DAYS) is over, dated when that time ended, as the clearing sweeper would have written it.
 * For every order: paid = held + released + refunded.
 */

/** The money settings the demo follows (config.money). */
export type DemoMoney = Config['money'];

export type PaymentRow = typeof payments.$inferInsert;
export type LedgerEntryRow = typeof ledgerEntries.$inferInsert;
export type DemoIntentRow = typeof demoPaymentIntents.$inferInsert;
export type RefundRow = typeof refunds.$inferInsert;
export type DemoRefundRow = typeof demoRefunds.$inferInsert;

export interface MoneyRows {
  payments: PaymentRow[];
  demoIntents: DemoIntentRow[];
  ledger: LedgerEntryRow[];
  refunds: RefundRow[];
  demoRefunds: DemoRefundRow[];
}

type Line = [LedgerEntryRow['account'], string | null, number];

/** What a movement moves the money of: an order (with its payment, if any) or a payout. */
export type MovedFor = { bidId: string; paymentId: string | null } | { payoutId: string };

/** One ledger movement: two lines that add up to 0. */
export function movement(kind: LedgerEntryRow['kind'], of: MovedFor, at: Date, lines: Line[]): LedgerEntryRow[] {
  const movementId = idAt(at);
  const owner =
    'payoutId' in of
      ? { bidId: null, paymentId: null, payoutId: of.payoutId }
      : { bidId: of.bidId, paymentId: of.paymentId, payoutId: null };
  return lines.map(([account, userId, amountCents]) => ({
    id: idAt(at),
    movementId,
    kind,
    ...owner,
    account,
    userId,
    amountCents,
    createdAt: at,
  }));
}

/**
 * A release to the seller as the ledger feature's recordRelease writes it: the release, then the
 * platform's fee at the order's rate (none at 0); then, once the clearing time is over by `now`,
 * what the seller keeps of it becomes available.
 */
function releaseMovements(
  bid: WalkedOrder['bid'],
  paymentId: string,
  step: { cents: number; at: Date },
  money: DemoMoney,
  now: Date,
): LedgerEntryRow[] {
  const order = { bidId: bid.id, paymentId };
  const rows = movement('release', order, step.at, [
    ['escrow', null, -step.cents],
    ['seller', bid.sellerId, step.cents],
  ]);
  const feeCents = feeCentsOf(step.cents, money.feeBasisPoints);
  if (feeCents > 0) {
    rows.push(
      ...movement('fee', order, step.at, [
        ['seller', bid.sellerId, -feeCents],
        ['platform', null, feeCents],
      ]),
    );
  }
  const netCents = step.cents - feeCents;
  const clearedAt = new Date(step.at.getTime() + money.clearingMs);
  if (netCents > 0 && clearedAt <= now) {
    rows.push(
      ...movement('clearing', { bidId: bid.id, paymentId: null }, clearedAt, [
        ['seller', bid.sellerId, -netCents],
        ['seller_available', bid.sellerId, netCents],
      ]),
    );
  }
  return rows;
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export function buildMoneyRows(orders: WalkedOrder[], money: DemoMoney, now: Date): MoneyRows {
  const rows: MoneyRows = { payments: [], demoIntents: [], ledger: [], refunds: [], demoRefunds: [] };
  for (const { bid, money: steps } of orders) {
    const paid = steps.find((m) => m.kind === 'payment');
    if (!paid) continue;
    const paymentId = idAt(paid.at);
    const intentId = `pi_demo_${hex(12)}`;
    const card = { cardBrand: 'visa', cardLast4: '4242' };
    rows.demoIntents.push({
      id: intentId,
      clientSecret: `${intentId}_secret_${hex(16)}`,
      idempotencyKey: `inkwell-bid-${bid.id}-attempt-1`,
      amountCents: paid.cents,
      currency: 'usd',
      status: 'succeeded',
      metadata: { bidId: bid.id, buyerId: bid.bidderId, sellerId: bid.sellerId },
      ...card,
      createdAt: paid.at,
      updatedAt: paid.at,
    });
    rows.payments.push({
      id: paymentId,
      bidId: bid.id,
      buyerId: bid.bidderId,
      sellerId: bid.sellerId,
      amountCents: paid.cents,
      currency: 'usd',
      gateway: 'demo',
      intentId,
      status: 'succeeded',
      ...card,
      feeBasisPoints: money.feeBasisPoints,
      createdAt: paid.at,
      updatedAt: paid.at,
      succeededAt: paid.at,
    });
    const order = { bidId: bid.id, paymentId };
    for (const step of steps) {
      if (step.kind === 'payment') {
        rows.ledger.push(
          ...movement('payment', order, step.at, [
            ['buyer', bid.bidderId, -step.cents],
            ['escrow', null, step.cents],
          ]),
        );
      } else if (step.kind === 'release') {
        rows.ledger.push(...releaseMovements(bid, paymentId, step, money, now));
      } else {
        rows.ledger.push(
          ...movement('refund', order, step.at, [
            ['escrow', null, -step.cents],
            ['buyer', bid.bidderId, step.cents],
          ]),
        );
        const idempotencyKey = `inkwell-refund-${bid.id}`;
        const gatewayRefundId = `re_demo_${hex(12)}`;
        rows.demoRefunds.push({
          id: gatewayRefundId,
          intentId,
          amountCents: step.cents,
          idempotencyKey,
          createdAt: step.at,
        });
        rows.refunds.push({
          id: idAt(step.at),
          bidId: bid.id,
          paymentId,
          amountCents: step.cents,
          gateway: 'demo',
          status: 'succeeded',
          idempotencyKey,
          gatewayRefundId,
          attempts: 1,
          lastError: null,
          createdAt: step.at,
          updatedAt: step.at,
        });
      }
    }
  }
  return rows;
}
