import {
  DEMO_FAILING_PAYOUT_CENTS,
  DEMO_PAYOUT_DELAY_MS,
  DEMO_PAYOUT_FAILURE_REASON,
} from '@inkwell/domain/payments/payout.rules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { stripeConnectOf } from '../../lib/payments/stripe-connect.ts';
import { startSweeper } from '../../lib/sweeper.ts';
import { clearDueReleases } from '../ledger/index.ts';
import { noticeFundsCleared } from './payout-notices.ts';
import { settlePayout, type PayoutAnswer } from './payout-settle.ts';
import { payoutsRepository, type PayoutRow } from './payouts.repository.ts';
import { recordTransferDue, sweepStripeMoney } from './stripe-money.ts';

/**
 * The sellers' money clocks (docs/decisions/056-payouts-and-fees.md), sweepers like the order
 * timers (lib/sweeper.ts): every process runs them, and each change is a conditional step under the
 * seller's money lock, so it happens exactly once whichever process gets there first. With Stripe
 * Connect (decision 057) a third one sends the transfers and payouts due at Stripe.
 */

/**
 * The clearing sweeper's run: each release whose clearing time is over becomes available, and in
 * the same transaction the seller is told and, for an order paid through Stripe, its net is recorded
 * as due to the seller's connected account.
 */
export function clearReleasedMoney(db: Database, clearingMs: number, now = new Date()): Promise<number> {
  return clearDueReleases(db, clearingMs, now, async (tx, cleared) => {
    await noticeFundsCleared(tx, cleared);
    await recordTransferDue(tx, cleared);
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
  /** With Stripe: how often the transfers and payouts due are sent (again) to Stripe (ms); 0 turns it off. */
  stripeSweepMs?: number;
}

export const CLEARING_SWEEP_MS = 5000;
export const PAYOUT_SWEEP_MS = 1000;
export const STRIPE_SWEEP_MS = 5000;

export function startPayoutTimers(app: FastifyInstance, options: PayoutTimersOptions): void {
  startSweeper(app, 'clearing released money', options.clearingSweepMs ?? CLEARING_SWEEP_MS, () =>
    clearReleasedMoney(app.db, app.config.money.clearingMs),
  );
  const connect = stripeConnectOf(app.config.payments);
  if (connect) {
    startSweeper(app, 'sending Stripe transfers and payouts', options.stripeSweepMs ?? STRIPE_SWEEP_MS, () =>
      sweepStripeMoney({ db: app.db, connect, log: app.log }),
    );
  }
  if (app.config.payments.gateway === 'demo') {
    startSweeper(app, "paying the demo provider's payouts", options.payoutSweepMs ?? PAYOUT_SWEEP_MS, () =>
      sweepDemoPayouts(app.db, options.demoPayoutDelayMs ?? DEMO_PAYOUT_DELAY_MS),
    );
  }
}
