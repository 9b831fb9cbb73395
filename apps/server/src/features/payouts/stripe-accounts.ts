import type { PayoutOnboardingLink } from '@inkwell/domain/payments/payout.schema';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import type { StripeConnect } from '../../lib/payments/stripe-connect.ts';
import { noticeAccountEnabled } from './payout-notices.ts';
import { payoutsRepository } from './payouts.repository.ts';
import { stripeConnectRepository } from './stripe-connect.repository.ts';

/**
 * A seller's Stripe Express connected account (docs/decisions/057-stripe-connect-payouts.md): made
 * once, onboarded on Stripe's own pages through an Account Link, its status kept in step by the
 * Connect webhook's `account.updated` events.
 */

/** The one idempotency key of a seller's connected account: two onboardings at once make one account. */
export const accountKeyOf = (userId: string) => `inkwell-account-${userId}`;

/** Where Stripe sends the seller back: the Earnings page, told whether the link expired or they finished. */
export const connectReturnUrl = (publicUrl: string, connect: 'refresh' | 'return') =>
  `${publicUrl}/seller/earnings?connect=${connect}`;

/**
 * POST /payouts/account/onboarding with Stripe: the seller's connected account (made the first time,
 * in the profile's country: without one, Stripe's own default, the platform's country), stored as
 * `pending`, and a fresh Account Link to Stripe's onboarding. A Stripe failure is 502 and stores nothing new.
 */
export async function startStripeOnboarding(
  db: Database,
  config: Config,
  connect: StripeConnect,
  seller: UserRow,
): Promise<PayoutOnboardingLink> {
  const current = await payoutsRepository(db).findAccount(seller.id);
  let accountId = current?.provider === 'stripe' ? current.externalId : null;
  if (!accountId) {
    const created = await connect.createAccount({
      userId: seller.id,
      email: seller.email,
      country: seller.country || null,
      idempotencyKey: accountKeyOf(seller.id),
    });
    accountId = (await stripeConnectRepository(db).saveStripeAccount(seller.id, created, new Date())).externalId!;
  }
  const url = await connect.accountLink(accountId, {
    refreshUrl: connectReturnUrl(config.publicUrl, 'refresh'),
    returnUrl: connectReturnUrl(config.publicUrl, 'return'),
  });
  return { url };
}

/**
 * An `account.updated` event: unless a later event was applied already, the account is read again
 * from Stripe (the event may be old, or replayed: what Stripe says now is the truth) and its status
 * applied with the event's time, conditionally; the seller is told the first time it is enabled, in
 * the same transaction. Answers whether it changed the row.
 */
export async function applyAccountEvent(
  db: Database,
  connect: StripeConnect,
  event: { accountId: string; created: Date },
): Promise<boolean> {
  const account = await stripeConnectRepository(db).findStripeAccount(event.accountId);
  if (!account) return false;
  if (account.providerEventAt && account.providerEventAt > event.created) return false;
  const status = await connect.accountStatus(event.accountId);
  return db.transaction(async (tx) => {
    const at = new Date();
    const row = await stripeConnectRepository(tx).applyAccountStatus(event.accountId, status, event.created, at);
    if (!row) return false;
    if (row.enabledAt?.getTime() === at.getTime()) await noticeAccountEnabled(tx, row.userId);
    return true;
  });
}
