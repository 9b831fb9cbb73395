import type { MailTopic } from '@inkwell/domain/mail/mail.schema';
import { MAIL_TOPICS } from '@inkwell/domain/mail/mail.schema';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

/**
 * Whose mail, and of which topic, an unsubscribe token (List-Unsubscribe, RFC 8058) belongs to;
 * null for a token no mail carries, or one whose person or topic is gone.
 */
export async function findUnsubscribe(db: Executor, token: string): Promise<{ userId: string; topic: MailTopic } | null> {
  if (token === '') return null;
  const [row] = await db
    .select({ userId: mailOutbox.userId, topic: mailOutbox.topic })
    .from(mailOutbox)
    .where(eq(mailOutbox.unsubscribeToken, token))
    .limit(1);
  if (!row?.userId || !(MAIL_TOPICS as readonly (string | null)[]).includes(row.topic)) return null;
  return { userId: row.userId, topic: row.topic as MailTopic };
}
