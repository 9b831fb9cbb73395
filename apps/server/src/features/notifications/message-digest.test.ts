import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../app.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { sessions } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { converse, send } from '../../../test/fixtures/conversations.ts';
import { buyerSession, sellerSession } from '../../../test/fixtures/gigs.ts';
import { sweepMessageDigests } from './message-digest.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const digestsOf = (userId: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.userId, userId), eq(mailOutbox.template, 'message_digest')))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));

/**
 * The person has been away `minutes`: their sessions were last seen that long ago, and the clock of
 * their message notifications moves back as much (changed, mailed), as if that time had passed.
 */
async function awayFor(person: Session, minutes: number, { messages = true } = {}) {
  const back = sql`make_interval(mins => ${minutes})`;
  await t.database.db
    .update(sessions)
    .set({ lastSeenAt: sql`now() - ${back}` })
    .where(eq(sessions.userId, person.user._id));
  if (messages) {
    await t.database.db
      .update(notifications)
      .set({
        updatedAt: sql`${notifications.updatedAt} - ${back}`,
        createdAt: sql`${notifications.createdAt} - ${back}`,
        mailedAt: sql`${notifications.mailedAt} - ${back}`,
      })
      .where(and(eq(notifications.userId, person.user._id), eq(notifications.type, 'message_received')));
  }
}

const sweep = () => sweepMessageDigests(t.database.db);

/** A seller with unread messages from two buyers: two from the first, one from the second. */
async function inbox() {
  const [seller, first, second] = await Promise.all([sellerSession(t.app), buyerSession(t.app), buyerSession(t.app)]);
  await t.database.db
    .update(users)
    .set({ language: 'de', fullName: 'Jonas Weber' })
    .where(eq(users.id, seller.user._id));
  await t.database.db.update(users).set({ fullName: 'Ana Lima' }).where(eq(users.id, first.user._id));
  const one = await converse(first, seller);
  await send(first, one._id, 'Is the outline ready?');
  await send(first, one._id, 'And the sources?');
  const two = await converse(second, seller);
  await send(second, two._id, 'Hello, a question about pricing');
  return { seller, first, second, one, two };
}

describe('the digest of unread messages for people away', () => {
  test('after 15 minutes away, one digest with a line per conversation, in their language; not again', async () => {
    const { seller, first, second, one } = await inbox();
    await sweep();
    expect(await digestsOf(seller.user._id)).toEqual([]);

    await awayFor(seller, 16);
    await sweep();
    const [digest, ...more] = await digestsOf(seller.user._id);
    expect(more).toEqual([]);
    expect(digest).toMatchObject({
      toAddress: seller.user.email,
      language: 'de',
      topic: 'message_digest',
      template: 'message_digest',
      status: 'pending',
    });
    const data = digest!.data as {
      name: string;
      conversations: { from: string; count: number; preview: string }[];
      url: string;
    };
    expect(data.name).toBe('Jonas Weber');
    expect(data.url).toBe('/messages');
    expect(data.conversations).toHaveLength(2);
    expect(data.conversations).toEqual(
      expect.arrayContaining([
        { from: 'Ana Lima', count: 2, preview: 'And the sources?' },
        { from: second.user.username, count: 1, preview: 'Hello, a question about pricing' },
      ]),
    );
    expect(digest!.unsubscribeToken).toBeTruthy();

    await sweep();
    await awayFor(seller, 30);
    await sweep();
    expect(await digestsOf(seller.user._id)).toHaveLength(1);

    // A new message: not while it is fresh, then one more digest with only that conversation.
    await send(first, one._id, 'Any news?');
    await sweep();
    expect(await digestsOf(seller.user._id)).toHaveLength(1);
    await awayFor(seller, 20);
    await sweep();
    const digests = await digestsOf(seller.user._id);
    expect(digests).toHaveLength(2);
    expect((digests[1]!.data as typeof data).conversations).toEqual([
      { from: 'Ana Lima', count: 3, preview: 'Any news?' },
    ]);
    expect(digests[1]!.idempotencyKey).not.toBe(digests[0]!.idempotencyKey);
    expect(await digestsOf(first.user._id)).toEqual([]);
  });

  test('not for someone still here, nor for messages already read', async () => {
    const { seller, one } = await inbox();
    // Old messages, but the person was seen a minute ago.
    await awayFor(seller, 20);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '1 minute'` })
      .where(eq(sessions.userId, seller.user._id));
    await sweep();
    expect(await digestsOf(seller.user._id)).toEqual([]);

    // Away, but the conversations were read (one opened, the other by the read-all).
    await seller.request({ method: 'PUT', url: `/api/conversations/${one._id}` });
    await seller.request({ method: 'PUT', url: '/api/notifications/read-all' });
    await awayFor(seller, 20, { messages: false });
    await sweep();
    expect(await digestsOf(seller.user._id)).toEqual([]);
  });

  test('not for a person who turned the digest off, nor a deleted account; their messages stay unmailed', async () => {
    const off = await inbox();
    await t.database.db
      .update(users)
      .set({ mailOptOuts: ['message_digest'] })
      .where(eq(users.id, off.seller.user._id));
    const gone = await inbox();
    await t.database.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.seller.user._id));
    await awayFor(off.seller, 20);
    await awayFor(gone.seller, 20);
    await sweep();
    expect(await digestsOf(off.seller.user._id)).toEqual([]);
    expect(await digestsOf(gone.seller.user._id)).toEqual([]);
    const mailed = await t.database.db
      .select({ mailedAt: notifications.mailedAt })
      .from(notifications)
      .where(eq(notifications.userId, off.seller.user._id));
    expect(mailed.every((row) => row.mailedAt === null)).toBe(true);
  });

  test('the app runs the sweeper by itself (its interval and away time are options)', async () => {
    const { seller } = await inbox();
    const app = await buildApp({
      config: t.config,
      database: t.database,
      logger: false,
      payments: { sweepMs: 0, refundSweepMs: 0 },
      orders: { timerMs: 0 },
      settlements: { timerMs: 0 },
      notifications: { digestSweepMs: 40, digestAwayMs: 60_000 },
    });
    try {
      await app.ready();
      await awayFor(seller, 2);
      await expect.poll(async () => (await digestsOf(seller.user._id)).length, { timeout: 5000 }).toBe(1);
    } finally {
      await app.close();
    }
  });
});
