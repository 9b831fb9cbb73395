import { Message, MessageList, MESSAGES_PER_HOUR, MESSAGES_PER_MINUTE } from '@inkwell/domain/messages/message.schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { conversations } from '../../db/schema/conversations.ts';
import { messages } from '../../db/schema/messages.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { as } from '../../../test/fixtures/bids.ts';
import { buyerSession, sellerSession } from '../../../test/fixtures/gigs.ts';
import { converse, send } from '../../../test/fixtures/conversations.ts';

let t: TestApp;
let seller: Session;
let buyer: Session;
let stranger: Session;
let conversationId: string;
beforeAll(async () => {
  t = await createTestApp();
  [seller, buyer, stranger] = await Promise.all([sellerSession(t.app), buyerSession(t.app), sellerSession(t.app)]);
  conversationId = (await converse(buyer, seller))._id;
});
afterAll(() => t.close());

const post = (session: Session | null, payload: unknown) =>
  as(t.app, session)({ method: 'POST', url: '/api/messages', payload: payload as Record<string, unknown> });
const get = (session: Session | null, id: string, query = '') =>
  as(t.app, session)({ method: 'GET', url: `/api/messages/${id}${query}` });
const storedConversation = async (id: string) =>
  (await t.database.db.select().from(conversations).where(eq(conversations.id, id)))[0]!;
const countMessages = async (id: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(messages)
      .where(eq(messages.conversationId, id))
  )[0]!.n;

/** A fresh pair with a conversation, so that limits and pages of one test do not touch another's. */
async function pair() {
  const [s, b] = await Promise.all([sellerSession(t.app), buyerSession(t.app)]);
  return { s, b, id: (await converse(b, s))._id };
}

describe('POST /api/messages', () => {
  test(
    'a member sends: 201 with the trimmed text; the conversation ' +
      'gets the text and time, read by the writer, unread by the other',
    async () => {
      const { s, b, id } = await pair();
      const response = await post(b, { conversationId: id, desc: '  Hello Amelia,\n\nis the gig still open?  \n' });
      expect(response.statusCode).toBe(201);
      const message = Message.strict().parse(response.json());
      expect(message).toMatchObject({
        conversationId: id,
        userId: b.user._id,
        desc: 'Hello Amelia,\n\nis the gig still open?',
      });
      const conversation = await storedConversation(id);
      expect(conversation).toMatchObject({ lastMessage: message.desc, readByBuyer: true, readBySeller: false });
      expect(conversation.updatedAt.toISOString()).toBe(message.createdAt);

      const answer = await send(s, id, 'Yes it is.');
      expect(await storedConversation(id)).toMatchObject({
        lastMessage: 'Yes it is.',
        readByBuyer: false,
        readBySeller: true,
      });
      expect(Date.parse(answer.createdAt)).toBeGreaterThanOrEqual(Date.parse(message.createdAt));
    },
  );

  test('a visitor is 401, even with a broken body', async () => {
    expect((await post(null, { conversationId, desc: 'hi' })).statusCode).toBe(401);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: '{nope',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(401);
  });

  test(
    'anyone but the two people, a missing, malformed or absent ' +
      'conversation is 404 before the text is checked; nothing is stored',
    async () => {
      const before = await countMessages(conversationId);
      for (const [session, payload] of [
        [stranger, { conversationId, desc: 'Let me in' }],
        [stranger, { conversationId, desc: '' }],
        [buyer, { conversationId: `${newId()}_${newId()}`, desc: 'hi' }],
        [buyer, { conversationId: 'nonsense', desc: 'hi' }],
        [buyer, { desc: 'hi' }],
        [buyer, { conversationId: 42, desc: 'hi' }],
      ] as const) {
        const response = await post(session, payload);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          code: 'CONVERSATION_NOT_FOUND',
          detail: "This conversation doesn't exist or you don't have access to it",
        });
      }
      expect(await countMessages(conversationId)).toBe(before);
    },
  );

  test.each([
    ['empty', ''],
    ['only spaces and line breaks', '   \n\t  \r\n '],
    ['missing', undefined],
    ['not text', 42],
  ])('a %s text is 400 MESSAGE_EMPTY and stores nothing', async (_name, desc) => {
    const before = await countMessages(conversationId);
    const response = await post(buyer, { conversationId, desc });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'MESSAGE_EMPTY',
      detail: 'Please write a message',
      errors: { desc: ['Please write a message'] },
    });
    expect(await countMessages(conversationId)).toBe(before);
  });

  test('5,000 characters pass (emoji count as one), 5,001 are 400 MESSAGE_TOO_LONG', async () => {
    const { b, id } = await pair();
    expect((await post(b, { conversationId: id, desc: `  ${'a'.repeat(5000)}  ` })).statusCode).toBe(201);
    expect((await post(b, { conversationId: id, desc: '🙂'.repeat(5000) })).statusCode).toBe(201);
    const tooLong = await post(b, { conversationId: id, desc: 'a'.repeat(5001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      code: 'MESSAGE_TOO_LONG',
      detail: 'Messages can be at most 5000 characters',
    });
    expect(await countMessages(id)).toBe(2);
  });

  test(
    `over ${MESSAGES_PER_MINUTE} messages in a minute is 429 ` +
      `TOO_MANY_MESSAGES with Retry-After, across conversations`,
    async () => {
      const { b, id } = await pair();
      const other = (await converse(b, await sellerSession(t.app)))._id;
      const now = Date.now();
      await t.database.db.insert(messages).values(
        Array.from({ length: MESSAGES_PER_MINUTE }, (_, i) => ({
          id: newId(),
          conversationId: i % 2 ? id : other,
          userId: b.user._id,
          desc: `m${i}`,
          createdAt: new Date(now - 50_000 + i),
        })),
      );
      const response = await post(b, { conversationId: id, desc: 'one too many' });
      expect(response.statusCode).toBe(429);
      expect(response.json().code).toBe('TOO_MANY_MESSAGES');
      const retryAfter = Number(response.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(15);
      expect(await storedConversation(id)).toMatchObject({ lastMessage: '' });
    },
  );

  test(`over ${MESSAGES_PER_HOUR} messages in an hour is 429 too; the other person may still answer`, async () => {
    const { s, b, id } = await pair();
    const now = Date.now();
    await t.database.db.insert(messages).values(
      Array.from({ length: MESSAGES_PER_HOUR }, (_, i) => ({
        id: newId(),
        conversationId: id,
        userId: b.user._id,
        desc: `m${i}`,
        createdAt: new Date(now - 3_000_000 + i * 1000),
      })),
    );
    const response = await post(b, { conversationId: id, desc: 'one too many' });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(60);
    expect((await post(s, { conversationId: id, desc: 'I can still write' })).statusCode).toBe(201);
  });

  test('messages sent at once by both people: the conversation ends with the last one written', async () => {
    const { s, b, id } = await pair();
    await Promise.all(Array.from({ length: 10 }, (_, i) => send(i % 2 ? s : b, id, `message ${i}`)));
    const [newest] = (await get(b, id, '?limit=1')).json().items;
    expect(await storedConversation(id)).toMatchObject({ lastMessage: newest.desc });
    expect((await storedConversation(id)).updatedAt.toISOString()).toBe(newest.createdAt);
  });
});

describe('GET /api/messages/{conversationId}', () => {
  test('the newest page first, then older pages with the cursor', async () => {
    const { s, b, id } = await pair();
    for (let i = 1; i <= 5; i++) await send(i % 2 ? b : s, id, `message ${i}`);
    const first = await get(s, id, '?limit=2');
    expect(first.statusCode).toBe(200);
    const page = MessageList.strict().parse(first.json());
    expect(page.items.map((m) => m.desc)).toEqual(['message 5', 'message 4']);
    const second = (await get(s, id, `?limit=2&cursor=${page.nextCursor}`)).json();
    expect(second.items.map((m: { desc: string }) => m.desc)).toEqual(['message 3', 'message 2']);
    const third = (await get(b, id, `?limit=2&cursor=${second.nextCursor}`)).json();
    expect(third).toMatchObject({ items: [{ desc: 'message 1', userId: b.user._id }], nextCursor: null });
    expect((await get(b, id)).json().items).toHaveLength(5);
  });

  test('a bad cursor is 400; a visitor 401; anyone else, a missing or malformed conversation 404', async () => {
    expect((await get(buyer, conversationId, '?cursor=garbage')).json().code).toBe('INVALID_CURSOR');
    expect((await get(null, conversationId)).statusCode).toBe(401);
    for (const [session, id] of [
      [stranger, conversationId],
      [buyer, `${newId()}_${newId()}`],
      [buyer, 'nonsense'],
    ] as const) {
      const response = await get(session, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('CONVERSATION_NOT_FOUND');
    }
  });
});
