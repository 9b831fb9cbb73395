import {
  DEMO_FAILING_PAYOUT_CENTS,
  DEMO_PAYOUT_DELAY_MS,
  DEMO_PAYOUT_FAILURE_REASON,
} from '@inkwell/domain/payments/payout.rules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { startSweeper } from '../../lib/sweeper.ts';
import { lockSellerMoney, recordPayoutMovement } from '../ledger/index.ts';
import { clearDueReleasesWithNotices, noticePayoutSettled } from './payout-notices.ts';
import { payoutsRepository, type PayoutRow } from './payouts.repository.ts';

/**
 * The sellers' money clocks (docs/decisions/056-payouts-and-fees.md), sweepers like the order
 * timers (lib/sweeper.ts): every process runs them, and each change is a conditional step under the
 * seller's money lock, so it happens exactly once whichever process gets there first.
 */

export type PayoutAnswer = { status: 'paid'; externalId: string } | { status: 'failed'; reason: string };

/**
 * The provider's answer about a payout, applied once: pending -> paid (in flight -> paid out) or
 * pending -> failed (in flight -> back to available, with the reason), the seller told in the same
 * transaction. False when it was settled already.
 */
export async function settlePayout(db: Database, payout: PayoutRow, answer: PayoutAnswer): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockSellerMoney(tx, payout.sellerId);
    const at = new Date();
    const settled = await payoutsRepository(tx).settle(payout.id, answer, at);
    if (!settled) return false;
    await recordPayoutMovement(
      tx,
      answer.status === 'paid' ? 'payout_paid' : 'payout_failed',
      { id: payout.id, sellerId: payout.sellerId, cents: payout.amountCents },
      at,
    );
    await noticePayoutSettled(tx, payout, answer);
    return true;
  });
}

/** The demo provider's answer: every payout is paid, but one of exactly $66.66, which the "bank" refuses. */
export function demoPayoutAnswer(payout: PayoutRow): PayoutAnswer {
  return payout.amountCents === DEMO_FAILING_PAYOUT_CENTS
    ? { status: 'failed', reason: DEMO_PAYOUT_FAILURE_REASON }
    : { status: 'paid', externalId: `po_demo_${payout.id.replaceAll('-', '')}` };
}

const PAYOUT_BATCH = 50;

/** The demo provider's run: the payouts asked for at least `delayMs` ago are paid (or refused). */
export async function sweepDemoPayouts(
  db: Database,
  delayMs = DEMO_PAYOUT_DELAY_MS,
  now = new Date(),
): Promise<number> {
  const due = await payoutsRepository(db).listPendingBefore('demo', new Date(now.getTime() - delayMs), PAYOUT_BATCH);
  let settled = 0;
  for (const payout of due) if (await settlePayout(db, payout, demoPayoutAnswer(payout))) settled += 1;
  return settled;
}

export interface PayoutTimersOptions {
  /** How often released money whose clearing time is over becomes available (ms); 0 turns it off. */
  clearingSweepMs?: number;
  /** How often the demo provider pays the payouts asked for (ms); 0 turns it off. */
  payoutSweepMs?: number;
  /** How long the demo provider takes to pay a payout (ms). */
  demoPayoutDelayMs?: number;
}

export const CLEARING_SWEEP_MS = 5000;
export const PAYOUT_SWEEP_MS = 1000;

export function startPayoutTimers(app: FastifyInstance, options: PayoutTimersOptions): void {
  startSweeper(app, 'clearing released money', options.clearingSweepMs ?? CLEARING_SWEEP_MS, () =>
    clearDueReleasesWithNotices(app.db, app.config.money.clearingMs),
  );
  if (app.config.payments.gateway === 'demo') {
    startSweeper(app, "paying the demo provider's payouts", options.payoutSweepMs ?? PAYOUT_SWEEP_MS, () =>
      sweepDemoPayouts(app.db, options.demoPayoutDelayMs ?? DEMO_PAYOUT_DELAY_MS),
    );
  }
}
