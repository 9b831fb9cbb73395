import type { Notification } from '@inkwell/domain/notifications/notification.schema';
import { centsToDollars } from '@inkwell/domain/pricing';
import type { NotificationViewRow } from './notifications.repository.ts';

/** Rows to the API's Notification: dollars instead of cents, ISO timestamps, the actor and gig as small objects. */
export function toNotification(row: NotificationViewRow): Notification {
  const { notification: n, actor, gig } = row;
  return {
    _id: n.id,
    type: n.type,
    read: n.readAt !== null,
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
    actor: actor ? { _id: actor.id, username: actor.username, fullName: actor.fullName, img: actor.img } : null,
    gig: gig ? { _id: gig.id, title: gig.title } : null,
    bidId: n.bidId,
    conversationId: n.conversationId,
    amount: n.amountCents === null ? null : centsToDollars(n.amountCents),
    stars: n.stars,
    preview: n.preview,
    count: n.count,
  };
}
