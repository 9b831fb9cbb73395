import type { PageQuery } from '@inkwell/domain/pagination';
import type {
  CreatePayoutInput,
  CreatePayoutResult,
  PayoutBalance,
  PayoutDto,
} from '@inkwell/domain/payments/payout.schema';
import { centsToDollars, dollarsToCents } from '@inkwell/domain/pricing';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { requireRole } from '../../lib/auth/guard.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { newId } from '../../lib/ids.ts';
import { decodeCursor, encodeCursor } from '../../lib/keyset-cursor.ts';
import {
  availableCentsOf,
  lockSellerMoney,
  nextClearingOf,
  recordPayoutMovement,
  sellerBalancesOf,
} from '../ledger/index.ts';
import { ONLY_SELLERS_GET_PAID, payoutProviderOf } from './payout-accounts.service.ts';
import { payoutsRepository, type PayoutRow } from './payouts.repository.ts';
import { stripeConnectRepository } from './stripe-connect.repository.ts';
import { sendStripePayout, type StripeMoney } from './stripe-money.ts';

/**
 * A seller's balances and withdrawals (docs/decisions/056-payouts-and-fees.md). The money is the
 * ledger's: these services read the balances from it and move available money into a payout
 * under the seller's money lock, so two withdrawals, or a withdrawal and a clearing, never take
 * more than is there.
 */

export function toPayoutDto(row: PayoutRow): PayoutDto {
  return {
    _id: row.id,
    amount: centsToDollars(row.amountCents),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    failureReason: row.failureReason,
  };
}

/** GET /payouts/balance: the four balances, the fees, and the next release to clear. */
export async function getPayoutBalance(db: Database, config: Config, viewer: UserRow | null): Promise<PayoutBalance> {
  const seller = requireRole(viewer, 'seller', ONLY_SELLERS_GET_PAID);
  const [balances, next] = await Promise.all([
    sellerBalancesOf(db, seller.id),
    nextClearingOf(db, seller.id, config.money.clearingMs),
  ]);
  return {
    currency: 'usd',
    pending: centsToDollars(balances.pendingCents),
    available: centsToDollars(balances.availableCents),
    inFlight: centsToDollars(balances.inFlightCents),
    paidOut: centsToDollars(balances.paidOutCents),
    feesTotal: centsToDollars(balances.feesCents),
    nextClearing: next ? { amount: centsToDollars(next.cents), at: next.at.toISOString() } : null,
  };
}

/**
 * POST /payouts: withdraws `amount` dollars (all that is available when left out). In one
 * transaction under the seller's money lock: 409 PAYOUT_ACCOUNT_NOT_READY without an enabled
 * account of the provider in use, 409 PAYOUT_NOTHING_AVAILABLE with nothing available, 400
 * PAYOUT_BELOW_MINIMUM under PAYOUT_MINIMUM, 400 PAYOUT_ABOVE_AVAILABLE over what is available; with
 * Stripe, 409 PAYOUT_TRANSFER_PENDING over what has reached the connected account (decision 057: a
 * Stripe payout pays only out of its balance; left out, the amount is what has reached it); else a
 * pending payout and its money moved from available to in flight. The demo provider pays it later
 * (the sweeper); with Stripe, the payout is asked for once the transaction has committed (again by
 * the sweeper if Stripe could not be reached) and its webhooks settle it.
 */
export async function createPayout(
  db: Database,
  config: Config,
  viewer: UserRow | null,
  input: CreatePayoutInput,
  stripe: StripeMoney | null = null,
): Promise<CreatePayoutResult> {
  const seller = requireRole(viewer, 'seller', ONLY_SELLERS_GET_PAID);
  const minimum = config.money.payoutMinimumCents;
  const payout = await db.transaction(async (tx) => {
    const repository = payoutsRepository(tx);
    const account = await repository.findAccount(seller.id);
    if (account?.status !== 'enabled' || account.provider !== payoutProviderOf(config)) {
      throw new DomainError('PAYOUT_ACCOUNT_NOT_READY');
    }
    await lockSellerMoney(tx, seller.id);
    const available = await availableCentsOf(tx, seller.id);
    if (available <= 0) throw new DomainError('PAYOUT_NOTHING_AVAILABLE');
    const reached =
      account.provider === 'stripe' ? await stripeConnectRepository(tx).connectedBalanceCents(seller.id) : available;
    const cents = input.amount === undefined ? Math.min(available, reached) : dollarsToCents(input.amount);
    if (input.amount === undefined && reached < available && cents < minimum) {
      throw new DomainError(
        'PAYOUT_TRANSFER_PENDING',
        `Part of your available money is still on its way to your Stripe account; ` +
          `$${centsToDollars(Math.max(reached, 0)).toFixed(2)} has reached it so far.`,
      );
    }
    if (cents < minimum) {
      throw new DomainError(
        'PAYOUT_BELOW_MINIMUM',
        `The smallest payout is $${centsToDollars(minimum).toFixed(2)}; ` +
          `this one is $${centsToDollars(cents).toFixed(2)}.`,
      );
    }
    if (cents > available) {
      throw new DomainError(
        'PAYOUT_ABOVE_AVAILABLE',
        `You can withdraw at most $${centsToDollars(available).toFixed(2)} now.`,
      );
    }
    if (cents > reached) {
      throw new DomainError(
        'PAYOUT_TRANSFER_PENDING',
        `Part of your available money is still on its way to your Stripe account; ` +
          `you can withdraw at most $${centsToDollars(Math.max(reached, 0)).toFixed(2)} now.`,
      );
    }
    const at = new Date();
    const row = await repository.insertPayout({
      id: newId(at.getTime()),
      sellerId: seller.id,
      amountCents: cents,
      provider: account.provider,
      status: 'pending',
      createdAt: at,
      updatedAt: at,
    });
    await recordPayoutMovement(tx, 'payout', { id: row.id, sellerId: seller.id, cents }, at);
    return row;
  });
  if (payout.provider !== 'stripe' || !stripe) return { payout: toPayoutDto(payout) };
  await sendStripePayout(stripe, payout);
  return { payout: toPayoutDto((await payoutsRepository(db).findPayout(payout.id)) ?? payout) };
}

const PAYOUTS = 'payouts';

/** GET /payouts: the seller's payouts, newest first, keyset paged. */
export async function listPayouts(
  db: Database,
  viewer: UserRow | null,
  query: PageQuery,
): Promise<{ items: PayoutDto[]; nextCursor: string | null }> {
  const seller = requireRole(viewer, 'seller', ONLY_SELLERS_GET_PAID);
  const after = query.cursor ? decodeCursor(query.cursor, PAYOUTS, 'timestamp') : undefined;
  const rows = await payoutsRepository(db).listOfSeller(
    seller.id,
    query.limit,
    after ? { at: after.key, id: after.id } : undefined,
  );
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(toPayoutDto),
    nextCursor: rows.length > query.limit && last ? encodeCursor(PAYOUTS, last.createdAtKey, last.id) : null,
  };
}

export { payoutProviderOf };
