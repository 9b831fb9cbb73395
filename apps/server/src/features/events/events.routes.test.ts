import {
  ConversationReadEventData,
  MessageCreatedEventData,
  NotificationCreatedEventData,
  NotificationReadEventData,
  ReadyEventData,
} from '@inkwell/domain/events/live-event.schema';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { events } from '../../db/schema/events.ts';
import type { Session, TestApp } from '../../../test/test-app.ts';
import { placeBid } from '../../../test/fixtures/bids.ts';
import { converse, send } from '../../../test/fixtures/conversations.ts';
import { buyerSession, postGig, sellerSession } from '../../../test/fixtures/gigs.ts';
import { MAX_STREAMS_PER_USER } from './events.routes.ts';
import { pruneEvents } from './events.service.ts';
import { createLiveApp } from '../../../test/fixtures/live.ts';
import { dataOf, openSse, type SseStream } from '../../../test/fixtures/sse.ts';

let live: TestApp & { url: string };
const open: SseStream[] = [];
beforeAll(async () => {
  live = await createLiveApp();
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await live.close();
});

async function connect(
  session: Session | null,
  options: { lastEventId?: string | number; query?: string } = {},
): Promise<SseStream> {
  const stream = await openSse(`${live.url}/api/events${options.query ?? ''}`, {
    cookie: session?.cookie,
    lastEventId: options.lastEventId,
  });
  open.push(stream);
  return stream;
}

/** A signed-in stream, past its `ready` event. */
async function ready(session: Session, options: { lastEventId?: string | number } = {}) {
  const stream = await connect(session, options);
  expect(stream.status).toBe(200);
  const first = await stream.next('ready');
  return { stream, readyId: Number(first.id), ready: ReadyEventData.parse(dataOf(first)) };
}

const people = async () => {
  const [seller, buyer] = await Promise.all([sellerSession(live.app), buyerSession(live.app)]);
  const conversation = await converse(buyer, seller);
  return { seller, buyer, conversation };
};

describe('GET /api/events', () => {
  test('a visitor, or a cookie of no session, is 401 problem details', async () => {
    for (const cookie of [undefined, 'inkwell_session=not-a-session']) {
      const stream = await openSse(`${live.url}/api/events`, { cookie });
      expect(stream.status).toBe(401);
      expect(JSON.parse(stream.body)).toMatchObject({ code: 'NOT_SIGNED_IN' });
    }
  });

  test(
    'opens a stream: event-stream headers with the security headers ' +
      'and no compression, the retry delay, then ready with unread counts',
    async () => {
      const { seller, buyer, conversation } = await people();
      await send(buyer, conversation._id, 'Hello');
      const stream = await openSse(`${live.url}/api/events`, { cookie: seller.cookie });
      open.push(stream);
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect(stream.headers.get('x-accel-buffering')).toBe('no');
      expect(stream.headers.get('content-security-policy')).toContain("connect-src 'self'");
      expect(stream.headers.get('content-encoding')).toBeNull();
      const first = await stream.next();
      expect(first.event).toBe('ready');
      expect(Number(first.id)).toBeGreaterThan(0);
      expect(stream.retry).toBe(2000);
      expect(dataOf(first)).toEqual({ unreadNotifications: 1, unreadConversations: 1 });
    },
  );

  test("one person's message reaches the other's stream within a second, and the writer's; no one else's", async () => {
    const { seller, buyer, conversation } = await people();
    const outsider = await sellerSession(live.app);
    const [toSeller, toBuyer, toOutsider] = await Promise.all([ready(seller), ready(buyer), ready(outsider)]);
    const started = performance.now();
    const message = await send(buyer, conversation._id, 'Is the thesis gig still open?');
    const received = await toSeller.stream.next('message.created', 1000);
    expect(received.at - started).toBeLessThan(1000);
    expect(Number(received.id)).toBeGreaterThan(toSeller.readyId);
    const data = MessageCreatedEventData.parse(dataOf(received));
    expect(data.message).toEqual(message);
    expect(data.conversation).toMatchObject({
      _id: conversation._id,
      read: false,
      lastMessage: message.desc,
      other: { _id: buyer.user._id },
    });
    expect(
      NotificationCreatedEventData.parse(dataOf(await toSeller.stream.next('notification.created'))),
    ).toMatchObject({
      notification: { type: 'message_received', conversationId: conversation._id, preview: message.desc },
      unread: 1,
    });
    const own = MessageCreatedEventData.parse(dataOf(await toBuyer.stream.next('message.created', 1000)));
    expect(own.conversation).toMatchObject({ read: true, other: { _id: seller.user._id } });

    const gig = await postGig(outsider);
    await placeBid(buyer, gig);
    const outsiderFirst = await toOutsider.stream.next(undefined, 2000);
    expect(outsiderFirst.event).toBe('notification.created');
    expect(dataOf(outsiderFirst)).toMatchObject({
      notification: { type: 'bid_placed', gig: { _id: gig._id } },
      unread: 1,
    });
    expect(toOutsider.stream.events.map((event) => event.event)).toEqual(['ready', 'notification.created']);
  });

  test("reading a conversation sends a read receipt to both people and reads the reader's notification", async () => {
    const { seller, buyer, conversation } = await people();
    await send(buyer, conversation._id, 'Please read me');
    const [toSeller, toBuyer] = await Promise.all([ready(seller), ready(buyer)]);
    expect(toSeller.ready.unreadNotifications).toBe(1);
    await seller.request({ method: 'PUT', url: `/api/conversations/${conversation._id}` });
    const receipt = ConversationReadEventData.parse(dataOf(await toBuyer.stream.next('conversation.read', 1000)));
    expect(receipt).toMatchObject({ conversationId: conversation._id, userId: seller.user._id });
    expect(dataOf(await toSeller.stream.next('conversation.read'))).toMatchObject({ userId: seller.user._id });
    expect(NotificationReadEventData.parse(dataOf(await toSeller.stream.next('notification.read')))).toMatchObject({
      all: false,
      unread: 0,
    });
  });

  test('a reconnection with Last-Event-ID replays every missed event in order, from header or query', async () => {
    const { seller, buyer, conversation } = await people();
    const first = await ready(seller);
    first.stream.close();
    for (const text of ['one', 'two', 'three']) await send(buyer, conversation._id, text);

    const again = await ready(seller, { lastEventId: first.readyId });
    expect(again.readyId).toBe(first.readyId);
    const replayed = [];
    for (let i = 0; i < 3; i++) replayed.push(await again.stream.next('message.created'));
    expect(replayed.map((event) => MessageCreatedEventData.parse(dataOf(event)).message.desc)).toEqual([
      'one',
      'two',
      'three',
    ]);
    const ids = again.stream.events.slice(1).map((event) => Number(event.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids[0]).toBeGreaterThan(first.readyId);

    const byQuery = await connect(seller, { query: `?lastEventId=${first.readyId}` });
    await byQuery.next('ready');
    expect(MessageCreatedEventData.parse(dataOf(await byQuery.next('message.created'))).message.desc).toBe('one');

    await send(buyer, conversation._id, 'four, live');
    expect(MessageCreatedEventData.parse(dataOf(await again.stream.next('message.created', 1000))).message.desc).toBe(
      'four, live',
    );
  });

  test('a Last-Event-ID that cannot be replayed (pruned, other database) gets resync, then live events', async () => {
    const { seller, buyer, conversation } = await people();
    const first = await ready(seller);
    first.stream.close();
    await send(buyer, conversation._id, 'missed');

    const future = await ready(seller, { lastEventId: 999_999_999 });
    expect(future.readyId).toBeLessThan(999_999_999);
    expect((await future.stream.next()).event).toBe('resync');

    await pruneEvents(live.database.db, new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
    const pruned = await ready(seller, { lastEventId: first.readyId });
    expect((await pruned.stream.next()).event).toBe('resync');
    await send(buyer, conversation._id, 'after the resync');
    expect(MessageCreatedEventData.parse(dataOf(await pruned.stream.next('message.created', 1000))).message.desc).toBe(
      'after the resync',
    );

    const garbage = await ready(seller, { lastEventId: 'not-a-number' });
    expect(garbage.stream.events.map((event) => event.event)).toEqual(['ready']);
  });

  test("a stream starts at the current position: pruning others' older events does not look like a miss", async () => {
    const [someoneElse, quiet] = await Promise.all([buyerSession(live.app), sellerSession(live.app)]);
    const dayAndMore = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await live.database.db
      .insert(events)
      .values([1, 2, 3].map(() => ({ userId: someoneElse.user._id, type: 'resync', data: {}, createdAt: dayAndMore })));
    const first = await ready(quiet);
    first.stream.close();
    await pruneEvents(live.database.db);
    const again = await ready(quiet, { lastEventId: first.readyId });
    await placeBid(someoneElse, await postGig(quiet));
    await again.stream.next('notification.created', 2000);
    expect(again.stream.events.map((event) => event.event)).toEqual(['ready', 'notification.created']);
  });

  test(`at most ${MAX_STREAMS_PER_USER} streams per person (429); a client that goes frees its place`, async () => {
    const buyer = await buyerSession(live.app);
    const streams = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) streams.push((await ready(buyer)).stream);
    const refused = await connect(buyer);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body).code).toBe('TOO_MANY_STREAMS');
    streams[0]!.close();
    const deadline = Date.now() + 2000;
    let reopened = await connect(buyer);
    while (reopened.status === 429 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      reopened = await connect(buyer);
    }
    expect(reopened.status).toBe(200);
    for (const stream of streams) stream.close();
  });

  test('pruning deletes the events older than a day and keeps the others', async () => {
    const buyer = await buyerSession(live.app);
    const old = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await live.database.db.insert(events).values([
      { userId: buyer.user._id, type: 'resync', data: {}, createdAt: old },
      { userId: buyer.user._id, type: 'resync', data: {} },
    ]);
    expect(await pruneEvents(live.database.db)).toBeGreaterThanOrEqual(1);
    const left = await live.database.db.execute(
      sql`SELECT count(*)::int AS n FROM events WHERE user_id = ${buyer.user._id}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });
});

describe('the heartbeat', () => {
  let fast: TestApp & { url: string };
  beforeAll(async () => {
    fast = await createLiveApp({ heartbeatMs: 150 });
  });
  afterAll(() => fast.close());

  const stream = async (session: Session) => {
    const s = await openSse(`${fast.url}/api/events`, { cookie: session.cookie });
    open.push(s);
    await s.next('ready');
    return s;
  };

  test('sends a comment line regularly, so that proxies keep the stream open', async () => {
    const s = await stream(await buyerSession(fast.app));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(s.comments.filter((comment) => comment === 'heartbeat').length).toBeGreaterThanOrEqual(2);
  });

  test('ends the stream when its session ends (sign-out)', async () => {
    const buyer = await buyerSession(fast.app);
    const s = await stream(buyer);
    expect((await buyer.request({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBeLessThan(300);
    await expect(
      Promise.race([s.ended.then(() => 'ended'), new Promise((resolve) => setTimeout(() => resolve('open'), 2000))]),
    ).resolves.toBe('ended');
  });

  test('delivers an event whose notification was lost', async () => {
    const buyer = await buyerSession(fast.app);
    const s = await stream(buyer);
    await fast.database.db.insert(events).values({ userId: buyer.user._id, type: 'resync', data: { lost: true } });
    expect(dataOf(await s.next('resync', 2000))).toEqual({ lost: true });
  });
});

describe('shutting down', () => {
  test('app.close() ends the open streams and finishes at once', async () => {
    const local = await createLiveApp();
    const buyer = await buyerSession(local.app);
    const streams = await Promise.all([0, 1].map(() => openSse(`${local.url}/api/events`, { cookie: buyer.cookie })));
    await Promise.all(streams.map((s) => s.next('ready')));
    const started = Date.now();
    await local.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await Promise.all(streams.map((s) => s.ended));
  });
});

describe.runIf(process.env.TEST_DB === 'pg')('on PostgreSQL', () => {
  test('this project really runs on a PostgreSQL server', () => {
    expect(live.database.kind).toBe('postgres');
  });

  test('when the listening connection is cut, it comes back and the streams catch up', async () => {
    const { seller, buyer, conversation } = await people();
    const toSeller = await ready(seller);
    const killed = await live.database.db.execute(
      sql`SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE datname = current_database()
        AND query ILIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    expect((killed as unknown as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(1);
    await send(buyer, conversation._id, 'sent while the listener was away');
    expect(
      MessageCreatedEventData.parse(dataOf(await toSeller.stream.next('message.created', 5000))).message.desc,
    ).toBe('sent while the listener was away');
    await send(buyer, conversation._id, 'and after');
    expect(
      MessageCreatedEventData.parse(dataOf(await toSeller.stream.next('message.created', 2000))).message.desc,
    ).toBe('and after');
  });
});
