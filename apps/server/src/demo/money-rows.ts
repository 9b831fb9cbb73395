import { randomBytes } from 'node:crypto';
import type { demoPaymentIntents, demoRefunds } from '../db/schema/kernel.ts';
import type { ledgerEntries } from '../db/schema/ledger.ts';
import type { payments, refunds } from '../db/schema/order-life.ts';
import type { WalkedOrder } from './order-walk.ts';
import { idAt } from './rows.ts';

/**
 * The money of the demo orders as the payments and ledger features write it: a succeeded demo
 * payment (and the demo gateway's intent, paid with the 4242 test card) for each paid order, and a
 * balanced ledger movement for each step that moved money: `payment` (buyer -> escrow), `release`
 * (escrow -> seller) and `refund` (escrow -> buyer, with its succeeded refund through the demo
 * gateway). For every order: paid = held + released + refunded.
 */

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

/** One ledger movement: two lines that add up to 0. */
function movement(
  kind: LedgerEntryRow['kind'],
  bidId: string,
  paymentId: string,
  at: Date,
  lines: Line[],
): LedgerEntryRow[] {
  const movementId = idAt(at);
  return lines.map(([account, userId, amountCents]) => ({
    id: idAt(at),
    movementId,
    kind,
    bidId,
    paymentId,
    account,
    userId,
    amountCents,
    createdAt: at,
  }));
}

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

export function buildMoneyRows(orders: WalkedOrder[]): MoneyRows {
  const rows: MoneyRows = { payments: [], demoIntents: [], ledger: [], refunds: [], demoRefunds: [] };
  for (const { bid, money } of orders) {
    const paid = money.find((m) => m.kind === 'payment');
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
      createdAt: paid.at,
      updatedAt: paid.at,
      succeededAt: paid.at,
    });
    for (const step of money) {
      if (step.kind === 'payment') {
        rows.ledger.push(
          ...movement('payment', bid.id, paymentId, step.at, [
            ['buyer', bid.bidderId, -step.cents],
            ['escrow', null, step.cents],
          ]),
        );
      } else if (step.kind === 'release') {
        rows.ledger.push(
          ...movement('release', bid.id, paymentId, step.at, [
            ['escrow', null, -step.cents],
            ['seller', bid.sellerId, step.cents],
          ]),
        );
      } else {
        rows.ledger.push(
          ...movement('refund', bid.id, paymentId, step.at, [
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
