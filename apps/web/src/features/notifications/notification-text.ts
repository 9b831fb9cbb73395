import type { Notification } from '@inkwell/domain/notifications/notification.schema';
import type { CurrentUser } from '@inkwell/domain/users/user.schema';
import { formatPrice } from '../../lib/format.ts';
import { chatPath, type MessagesArea } from '../messages/index.ts';
import { orderPath } from '../order-life/index.ts';
import { MY_ORDERS_PATH, VIEW_BIDS_PATH } from '../gigs/index.ts';

/** The seller's earnings screen (Seller Hub), where every notification about their money leads. */
export const SELLER_EARNINGS_PATH = '/seller/earnings';

/** The buyer's own assignments with the offers sellers sent (the page the assignments' screens add). */
export const ASSIGNMENTS_MINE_PATH = '/assignments/mine';

type Translate = (key: string, options?: Record<string, unknown>) => string;

interface Reader {
  viewer: Pick<CurrentUser, '_id' | 'isSeller'>;
  /** Where the reader is: a message opens in the Seller Hub's chat from the Seller Hub. */
  area: MessagesArea;
  language: string;
}

/**
 * A notification said in the reader's language from its facts (decision 014: the server stores
 * facts, the web writes the sentence), and where it leads: a bid on my gig or a payment to the
 * seller's orders, my bid approved or not selected to my orders, a review to the gig reviewed (a
 * seller's) or to my profile (a buyer's client reviews), a message to its chat, and every step of
 * an order's life (withdrawn, declined, delivered, a revision, a cancellation, a dispute...) to the
 * order's page, and a seller's money (funds cleared, a payout paid or failed, the payout account
 * enabled) to the seller's earnings; a seller's share held by a card dispute, and its decision, to the
 * order's page, whose timeline says what happened.
 */
export function notificationView(
  notification: Notification,
  t: Translate,
  { viewer, area, language }: Reader,
): { text: string; to: string } {
  const values = {
    name: notification.actor ? notification.actor.fullName || notification.actor.username : t('someone'),
    gig: notification.gig ? t('quoted', { title: notification.gig.title }) : t('removedGig'),
    amount: formatPrice(notification.amount ?? 0, language),
    count: notification.type === 'review_received' ? (notification.stars ?? 0) : notification.count,
    preview: notification.preview,
    reason: notification.preview,
  };
  const text = t(`text.${notification.type}`, values);
  switch (notification.type) {
    case 'bid_placed':
    case 'bid_paid':
      return { text, to: VIEW_BIDS_PATH };
    case 'offer_received':
      return { text, to: ASSIGNMENTS_MINE_PATH };
    case 'bid_approved':
    case 'bid_not_selected':
      return { text, to: MY_ORDERS_PATH };
    case 'review_received':
      return {
        text,
        to: viewer.isSeller && notification.gig ? `/gig/${notification.gig._id}` : `/profile/${viewer._id}`,
      };
    case 'message_received':
      return {
        text,
        to: notification.conversationId
          ? chatPath(area, notification.conversationId)
          : area === 'seller'
            ? '/seller/messages'
            : '/messages',
      };
    case 'bid_withdrawn':
    case 'bid_declined':
    case 'order_cancelled':
    case 'order_delivered':
    case 'revision_requested':
    case 'order_completed':
    case 'cancellation_requested':
    case 'cancellation_withdrawn':
    case 'order_refunded':
    case 'order_disputed':
    case 'dispute_resolved':
    case 'extension_requested':
    case 'extension_accepted':
    case 'extension_declined':
    case 'chargeback_held':
    case 'chargeback_won':
    case 'chargeback_lost':
      return {
        text,
        to: notification.bidId ? orderPath(notification.bidId) : viewer.isSeller ? VIEW_BIDS_PATH : MY_ORDERS_PATH,
      };
    case 'funds_cleared':
    case 'payout_paid':
    case 'payout_failed':
    case 'payout_account_enabled':
      return { text, to: SELLER_EARNINGS_PATH };
  }
}
