import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Language } from '@inkwell/domain/limits';
import type { MailTemplateName, MailTemplates, MailTopic } from '@inkwell/domain/mail/mail.schema';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { newId } from '../../lib/ids.ts';

/** The channel a commit that queued mail NOTIFYs on, so the senders of every process wake at once. */
export const MAIL_CHANNEL = 'mail_outbox';

/** One mail to queue: to whom, which template with its facts, and the event it belongs to. */
export interface OutgoingMail<Name extends MailTemplateName = MailTemplateName> {
  /** Names the event, so that queuing it twice sends it once: e.g. `bid_placed:<bid id>:<user id>`. */
  idempotencyKey: string;
  to: string;
  /** The person it is for, when they have an account. */
  userId: string | null;
  language: Language;
  template: Name;
  data: MailTemplates[Name];
  /** The preference a one-click unsubscribe turns off; omit for account mail nobody may refuse. */
  topic?: MailTopic;
}

/**
 * Queues mail in the caller's transaction (the transactional outbox): it is sent once that
 * transaction commits, and never if it rolls back. A key already queued is left as it is.
 * The senders are woken by a NOTIFY that PostgreSQL delivers on commit.
 */
export async function enqueueMail(tx: Executor, mails: OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  const at = new Date();
  await tx
    .insert(mailOutbox)
    .values(
      mails.map((mail) => ({
        id: newId(at.getTime()),
        idempotencyKey: mail.idempotencyKey,
        userId: mail.userId,
        toAddress: mail.to,
        template: mail.template,
        language: mail.language,
        data: mail.data as unknown as Record<string, unknown>,
        topic: mail.topic ?? null,
        unsubscribeToken: mail.topic ? randomBytes(24).toString('base64url') : null,
        createdAt: at,
      })),
    )
    .onConflictDoNothing({ target: mailOutbox.idempotencyKey });
  // Delivered when (and only if) the caller's transaction commits: the sender wakes without waiting for its next poll.
  await tx.execute(sql`SELECT pg_notify(${MAIL_CHANNEL}, '')`);
}
