import { extensionDueAllowed, orderIsActive, sellerMayAskExtension } from '@inkwell/domain/orders/order.rules';
import { ExtensionInput, type Order } from '@inkwell/domain/orders/order.schema';
import type { Database } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import type { UserRow } from '../../../lib/auth/user.ts';
import { DomainError } from '../../../lib/domain-error.ts';
import { maskTexts } from '../../../lib/mask-texts.ts';
import { parseInput } from '../../../lib/validation.ts';
import { findBid, moveDueAt } from '../bidding/bid-orders.service.ts';
import { lockGig } from '../../gigs/index.ts';
import { notify } from '../../notifications/index.ts';
import { recordOrderEvent } from '../delivery/order-events.repository.ts';
import { readOrder, type OrdersConfig } from '../delivery/orders.service.ts';
import { partyOf } from '../settlement/settlements.context.ts';
import { extensionsRepository } from './extensions.repository.ts';

/**
 * More time for the work (docs/decisions/061-due-instants.md): the seller asks to move the due
 * instant with a reason, the buyer accepts (the order's due instant moves, and lateness with it) or
 * declines. One open request per order. Each step is one transaction under the gig's lock, with
 * its line of the timeline and the other side told (and mailed, as every order step).
 */

/**
 * POST /orders/{bidId}/extension { dueAt, reason } (the seller): 401, 404 for anyone but the order's
 * two people, 403 ORDER_SELLER_ONLY for the buyer, 400 for the fields, 409 ORDER_EXTENSION_TOO_LATE
 * unless the work is in progress and at most EXTENSION_GRACE_HOURS past due, 400
 * ORDER_EXTENSION_DUE_INVALID unless the instant is later than the due one and now (at most
 * EXTENSION_MAX_DAYS later), 409 ORDER_EXTENSION_OPEN while one waits for the buyer.
 */
export async function requestExtension(
  db: Database,
  config: OrdersConfig,
  viewer: UserRow | null,
  bidId: string,
  body: unknown,
): Promise<Order> {
  const { user, bid, role } = await partyOf(db, viewer, bidId);
  if (role !== 'seller') throw new DomainError('ORDER_SELLER_ONLY');
  const fields = parseInput(ExtensionInput, body);
  const dueAt = new Date(fields.dueAt);
  // The buyer reads the reason (the request, the timeline): masked, kept as written for operators.
  const { values, originalText } = maskTexts('POST /api/orders/:bidId/extension', { reason: fields.reason });
  await db.transaction(async (tx) => {
    await lockGig(tx, bid.gigId);
    const current = (await findBid(tx, bid.id))!;
    const now = new Date();
    if (!sellerMayAskExtension(current, now)) throw new DomainError('ORDER_EXTENSION_TOO_LATE');
    if (!extensionDueAllowed(current.dueAt!, dueAt, now)) throw new DomainError('ORDER_EXTENSION_DUE_INVALID');
    const repository = extensionsRepository(tx);
    if (await repository.openOf(bid.id)) throw new DomainError('ORDER_EXTENSION_OPEN');
    try {
      await repository.open(
        { bidId: bid.id, dueAt, previousDueAt: current.dueAt!, reason: values.reason, originalText },
        now,
      );
    } catch (error) {
      if (isUniqueViolation(error, 'order_extensions_one_open_key')) throw new DomainError('ORDER_EXTENSION_OPEN');
      throw error;
    }
    await recordOrderEvent(
      tx,
      {
        bidId: bid.id,
        type: 'extension_requested',
        actor: 'seller',
        actorId: user.id,
        note: values.reason,
        originalText: originalText && { note: originalText.reason },
        dueAt,
      },
      now,
    );
    await notify(tx, [
      { type: 'extension_requested', userId: bid.bidderId, actorId: user.id, gigId: bid.gigId, bidId: bid.id },
    ]);
  });
  return readOrder(db, config, bid.id, role);
}

/**
 * POST /orders/{bidId}/extension/accept or /decline (the buyer): 401, 404, 403 ORDER_BUYER_ONLY for
 * the seller, 409 ORDER_NO_EXTENSION when none is open (answered already, or the order is no longer
 * under way). Accepting moves the order's due instant to the one asked for.
 */
export async function answerExtension(
  db: Database,
  config: OrdersConfig,
  viewer: UserRow | null,
  bidId: string,
  answer: 'accepted' | 'declined',
): Promise<Order> {
  const { user, bid, role } = await partyOf(db, viewer, bidId);
  if (role !== 'buyer') throw new DomainError('ORDER_BUYER_ONLY');
  await db.transaction(async (tx) => {
    await lockGig(tx, bid.gigId);
    const current = (await findBid(tx, bid.id))!;
    const repository = extensionsRepository(tx);
    const open = await repository.openOf(bid.id);
    if (!open || !orderIsActive(current.status)) throw new DomainError('ORDER_NO_EXTENSION');
    const now = new Date();
    if (!(await repository.answer(open.id, answer, now))) throw new DomainError('ORDER_NO_EXTENSION');
    if (answer === 'accepted' && !(await moveDueAt(tx, bid.id, open.dueAt, now)))
      throw new DomainError('ORDER_NO_EXTENSION');
    await recordOrderEvent(
      tx,
      {
        bidId: bid.id,
        type: answer === 'accepted' ? 'extension_accepted' : 'extension_declined',
        actor: 'buyer',
        actorId: user.id,
        dueAt: open.dueAt,
      },
      now,
    );
    await notify(tx, [
      {
        type: answer === 'accepted' ? 'extension_accepted' : 'extension_declined',
        userId: bid.sellerId,
        actorId: user.id,
        gigId: bid.gigId,
        bidId: bid.id,
      },
    ]);
  });
  return readOrder(db, config, bid.id, role);
}
