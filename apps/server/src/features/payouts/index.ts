/**
 * The public face of the payouts feature (docs/decisions/056-payouts-and-fees.md): a seller's
 * balances, payout account and withdrawals under /payouts, and the sweepers that clear released
 * money and pay the demo provider's payouts (app.ts registers the routes).
 */
export { payoutsRoutes } from './payouts.routes.ts';
export { settlePayout } from './payout-settle.ts';
export { sweepDemoPayouts, type PayoutTimersOptions } from './payout-sweeps.ts';
