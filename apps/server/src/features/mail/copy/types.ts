import type { NotificationType } from '@inkwell/domain/notifications/notification.schema';

/**
 * The words of every mail in one language (copy/en.ts, fr.ts, de.ts, es.ts hold the same keys; a
 * test checks it). `{name}`-style placeholders are filled with the row's data, as text (never HTML).
 */
export interface MailCopy {
  /** BCP 47 locale for numbers and money. */
  locale: string;
  greeting: string;
  /** Stands for the actor of a step whose account is gone or that a timer took. */
  someone: string;
  /** Under a button: the address to paste when the button does not work. */
  linkFallback: string;
  footer: string;
  unsubscribe: string;
  password_reset: { subject: string; intro: string; action: string; expiry: string; ignore: string };
  password_changed: { subject: string; intro: string; notYou: string; action: string };
  email_verification: { subject: string; intro: string; action: string; ignore: string };
  /** `{newEmail}` is the address to confirm. */
  email_change_confirm: { subject: string; intro: string; action: string; expiry: string; ignore: string };
  /** To the old address; `{newEmail}` is the address asked for. */
  email_change_requested: { subject: string; intro: string; notYou: string; action: string; expiry: string };
  order_step: {
    /** `{step}` is the step's short title, `{gigTitle}` the gig. */
    subject: string;
    amount: string;
    action: string;
    steps: Record<NotificationType, { title: string; line: string }>;
    /** A type this copy does not know yet. */
    other: { title: string; line: string };
  };
  message_digest: { subject: string; intro: string; conversation: string; action: string };
}
