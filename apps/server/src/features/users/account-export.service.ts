import type { Database } from '../../db/client.ts';
import { requireUser } from '../../lib/auth/guard.ts';
import type { UserRow } from '../../lib/auth/user.ts';
import { accountExportRepository } from './account-export.repository.ts';

/** The profile as the person sees it: every column but the password hash. */
function profileOf(user: UserRow) {
  const { passwordHash: _hidden, ...profile } = user;
  return profile;
}

/**
 * GET /users/me/export: everything about the signed-in person as one JSON document (issue 16):
 * profile, gigs, bids and orders (with their events and deliveries), messages, reviews, payments,
 * ledger lines, likes, notifications and sessions. Amounts are in cents, as stored.
 */
export async function exportAccount(db: Database, viewer: UserRow | null, now: Date) {
  const user = requireUser(viewer);
  const data = accountExportRepository(db);
  const [gigs, bids, messages, reviews, payments, ledger, likes, notifications, sessions] = await Promise.all([
    data.gigsOf(user.id),
    data.bidsOf(user.id),
    data.messagesOf(user.id),
    data.reviewsOf(user.id),
    data.paymentsOf(user.id),
    data.ledgerOf(user.id),
    data.likesOf(user.id),
    data.notificationsOf(user.id),
    data.sessionsOf(user.id),
  ]);
  const orderIds = bids.filter((bid) => bid.approvedAt !== null).map((bid) => bid.id);
  const [events, deliveries] = await Promise.all([data.orderEventsOf(orderIds), data.deliveriesOf(orderIds)]);
  const orders = orderIds.map((id) => ({
    bidId: id,
    events: events.filter((event) => event.bidId === id),
    deliveries: deliveries.filter((delivery) => delivery.bidId === id),
  }));
  return {
    exportedAt: now.toISOString(),
    format: 'Inkwell account export, version 1. Amounts are in US cents.',
    profile: profileOf(user),
    gigs,
    bids,
    orders,
    messages,
    reviews,
    payments,
    ledger,
    likes,
    notifications,
    sessions,
  };
}
