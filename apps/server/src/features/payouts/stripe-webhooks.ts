import type { ConnectEvent } from '../../lib/payments/stripe-connect.ts';
import { settlePayout } from './payout-settle.ts';
import { payoutsRepository } from './payouts.repository.ts';
import { applyAccountEvent } from './stripe-accounts.ts';
import type { StripeMoney } from './stripe-money.ts';

/**
 * POST /payouts/webhook: the Connect endpoint's events, about the sellers' connected accounts
 * (docs/decisions/057-stripe-connect-payouts.md). The signature is checked on the raw body (400
 * WEBHOOK_SIGNATURE_INVALID); then each event only ever moves a row by a conditional step, so an
 * event delivered twice, late or out of order changes nothing more than its first, newest delivery:
 * - `account.updated`: the account's status, read again from Stripe, unless a newer event was applied;
 * - `payout.paid` / `payout.failed`: our payout pending -> paid | failed, once (a failure after a
 *   payment changes nothing), after checking it is the payout of that account and of that amount.
 * Any other event, or one about an account or payout that is not ours, is answered 200 and ignored.
 */
export async function receiveConnectWebhook(
  money: StripeMoney,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true }> {
  const event = await money.connect.readEvent(rawBody, signature);
  switch (event.type) {
    case 'account.updated': {
      const accountId = typeof event.object.id === 'string' ? event.object.id : event.account;
      if (accountId) await applyAccountEvent(money.db, money.connect, { accountId, created: event.created });
      break;
    }
    case 'payout.paid':
    case 'payout.failed':
      await applyPayoutEvent(money, event);
      break;
    default:
      money.log.debug({ eventId: event.id, type: event.type }, 'a Connect event Inkwell does not follow');
  }
  return { received: true };
}

/** Stripe's reason for a failed payout: its message, else its code, else a sentence of ours. */
function failureReasonOf(object: Record<string, unknown>): string {
  if (typeof object.failure_message === 'string' && object.failure_message) return object.failure_message;
  if (typeof object.failure_code === 'string' && object.failure_code) return `Stripe: ${object.failure_code}`;
  return 'Stripe could not pay this payout to your bank.';
}

async function applyPayoutEvent({ db, log }: StripeMoney, event: ConnectEvent): Promise<void> {
  const metadata = (event.object.metadata ?? {}) as Record<string, unknown>;
  const payoutId = typeof metadata.payoutId === 'string' ? metadata.payoutId : null;
  const externalId = typeof event.object.id === 'string' ? event.object.id : null;
  if (!payoutId || !externalId || !event.account || !/^[0-9a-f-]{36}$/.test(payoutId)) return;
  const repository = payoutsRepository(db);
  const payout = await repository.findPayout(payoutId);
  const account = payout ? await repository.findAccount(payout.sellerId) : undefined;
  if (
    !payout ||
    payout.provider !== 'stripe' ||
    account?.externalId !== event.account ||
    event.object.amount !== payout.amountCents
  ) {
    log.warn({ eventId: event.id, payoutId }, 'a Stripe payout event that matches none of our payouts');
    return;
  }
  await settlePayout(
    db,
    payout,
    event.type === 'payout.paid'
      ? { status: 'paid', externalId }
      : { status: 'failed', reason: failureReasonOf(event.object) },
  );
}
