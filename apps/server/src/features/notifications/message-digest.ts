import { MESSAGE_DIGEST_AWAY_MS } from '@inkwell/domain/mail/mail-preferences.schema';
import type { Database } from '../../db/client.ts';
import { enqueueMail } from '../mail/index.ts';
import { findMailRecipients } from '../users/index.ts';
import { mayMail } from './notification-mail.ts';
import { notificationsRepository } from './notifications.repository.ts';

export interface MessageDigestOptions {
  /** How long a person is away (and their newest unread message old) before the digest; tests shorten it. */
  awayMs?: number;
  /** People handled per run; the next run takes the rest. */
  batch?: number;
  /** The clock (tests). */
  now?: Date;
}

/** How often the digest sweeper looks for people away (tests shorten it; 0 turns it off). */
export const MESSAGE_DIGEST_SWEEP_MS = 60_000;

/**
 * The digest of unread messages for people away: for each person whose unread message
 * notifications were not mailed since they last changed, whose newest one and whose last request
 * are older than `awayMs`, one `message_digest` mail (a line per conversation: from, count,
 * preview) queued in the transaction that marks those notifications mailed, so a digest is never
 * repeated until new messages arrive. Safe on several processes at once (rows locked, skipped by
 * the others; the idempotency key names the person and the newest message). Returns how many were queued.
 */
export async function sweepMessageDigests(db: Database, options: MessageDigestOptions = {}): Promise<number> {
  const now = options.now ?? new Date();
  const before = new Date(now.getTime() - (options.awayMs ?? MESSAGE_DIGEST_AWAY_MS));
  const due = await notificationsRepository(db).findDigestDue(before, options.batch ?? 200);
  let queued = 0;
  for (const userId of due) {
    const sent = await db.transaction(async (tx) => {
      const repository = notificationsRepository(tx);
      const lines = await repository.lockDigestLines(userId);
      const newest = lines[0];
      // Nothing left (another process took them), or a message arrived meanwhile: a later run decides.
      if (!newest || newest.updatedAt >= before) return false;
      const recipient = (await findMailRecipients(tx, [userId])).get(userId);
      if (!mayMail(recipient, 'message_digest')) return false;
      await enqueueMail(tx, [
        {
          idempotencyKey: `message_digest:${userId}:${newest.updatedAt.getTime()}`,
          to: recipient.email,
          userId,
          language: recipient.language,
          template: 'message_digest',
          topic: 'message_digest',
          data: {
            name: recipient.fullName || recipient.username,
            conversations: lines.map((line) => ({
              from: line.from ? line.from.fullName || line.from.username : '',
              count: line.count,
              preview: line.preview,
            })),
            url: '/messages',
          },
        },
      ]);
      await repository.markMailed(
        lines.map((line) => line.id),
        now,
      );
      return true;
    });
    if (sent) queued += 1;
  }
  return queued;
}
