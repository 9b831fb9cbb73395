import { and, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { MailTemplateName, MailTopic } from '@inkwell/domain/mail/mail.schema';
import type { Executor } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

export type OutboxRow = typeof mailOutbox.$inferSelect;

/**
 * The outbox's backlog as two columns of the metrics scrape's one query (the metrics feature):
 * mail_due (pending and due now) and mail_later (pending, retrying later).
 */
export const mailBacklogColumns = sql`
  (SELECT count(*)::int FROM ${mailOutbox} WHERE ${mailOutbox.status} = 'pending'
  AND ${mailOutbox.nextAttemptAt} <= now()) AS mail_due,
  (SELECT count(*)::int FROM ${mailOutbox} WHERE ${mailOutbox.status} = 'pending'
  AND ${mailOutbox.nextAttemptAt} > now()) AS mail_later`;

/** Mail whose links hold a live account token: their `data` is emptied once sent, and the rows go after a few days. */
export const ACCOUNT_TEMPLATES: readonly MailTemplateName[] = ['password_reset', 'email_verification'];

/**
 * Claims up to `limit` due mails for `leaseMs` and counts the attempt: pending, due, and not leased
 * to a live sender. SKIP LOCKED makes concurrent claimers (other processes) take other rows; the
 * lease keeps a claimed row from being claimed again while it is being sent, and lets it be
 * claimed again once a sender that died mid-send has been gone for the lease.
 */
export async function claimDueMail(db: Executor, options: { limit: number; leaseMs: number }): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.status, 'pending'),
        lte(mailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(mailOutbox.lockedUntil), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      lockedUntil: sql`now() + ${options.leaseMs}::double precision * interval '1 millisecond'`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
}

/** The transport took it. An account mail's data (its link with a live token) is not kept. */
export async function markSent(db: Executor, row: OutboxRow, messageId: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      messageId,
      lockedUntil: null,
      lastError: '',
      ...(ACCOUNT_TEMPLATES.includes(row.template as MailTemplateName) ? { data: {} } : {}),
    })
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending')));
}

/** It failed: try again at `retryAt`, or never (`failed`) when `retryAt` is null. */
export async function markFailure(db: Executor, row: OutboxRow, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryAt
        ? { lastError: error, nextAttemptAt: retryAt, lockedUntil: null }
        : { status: 'failed', lastError: error, lockedUntil: null },
    )
    .where(and(eq(mailOutbox.id, row.id), eq(mailOutbox.status, 'pending')));
}

/**
 * Removes account mails (sent or given up: their links held live tokens) older than `olderThanMs`,
 * and every other sent or given-up mail older than `everyMailOlderThanMs` (the privacy policy's 30
 * days); answers how many went. Its unsubscribe link goes with it.
 */
export async function purgeAccountMail(
  db: Executor,
  olderThanMs: number,
  everyMailOlderThanMs = Number.POSITIVE_INFINITY,
): Promise<number> {
  const before = (ms: number) =>
    lt(mailOutbox.createdAt, sql`now() - ${ms}::double precision * interval '1 millisecond'`);
  const removed = await db
    .delete(mailOutbox)
    .where(
      and(
        ne(mailOutbox.status, 'pending'),
        or(
          and(inArray(mailOutbox.template, [...ACCOUNT_TEMPLATES]), before(olderThanMs)),
          Number.isFinite(everyMailOlderThanMs) ? before(everyMailOlderThanMs) : undefined,
        ),
      ),
    )
    .returning({ id: mailOutbox.id });
  return removed.length;
}

/** The person and topic of a mail's one-click unsubscribe token, or null when no mail has it. */
export async function findUnsubscribe(
  db: Executor,
  token: string,
): Promise<{ userId: string; topic: MailTopic } | null> {
  if (!/^[\w-]{16,128}$/.test(token)) return null;
  const [row] = await db
    .select({ userId: mailOutbox.userId, topic: mailOutbox.topic })
    .from(mailOutbox)
    .where(eq(mailOutbox.unsubscribeToken, token))
    .limit(1);
  if (!row?.userId || !row.topic) return null;
  return { userId: row.userId, topic: row.topic as MailTopic };
}
