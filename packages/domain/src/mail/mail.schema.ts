/**
 * A mail's life in the outbox: `pending` until a transport accepted it (retried with
 * backoff), then `sent`; `failed` once its attempts ran out, kept for an operator to read.
 */
export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * What a person may turn off (settings, or the one-click unsubscribe of each mail). Account mail
 * (password reset, address verification, a changed address or password) has no topic: it always goes.
 */
export const MAIL_TOPICS = [
  'bid_placed',
  'bid_decided',
  'payment_received',
  'order_delivered',
  'revision_requested',
  'order_extension',
  'order_completed',
  'order_cancellation',
  'order_dispute',
  'message_digest',
] as const;
export type MailTopic = (typeof MAIL_TOPICS)[number];

/**
 * Every mail Inkwell sends, by template, with the facts its template writes in the recipient's
 * language. A link is a path of the site (the sender puts it under
 * PUBLIC_URL) or a full address. `name` is how the mail greets the person.
 */
export interface MailTemplates {
  password_reset: { name: string; url: string };
  /** After a reset or a change: "your password was changed; if this was not you, reset it". */
  password_changed: { name: string; resetUrl: string };
  email_verification: { name: string; url: string };
  /** To the new address of an email change: opening `url` makes it the account's address. */
  email_change_confirm: { name: string; newEmail: string; url: string };
  /**
   * To the old address of an email change: what was asked, and `url`, which stops the change (or undoes
   * it once confirmed) and signs out every device.
   */
  email_change_requested: { name: string; newEmail: string; url: string };
  /**
   * A step of a bid or an order told by mail. `type` is the notification's type;
   * `actor` who did it ('' for a timer's or an operator's step), `gigTitle` the gig, `amount` dollars
   * when it is about money, `url` the page to open (the order, the bid list, the seller's earnings);
   * `reason` why a payout failed, as the bank gave it ('' or absent otherwise). A step about no gig
   * (a payout, the payout account) has `gigTitle` ''.
   */
  order_step: {
    name: string;
    type: string;
    actor: string;
    gigTitle: string;
    amount: number | null;
    url: string;
    reason?: string;
  };
  /** Unread messages while away: one line per conversation. */
  message_digest: { name: string; conversations: { from: string; count: number; preview: string }[]; url: string };
}
export type MailTemplateName = keyof MailTemplates;
export const MAIL_TEMPLATE_NAMES = [
  'password_reset',
  'password_changed',
  'email_verification',
  'email_change_confirm',
  'email_change_requested',
  'order_step',
  'message_digest',
] as const satisfies readonly MailTemplateName[];
