import type { Executor } from '../../../db/client.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { bidsRepository } from './bids.repository.ts';

/**
 * The bids' part of the account page's changes, run in the users feature's transaction
 * through its hooks (app.ts registers them): a seller stops selling, or a person deletes the account.
 */

/** A seller may stop selling only with no order of theirs under way (their gigs are hidden meanwhile). */
export async function refuseSellerLeavingWithOrders(
  tx: Executor,
  { userId, selling }: { userId: string; selling: boolean },
): Promise<void> {
  if (selling) return;
  const open = await bidsRepository(tx).findActiveOrdersOfPerson(userId, { asBuyer: false });
  if (open.length > 0)
    throw new DomainError(
      'SELLER_HAS_OPEN_ORDERS',
      openOrdersSentence('You have', open.length, 'before you stop selling'),
    );
}

/**
 * An account is deleted only with no order under way on either side (the other party is owed the
 * work or the money); its pending bids are withdrawn and the pending bids on its gigs cancelled.
 */
export async function settleBidsOfDeletedAccount(
  tx: Executor,
  { userId, at }: { userId: string; at: Date },
): Promise<void> {
  const repository = bidsRepository(tx);
  // Settled first: a bid being approved meanwhile holds its row, and is then counted below (and refuses the deletion).
  await repository.settlePendingOfPerson(userId, at);
  const open = await repository.findActiveOrdersOfPerson(userId, { asBuyer: true });
  if (open.length > 0) {
    const sentence = openOrdersSentence('Your account has', open.length, 'before deleting your account');
    throw new DomainError(
      'ACCOUNT_HAS_OPEN_ORDERS',
      `${sentence} (${open.map((order) => `${order.id}: ${order.status}`).join(', ')})`,
    );
  }
}

function openOrdersSentence(subject: string, count: number, what: string): string {
  return (
    `${subject} ${count} ${count === 1 ? 'order' : 'orders'} under way (approved, paid, ` +
    `delivered or disputed): finish or cancel ${count === 1 ? 'it' : 'them'} ${what}.`
  );
}
