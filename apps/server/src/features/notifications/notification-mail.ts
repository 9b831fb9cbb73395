import { mailTopicOf } from '@inkwell/domain/mail/mail-preferences.schema';
import type { MailTopic } from '@inkwell/domain/mail/mail.schema';
import type { NotificationType } from '@inkwell/domain/notifications/notification.schema';
import { centsToDollars } from '@inkwell/domain/pricing';
import type { Executor } from '../../db/client.ts';
import { enqueueMail, type OutgoingMail } from '../mail/index.ts';
import { findMailRecipients, type MailRecipient } from '../users/index.ts';
import type { NotificationViewRow } from './notifications.repository.ts';

/** Whether a person may get mail of this topic: an address, an account not deleted, the topic not turned off. */
export function mayMail(recipient: MailRecipient | undefined, topic: MailTopic): recipient is MailRecipient {
  return (
    !!recipient && recipient.deletedAt === null && recipient.email !== '' && !recipient.mailOptOuts.includes(topic)
  );
}

/** The notifications about a seller's money: their mail opens the seller's earnings. */
export const MONEY_NOTIFICATION_TYPES = [
  'funds_cleared',
  'payout_paid',
  'payout_failed',
  'payout_account_enabled',
] as const satisfies readonly NotificationType[];

export const SELLER_EARNINGS_PATH = '/seller/earnings';

/** The poster's own assignments with their offers (docs/product.md#assignments). */
export const ASSIGNMENTS_MINE_PATH = '/assignments/mine';

/**
 * The page a step's mail opens (a path; the sender makes it absolute
 * with PUBLIC_URL): the seller's earnings for their money, the order, else the list it belongs to.
 */
export function mailLinkOf(type: NotificationType, bidId: string | null): string {
  if ((MONEY_NOTIFICATION_TYPES as readonly NotificationType[]).includes(type)) return SELLER_EARNINGS_PATH;
  if (type === 'bid_placed') return '/seller/orders';
  if (type === 'offer_received') return ASSIGNMENTS_MINE_PATH;
  if (type === 'bid_not_selected' || !bidId) return '/orders';
  return `/orders/${bidId}`;
}

/**
 * The mail of notifications just stored: one `order_step` per notification whose type
 * has a mail topic (domain: NOTIFICATION_MAIL_TOPICS), to its person in their language, unless
 * their account is deleted or they turned the topic off. Queued in the caller's transaction: one
 * SELECT of the recipients and one INSERT into the outbox, whatever the number of people.
 */
export async function queueNotificationMail(tx: Executor, views: NotificationViewRow[]): Promise<void> {
  const mailable = views.flatMap((view) => {
    const topic = mailTopicOf(view.notification.type);
    return topic ? [{ view, topic }] : [];
  });
  if (mailable.length === 0) return;
  const recipients = await findMailRecipients(
    tx,
    mailable.map(({ view }) => view.notification.userId),
  );
  const mails: OutgoingMail[] = [];
  for (const { view, topic } of mailable) {
    const { notification: n, actor, gig } = view;
    const recipient = recipients.get(n.userId);
    if (!mayMail(recipient, topic)) continue;
    mails.push({
      idempotencyKey: `${n.type}:${n.id}`,
      to: recipient.email,
      userId: recipient.id,
      language: recipient.language,
      template: 'order_step',
      topic,
      data: {
        name: recipient.fullName || recipient.username,
        type: n.type,
        actor: actor ? actor.fullName || actor.username : '',
        // An offer's notification keeps its assignment's title where a message keeps its start.
        gigTitle: gig?.title ?? (n.type === 'offer_received' ? n.preview : ''),
        amount: n.amountCents === null ? null : centsToDollars(n.amountCents),
        url: mailLinkOf(n.type, n.bidId),
        // A failed payout's notification keeps the bank's reason where a message keeps its start.
        ...(n.type === 'payout_failed' ? { reason: n.preview } : {}),
      },
    });
  }
  await enqueueMail(tx, mails);
}
