import { z } from 'zod';
import type { NotificationType } from '../notifications/notification.schema.ts';
import { MAIL_TOPICS, type MailTopic } from './mail.schema.ts';

/**
 * Which notifications are also told by mail while the person is away, and under which
 * topic a person can turn them off. A type missing here (a review, a withdrawn bid) is never mailed;
 * unread messages go in the away digest (topic `message_digest`), never one mail per message.
 */
export const NOTIFICATION_MAIL_TOPICS = {
  bid_placed: 'bid_placed',
  // A seller's offer on one's assignment: a new bid in the other direction.
  offer_received: 'bid_placed',
  bid_approved: 'bid_decided',
  bid_not_selected: 'bid_decided',
  bid_declined: 'bid_decided',
  bid_paid: 'payment_received',
  order_delivered: 'order_delivered',
  revision_requested: 'revision_requested',
  extension_requested: 'order_extension',
  extension_accepted: 'order_extension',
  extension_declined: 'order_extension',
  order_completed: 'order_completed',
  cancellation_requested: 'order_cancellation',
  cancellation_withdrawn: 'order_cancellation',
  order_cancelled: 'order_cancellation',
  order_refunded: 'order_cancellation',
  order_disputed: 'order_dispute',
  dispute_resolved: 'order_dispute',
  // A seller's money: under the topic of the payments they receive.
  funds_cleared: 'payment_received',
  payout_paid: 'payment_received',
  payout_failed: 'payment_received',
  payout_account_enabled: 'payment_received',
  chargeback_held: 'payment_received',
  chargeback_won: 'payment_received',
  chargeback_lost: 'payment_received',
} as const satisfies Partial<Record<NotificationType, MailTopic>>;

/** The mail topic of a notification type, or null when that type is never mailed. */
export function mailTopicOf(type: NotificationType): MailTopic | null {
  return (NOTIFICATION_MAIL_TOPICS as Partial<Record<NotificationType, MailTopic>>)[type] ?? null;
}

/**
 * How long a person has been away (no request, and their newest
 * unread message this old) before the digest of unread messages.
 */
export const MESSAGE_DIGEST_AWAY_MS = 15 * 60_000;

/** Whether each topic is on (true) or turned off, for every topic. */
export const MailPreferences = z.object({
  topics: z.object(
    Object.fromEntries(MAIL_TOPICS.map((topic) => [topic, z.boolean()])) as Record<MailTopic, z.ZodBoolean>,
  ),
});
export type MailPreferences = z.infer<typeof MailPreferences>;

/** A change of preferences: only the topics sent change; a topic that does not exist is refused. */
export const MailPreferencesInput = z.object({
  topics: z.strictObject(
    Object.fromEntries(MAIL_TOPICS.map((topic) => [topic, z.boolean().optional()])) as Record<
      MailTopic,
      z.ZodOptional<z.ZodBoolean>
    >,
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `There is no mail topic ${issue.keys.join(', ')}. The topics are: ${MAIL_TOPICS.join(', ')}.`
          : undefined,
    },
  ),
});
export type MailPreferencesInput = z.infer<typeof MailPreferencesInput>;

/** What an unsubscribe link turns off (the web page shows it before the person confirms). */
export const UnsubscribeInfo = z.object({ topic: z.enum(MAIL_TOPICS) });
export type UnsubscribeInfo = z.infer<typeof UnsubscribeInfo>;

/** The answer once it is turned off. */
export const UnsubscribeDone = z.object({ topic: z.enum(MAIL_TOPICS), unsubscribed: z.literal(true) });
export type UnsubscribeDone = z.infer<typeof UnsubscribeDone>;

/** The preferences from the stored opt-outs (unknown entries ignored). */
export function preferencesFromOptOuts(optOuts: readonly string[]): MailPreferences {
  return {
    topics: Object.fromEntries(MAIL_TOPICS.map((topic) => [topic, !optOuts.includes(topic)])) as Record<
      MailTopic,
      boolean
    >,
  };
}
