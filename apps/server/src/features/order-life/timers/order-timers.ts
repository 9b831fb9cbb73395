import type { FastifyInstance } from 'fastify';
import { startSweeper } from '../../../lib/sweeper.ts';
import { sweepUnpaid } from '../cancellation/unpaid.service.ts';
import { sweepAcceptance } from '../delivery/order-completion.ts';
import { sweepRefunds } from '../payment/refunds.ts';
import { sweepProcessing } from '../payment/settlement.ts';

/**
 * The order life's clocks, in one place: every one of them is a sweeper (lib/sweeper.ts) that looks
 * for rows whose time is over and moves them with the same conditional updates as the routes, so a
 * timer and a person acting at the same moment change the order once.
 */

export interface PaymentTimersOptions {
  /** How often payments still processing are asked about again (ms); 0 turns the sweeper off. */
  sweepMs?: number;
  /** How often refunds still pending are sent again (ms); 0 turns that sweeper off. */
  refundSweepMs?: number;
}

export interface AcceptanceTimerOptions {
  /** How often this process looks for delivered orders whose acceptance time is over (ms); 0 turns the timer off. */
  timerMs?: number;
}

export interface UnpaidTimerOptions {
  /** How often this process looks for approved orders whose payment time is over (ms); 0 turns the timer off. */
  timerMs?: number;
}

/** The timers' options as app.ts takes them (tests shorten or stop them). */
export interface OrderTimersOptions {
  payments?: PaymentTimersOptions;
  orders?: AcceptanceTimerOptions;
  settlements?: UnpaidTimerOptions;
}

export const PAYMENT_SWEEP_MS = 1000;
export const REFUND_SWEEP_MS = 15_000;
export const ORDER_TIMER_MS = 30_000;
export const SETTLEMENT_TIMER_MS = 30_000;

export function startOrderTimers(
  app: FastifyInstance,
  { payments = {}, orders = {}, settlements = {} }: OrderTimersOptions,
): void {
  const context = () => ({
    db: app.db,
    config: app.config,
    gateway: app.paymentGateway,
    log: app.log,
    feeBasisPoints: app.config.money.feeBasisPoints,
  });
  startSweeper(app, 'checking payments still processing', payments.sweepMs ?? PAYMENT_SWEEP_MS, () =>
    sweepProcessing(context()),
  );
  startSweeper(app, 'sending refunds still pending', payments.refundSweepMs ?? REFUND_SWEEP_MS, () =>
    sweepRefunds(context()),
  );
  startSweeper(app, 'completing delivered orders nobody answered', orders.timerMs ?? ORDER_TIMER_MS, () =>
    sweepAcceptance(app.db, app.config.orders, app.log),
  );
  startSweeper(app, 'cancelling approved orders left unpaid', settlements.timerMs ?? SETTLEMENT_TIMER_MS, () =>
    sweepUnpaid(context()),
  );
}
