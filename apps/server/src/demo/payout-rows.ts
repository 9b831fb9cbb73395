import { DEMO_PAYOUT_DELAY_MS, DEMO_TEST_IBAN } from '@inkwell/domain/payments/payout.rules';
import type { payoutAccounts, payouts } from '../db/schema/payouts.ts';
import { movement, type DemoMoney, type LedgerEntryRow } from './money-rows.ts';
import { idAt, type UserRow } from './rows.ts';

/**
 * The payouts of the demo, as the payouts feature writes them: one seller (DEMO_PAYOUT_SELLER) has
 * connected the demo payout account and has withdrawn twice, both paid by the demo provider; every
 * other seller has no account yet. The first payout falls in the last whole calendar month, so that
 * month has a full statement (releases, fees, clearings, a payout); the second, a few days ago, takes
 * half of what was available, so some money stays available while recent releases still clear.
 */

export type PayoutAccountRow = typeof payoutAccounts.$inferInsert;
export type PayoutRow = typeof payouts.$inferInsert;

export interface PayoutRows {
  accounts: PayoutAccountRow[];
  payouts: PayoutRow[];
  ledger: LedgerEntryRow[];
}

/** The seller with the demo payout account; the others connect theirs from the Earnings page. */
export const DEMO_PAYOUT_SELLER = 'amelia.hart';

const DAY_MS = 24 * 60 * 60 * 1000;

/** When the demo's two payouts are asked for: mid last month, and three days ago. */
export function demoPayoutTimes(now: Date): [Date, Date] {
  const lastMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 10, 0, 0);
  return [new Date(lastMonth), new Date(now.getTime() - 3 * DAY_MS)];
}

/** The seller's available money (cents) at `at`, from their ledger lines so far. */
function availableAt(lines: LedgerEntryRow[], sellerId: string, at: Date): number {
  return lines
    .filter((line) => line.userId === sellerId && line.account === 'seller_available' && line.createdAt! <= at)
    .reduce((sum, line) => sum + line.amountCents, 0);
}

/** Whole dollars, down: a payout the seller would have typed. */
const wholeDollars = (cents: number) => Math.floor(cents / 100) * 100;

/**
 * `ledger`: the demo orders' ledger lines (with their clearings). Answers the seller's enabled demo
 * account (enabled a week before the first payout, or when they joined if later) and the paid
 * payouts with their `payout` and `payout_paid` movements; a payout below the minimum is left out.
 */
export function buildPayoutRows(seller: UserRow, ledger: LedgerEntryRow[], money: DemoMoney, now: Date): PayoutRows {
  const times = demoPayoutTimes(now);
  const enabledAt = new Date(Math.max(seller.createdAt.getTime(), times[0].getTime() - 7 * DAY_MS));
  const rows: PayoutRows = {
    accounts: [
      {
        userId: seller.id,
        provider: 'demo',
        status: 'enabled',
        externalId: `acct_demo_${idAt(enabledAt)}`,
        accountHolder: seller.fullName ?? seller.username,
        ibanLast4: DEMO_TEST_IBAN.slice(-4),
        enabledAt,
        createdAt: enabledAt,
        updatedAt: enabledAt,
      },
    ],
    payouts: [],
    ledger: [],
  };
  times.forEach((askedAt, i) => {
    if (askedAt <= enabledAt) return;
    const available = availableAt([...ledger, ...rows.ledger], seller.id, askedAt);
    const cents = wholeDollars(i === 0 ? available : available / 2);
    if (cents < money.payoutMinimumCents || cents <= 0) return;
    const id = idAt(askedAt);
    const paidAt = new Date(askedAt.getTime() + DEMO_PAYOUT_DELAY_MS);
    rows.payouts.push({
      id,
      sellerId: seller.id,
      amountCents: cents,
      currency: 'usd',
      provider: 'demo',
      status: 'paid',
      externalId: `po_demo_${id.replaceAll('-', '')}`,
      createdAt: askedAt,
      updatedAt: paidAt,
      paidAt,
    });
    rows.ledger.push(
      ...movement('payout', { payoutId: id }, askedAt, [
        ['seller_available', seller.id, -cents],
        ['seller_in_flight', seller.id, cents],
      ]),
      ...movement('payout_paid', { payoutId: id }, paidAt, [
        ['seller_in_flight', seller.id, -cents],
        ['seller_paid_out', seller.id, cents],
      ]),
    );
  });
  return rows;
}
