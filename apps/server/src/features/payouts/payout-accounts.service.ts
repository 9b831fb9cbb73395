import {
  DEMO_ONBOARDING_PATH,
  PAYOUT_ONBOARDING_LINK_MINUTES,
  compactIban,
  isDemoTestIban,
  type PayoutProvider,
} from '@inkwell/domain/payments/payout.rules';
import type { DemoOnboardingInput, PayoutAccount, PayoutOnboardingLink } from '@inkwell/domain/payments/payout.schema';
import { createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { requireRole } from '../../lib/auth/guard.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { newId } from '../../lib/ids.ts';
import { stripeConnectOf } from '../../lib/payments/stripe-connect.ts';
import { noticeAccountEnabled } from './payout-notices.ts';
import { payoutsRepository } from './payouts.repository.ts';
import { startStripeOnboarding } from './stripe-accounts.ts';

/**
 * A seller's payout account (docs/decisions/056-payouts-and-fees.md). The provider follows the
 * payment gateway: the demo provider without Stripe's keys, Stripe Connect with them. Only sellers
 * have one: 401 for visitors, 403 SELLERS_ONLY for buyers.
 */

export const ONLY_SELLERS_GET_PAID = 'Only sellers have a payout account.';

export const payoutProviderOf = (config: Pick<Config, 'payments'>): PayoutProvider => config.payments.gateway;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * GET /payouts/account: the provider in use and the account's status (`none` before onboarding
 * begins, or when the seller's account is another provider's, made before the configuration changed).
 */
export async function getPayoutAccount(db: Database, config: Config, viewer: UserRow | null): Promise<PayoutAccount> {
  const seller = requireRole(viewer, 'seller', ONLY_SELLERS_GET_PAID);
  const account = await payoutsRepository(db).findAccount(seller.id);
  const provider = payoutProviderOf(config);
  return { provider, status: account?.provider === provider ? account.status : 'none' };
}

/**
 * POST /payouts/account/onboarding: where the seller goes to connect. With the demo provider, a
 * page of this site with a one-time token (only its hash is kept; a new link replaces the last).
 * With Stripe, Stripe's onboarding of the seller's Express connected account (stripe-accounts.ts).
 */
export async function startPayoutOnboarding(
  db: Database,
  config: Config,
  viewer: UserRow | null,
): Promise<PayoutOnboardingLink> {
  const seller = requireRole(viewer, 'seller', ONLY_SELLERS_GET_PAID);
  const provider = payoutProviderOf(config);
  const connect = stripeConnectOf(config.payments);
  if (provider === 'stripe' && connect) return startStripeOnboarding(db, config, connect, seller);
  const token = randomBytes(32).toString('base64url');
  const at = new Date();
  const expiresAt = new Date(at.getTime() + PAYOUT_ONBOARDING_LINK_MINUTES * 60_000);
  await payoutsRepository(db).startOnboarding({ userId: seller.id, provider }, hashToken(token), expiresAt, at);
  return { url: `${DEMO_ONBOARDING_PATH}?token=${token}` };
}

/**
 * POST /payouts/demo/onboarding: the demo provider's form. The token must be the seller's own
 * unexpired link (400 PAYOUT_ONBOARDING_TOKEN_INVALID when used, forged, expired or someone else's);
 * the IBAN must be the demo's test IBAN (400 PAYOUT_IBAN_REFUSED, the link still usable). Then the
 * account is enabled, once: a second use of the token is 400; the seller is told in the same
 * transaction, the first time it is enabled.
 */
export async function confirmDemoOnboarding(
  db: Database,
  config: Config,
  viewer: UserRow | null,
  input: DemoOnboardingInput,
): Promise<PayoutAccount> {
  const seller = requireRole(viewer, 'seller', ONLY_SELLERS_GET_PAID);
  if (payoutProviderOf(config) !== 'demo') throw new DomainError('DEMO_GATEWAY_OFF');
  const repository = payoutsRepository(db);
  const tokenHash = hashToken(input.token);
  const at = new Date();
  if (!(await repository.hasOnboardingToken(seller.id, tokenHash, at))) {
    throw new DomainError('PAYOUT_ONBOARDING_TOKEN_INVALID');
  }
  if (!isDemoTestIban(input.iban)) {
    throw new DomainError('PAYOUT_IBAN_REFUSED', undefined, {
      errors: { iban: ['The demo accepts only the test IBAN DE89 3704 0044 0532 0130 00.'] },
    });
  }
  const iban = compactIban(input.iban);
  const account = await db.transaction(async (tx) => {
    const row = await payoutsRepository(tx).completeDemoOnboarding(
      seller.id,
      tokenHash,
      { accountHolder: input.accountHolder, ibanLast4: iban.slice(-4), externalId: `acct_demo_${newId(at.getTime())}` },
      at,
    );
    // Told once: when this step enabled the account (enabledAt is kept from a first enabling).
    if (row && row.enabledAt?.getTime() === at.getTime()) await noticeAccountEnabled(tx, seller.id);
    return row;
  });
  if (!account) throw new DomainError('PAYOUT_ONBOARDING_TOKEN_INVALID');
  return { provider: account.provider, status: account.status };
}
