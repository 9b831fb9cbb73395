import type { OperatorFinance } from '@inkwell/domain/payments/chargeback.schema';
import { centsToDollars } from '@inkwell/domain/pricing';
import type { Database } from '../../db/client.ts';
import { requireRole } from '../../lib/auth/guard.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { ledgerTotals } from '../ledger/index.ts';
import { chargebackFigures } from '../order-life/index.ts';

/**
 * GET /operator/finance (operators: 401, 403 OPERATOR_ONLY): the platform's money as the ledger sums it
 * (one pass over its lines: decision 058), the failed payouts, and the chargebacks with those whose
 * seller's share is held until an operator decides.
 */
export async function operatorFinance(db: Database, viewer: UserRow | null): Promise<OperatorFinance> {
  requireRole(viewer, 'operator', 'Only operators read the finance page.');
  const totals = await ledgerTotals(db);
  const chargebacks = await chargebackFigures(db);
  return {
    currency: 'usd',
    escrow: centsToDollars(totals.escrowCents),
    sellers: {
      pending: centsToDollars(totals.pendingCents),
      available: centsToDollars(totals.availableCents),
      inFlight: centsToDollars(totals.inFlightCents),
      paidOut: centsToDollars(totals.paidOutCents),
    },
    fees: centsToDollars(totals.feesCents),
    failedPayouts: { count: totals.failedPayouts.count, amount: centsToDollars(totals.failedPayouts.cents) },
    chargebacks: {
      count: chargebacks.count,
      held: centsToDollars(totals.heldCents),
      againstPlatform: centsToDollars(totals.lossesCents),
    },
    openChargebacks: chargebacks.held,
  };
}
