import { z } from 'zod';
import { pageOf } from '../pagination.ts';

/**
 * What a person is told about: a bid on their gig, their bid approved or not selected, a
 * payment for a bid on their gig, a review received, a new message. The server stores facts (ids,
 * amounts, stars); the web writes the sentence in the reader's language from `type`.
 */
export const NOTIFICATION_TYPES = [
  'bid_placed',
  'bid_approved',
  'bid_not_selected',
  'bid_paid',
  'review_received',
  'message_received',
  // The order's life (docs/product.md#order-life), each told to
  // the other side (both, for an operator's or a timer's step).
  'bid_withdrawn',
  'bid_declined',
  'order_cancelled',
  'order_delivered',
  'revision_requested',
  'order_completed',
  'cancellation_requested',
  'cancellation_withdrawn',
  'order_refunded',
  'order_disputed',
  'dispute_resolved',
  // The due instant: the seller asks for more time (told to the buyer), the buyer's answer (told to the seller).
  'extension_requested',
  'extension_accepted',
  'extension_declined',
  // Assignments (docs/product.md#assignments): a seller's offer, told to the poster with the assignment's title.
  'offer_received',
  // A seller's money (docs/decisions/056-payouts-and-fees.md), told to the seller only: released
  // money cleared (now available), a payout paid or refused by the bank, the payout account enabled.
  'funds_cleared',
  'payout_paid',
  'payout_failed',
  'payout_account_enabled',
  // A card dispute holding a seller's share of a release still clearing, and the operator's decision of
  // it (docs/decisions/058-chargebacks-and-finance.md), told to the seller only.
  'chargeback_held',
  'chargeback_won',
  'chargeback_lost',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const Notification = z.object({
  _id: z.string(),
  type: z.enum(NOTIFICATION_TYPES),
  read: z.boolean(),
  createdAt: z.string(),
  /** The last time it changed: a message notification is refreshed by each new message until read. */
  updatedAt: z.string(),
  /** Who did it (the bidder, the gig's owner, the payer, the reviewer, the writer), null if the account is gone. */
  actor: z.object({ _id: z.string(), username: z.string(), fullName: z.string(), img: z.string() }).nullable(),
  /** The gig concerned, for bids, payments and reviews. */
  gig: z.object({ _id: z.string(), title: z.string() }).nullable(),
  bidId: z.string().nullable(),
  conversationId: z.string().nullable(),
  /** Dollars: the bid's amount (bids), the amount paid (payments), the amount cleared or paid out (seller's money). */
  amount: z.number().nullable(),
  /** The review's stars. */
  stars: z.number().int().nullable(),
  /** The start of the newest message; for a failed payout, the bank's reason ('' for other types). */
  preview: z.string(),
  /** Messages received in the conversation since it was last read (1 for other types). */
  count: z.number().int(),
});
export type Notification = z.infer<typeof Notification>;

/** The caller's notifications, the most recently changed first, with how many are unread. */
export const NotificationList = pageOf(Notification).extend({ unread: z.number().int() });
export type NotificationList = z.infer<typeof NotificationList>;

/** The answer to marking one notification read. */
export const NotificationRead = z.object({ notification: Notification, unread: z.number().int() });
export type NotificationRead = z.infer<typeof NotificationRead>;

/** The answer to marking all read: how many changed and how many stay unread (0, unless some arrived meanwhile). */
export const NotificationsReadAll = z.object({ marked: z.number().int(), unread: z.number().int() });
export type NotificationsReadAll = z.infer<typeof NotificationsReadAll>;

/** The start of a message kept in its notification, in characters. */
export const NOTIFICATION_PREVIEW_MAX = 140;
