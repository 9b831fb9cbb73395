import { Conversation, ConversationList } from '@inkwell/domain/conversations/conversation.schema';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { conversations } from '../../db/schema/conversations.ts';
import { newId } from '../../lib/ids.ts';
import { createTestApp, type Session, type TestApp } from '../../../test/test-app.ts';
import { as, placeBid } from '../../../test/fixtures/bids.ts';
import { buyerSession, postGig, sellerSession } from '../../../test/fixtures/gigs.ts';
import { conversationsRepository } from './conversations.repository.ts';
import { converse, send } from '../../../test/fixtures/conversations.ts';

let t: TestApp;
let seller: Session;
let buyer: Session;
let stranger: Session;
beforeAll(async () => {
  t = await createTestApp();
  [seller, buyer, stranger] = await Promise.all([sellerSession(t.app), buyerSession(t.app), buyerSession(t.app)]);
});
afterAll(() => t.close());

const start = (session: Session | null, payload: unknown) =>
  as(t.app, session)({ method: 'POST', url: '/api/conversations', payload: payload as Record<string, unknown> });
const single = (session: Session | null, id: string) =>
  as(t.app, session)({ method: 'GET', url: `/api/conversations/single/${id}` });
const list = (session: Session | null, query = '') =>
  as(t.app, session)({ method: 'GET', url: `/api/conversations${query}` });
const markRead = (session: Session | null, id: string) =>
  as(t.app, session)({ method: 'PUT', url: `/api/conversations/${id}` });
const idOf = (a: Session, b: Session) => [a.user._id, b.user._id].sort().join('_');
const stored = async (id: string) =>
  (await t.database.db.select().from(conversations).where(eq(conversations.id, id)))[0];

describe('POST /api/conversations', () => {
  test('a buyer starts one with a seller (201), asking again answers the same (200), from either side', async () => {
    const [s, b] = await Promise.all([sellerSession(t.app), buyerSession(t.app)]);
    const created = await start(b, { to: s.user._id });
    expect(created.statusCode).toBe(201);
    const conversation = Conversation.strict().parse(created.json());
    expect(conversation).toMatchObject({
      _id: idOf(s, b),
      id: idOf(s, b),
      sellerId: s.user._id,
      buyerId: b.user._id,
      readBySeller: true,
      readByBuyer: true,
      lastMessage: '',
      read: true,
      otherRead: true,
      other: { _id: s.user._id, username: s.user.username, fullName: '', img: '', isSeller: true },
    });
    const again = await start(b, { to: s.user._id });
    expect(again.statusCode).toBe(200);
    expect(again.json()._id).toBe(conversation._id);
    const fromSeller = await start(s, { to: b.user._id });
    expect(fromSeller.statusCode).toBe(200);
    expect(fromSeller.json()).toMatchObject({ _id: conversation._id, other: { _id: b.user._id, isSeller: false } });
  });

  test('a visitor is 401, even with a broken body', async () => {
    expect((await start(null, { to: seller.user._id })).statusCode).toBe(401);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/conversations',
      payload: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(401);
    expect(broken.json().code).toBe('NOT_SIGNED_IN');
  });

  test('no `to` is 400; oneself is 403 CONVERSATION_WITH_SELF; an unknown or malformed user is 404', async () => {
    for (const payload of [{}, { to: '' }, { to: 42 }]) {
      const response = await start(buyer, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', errors: { to: [expect.any(String)] } });
    }
    const self = await start(seller, { to: seller.user._id });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toMatchObject({ code: 'CONVERSATION_WITH_SELF', detail: 'You cannot message yourself.' });
    for (const to of [newId(), 'not-a-user']) {
      const response = await start(buyer, { to });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('USER_NOT_FOUND');
    }
  });

  test('a seller may not write first to a buyer who never bid on their gigs; once the buyer bids, may', async () => {
    const [s, b] = await Promise.all([sellerSession(t.app), buyerSession(t.app)]);
    const refused = await start(s, { to: b.user._id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'CONVERSATION_NOT_ALLOWED', detail: 'You cannot message this user' });
    expect(await stored(idOf(s, b))).toBeUndefined();

    const otherSeller = await sellerSession(t.app);
    await placeBid(b, await postGig(otherSeller));
    expect((await start(s, { to: b.user._id })).statusCode).toBe(403);

    await placeBid(b, await postGig(s));
    const allowed = await start(s, { to: b.user._id });
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json()).toMatchObject({ sellerId: s.user._id, buyerId: b.user._id, other: { _id: b.user._id } });
  });

  test('a buyer may not write first to another buyer', async () => {
    const response = await start(buyer, { to: stranger.user._id });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CONVERSATION_NOT_ALLOWED');
  });

  test('a seller may contact another seller, who is the seller side of it', async () => {
    const [a, b] = await Promise.all([sellerSession(t.app), sellerSession(t.app)]);
    const response = await start(a, { to: b.user._id });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ sellerId: b.user._id, buyerId: a.user._id });
  });

  test('two starts at once make one conversation: one 201, one 200', async () => {
    const [s, b] = await Promise.all([sellerSession(t.app), buyerSession(t.app)]);
    const responses = await Promise.all([start(b, { to: s.user._id }), start(b, { to: s.user._id })]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 201]);
    expect(new Set(responses.map((response) => response.json()._id)).size).toBe(1);
  });
});

describe('GET /api/conversations/single/{id}', () => {
  test(
    'each of the two sees it from their side; anyone else, a missing or malformed ' +
      'id is 404 with the sentence of docs/product.md#user-facing-sentences',
    async () => {
      const conversation = await converse(buyer, seller);
      await send(buyer, conversation._id, 'Hello, is the dissertation gig still open?');
      const asSeller = await single(seller, conversation._id);
      expect(asSeller.statusCode).toBe(200);
      expect(Conversation.strict().parse(asSeller.json())).toMatchObject({
        read: false,
        otherRead: true,
        lastMessage: 'Hello, is the dissertation gig still open?',
        other: { _id: buyer.user._id, username: buyer.user.username },
      });
      expect((await single(buyer, conversation._id)).json()).toMatchObject({
        read: true,
        otherRead: false,
        other: { _id: seller.user._id },
      });

      for (const [session, id] of [
        [stranger, conversation._id],
        [buyer, `${newId()}_${newId()}`],
        [buyer, 'nonsense'],
        [buyer, `${buyer.user._id}_${buyer.user._id}`],
      ] as const) {
        const response = await single(session, id);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          code: 'CONVERSATION_NOT_FOUND',
          detail: "This conversation doesn't exist or you don't have access to it",
        });
      }
    },
  );

  test('a visitor is 401', async () => {
    expect((await single(null, idOf(buyer, seller))).statusCode).toBe(401);
  });
});

describe('GET /api/conversations', () => {
  test(
    "the caller's own, the most recently active first, with the other " +
      'person, the last message, the read flags and the unread count',
    async () => {
      const me = await buyerSession(t.app);
      const [s1, s2, s3] = await Promise.all([sellerSession(t.app), sellerSession(t.app), sellerSession(t.app)]);
      const c1 = await converse(me, s1);
      const c2 = await converse(me, s2);
      const c3 = await converse(me, s3);
      await send(me, c1._id, 'first to one');
      await send(s2, c2._id, 'an answer from two');
      await send(s3, c3._id, 'an answer from three');
      await send(s1, c1._id, 'one answers last');
      await converse(stranger, s1);

      const response = await list(me);
      expect(response.statusCode).toBe(200);
      const page = ConversationList.strict().parse(response.json());
      expect(page.items.map((c) => c._id)).toEqual([c1._id, c3._id, c2._id]);
      expect(page.items[0]).toMatchObject({
        lastMessage: 'one answers last',
        read: false,
        other: { _id: s1.user._id, username: s1.user.username },
      });
      expect(page.unread).toBe(3);
      expect(page.nextCursor).toBeNull();

      await markRead(me, c3._id);
      expect((await list(me)).json().unread).toBe(2);
    },
  );

  test('pages with limit and cursor; a cursor from another list is 400', async () => {
    const me = await buyerSession(t.app);
    const sellers = await Promise.all([sellerSession(t.app), sellerSession(t.app), sellerSession(t.app)]);
    for (const s of sellers) await send(me, (await converse(me, s))._id, `hello ${s.user.username}`);
    const first = (await list(me, '?limit=2')).json();
    expect(first.items).toHaveLength(2);
    const second = (await list(me, `?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect([...first.items, ...second.items].map((c: { other: { _id: string } }) => c.other._id)).toEqual(
      sellers.map((s) => s.user._id).reverse(),
    );

    const foreign = Buffer.from(JSON.stringify(['me-all', '2025-01-01 00:00:00+00', newId()])).toString('base64url');
    for (const cursor of [foreign, 'garbage']) {
      const response = await list(me, `?cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_CURSOR');
    }
    expect((await list(me, '?limit=0')).statusCode).toBe(400);
  });

  test(
    "a conversation nobody has written in yet is in neither person's " +
      'list, still opens by its id, and is listed from its first message',
    async () => {
      const [s, b] = await Promise.all([sellerSession(t.app), buyerSession(t.app)]);
      const conversation = await converse(b, s);
      for (const person of [b, s]) {
        expect((await list(person)).json()).toEqual({ items: [], nextCursor: null, unread: 0 });
        expect((await single(person, conversation._id)).json()).toMatchObject({
          _id: conversation._id,
          lastMessage: '',
        });
      }

      await send(b, conversation._id, 'Hello, is your essay gig open?');
      const sellers = ConversationList.strict().parse((await list(s)).json());
      expect(sellers.items.map((c) => [c._id, c.lastMessage, c.read])).toEqual([
        [conversation._id, 'Hello, is your essay gig open?', false],
      ]);
      expect(sellers.unread).toBe(1);
      expect((await list(b)).json().items.map((c: { _id: string }) => c._id)).toEqual([conversation._id]);
    },
  );

  test('pages count only conversations with messages: newer empty ones take no place; the cursor skips', async () => {
    const me = await buyerSession(t.app);
    const sellers = await Promise.all(Array.from({ length: 6 }, () => sellerSession(t.app)));
    const written: string[] = [];
    for (const [index, s] of sellers.entries()) {
      const conversation = await converse(me, s);
      if (index % 2 === 0) {
        await send(s, conversation._id, `hello from ${s.user.username}`);
        written.unshift(conversation._id);
      }
    }
    await converse(me, await sellerSession(t.app));

    const first = ConversationList.strict().parse((await list(me, '?limit=2')).json());
    expect(first.items.map((c) => c._id)).toEqual(written.slice(0, 2));
    expect(first.nextCursor).not.toBeNull();
    const second = ConversationList.strict().parse((await list(me, `?limit=2&cursor=${first.nextCursor}`)).json());
    expect(second.items.map((c) => c._id)).toEqual(written.slice(2));
    expect(second.nextCursor).toBeNull();
    expect(second.unread).toBe(3);
    const seller = sellers[1]!;
    expect((await list(seller)).json().items).toEqual([]);
  });

  test('the page is read through the partial indexes of conversations with messages', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const after = { at: '2100-01-01 00:00:00+00', id: idOf(buyer, seller) };
      const result = await tx.execute(
        sql`EXPLAIN ${conversationsRepository(tx).listOfUser(buyer.user._id, 24, after)}`,
      );
      const rows = ((result as { rows?: unknown[] }).rows ?? result) as Record<string, string>[];
      return rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toMatch(/conversations_seller_listed_idx/);
    expect(plan).toMatch(/conversations_buyer_listed_idx/);
    expect(plan).not.toMatch(/Seq Scan on conversations\b/);
  });

  test('a visitor is 401; someone with no conversations gets an empty page', async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(await buyerSession(t.app))).json()).toEqual({ items: [], nextCursor: null, unread: 0 });
  });
});

describe('PUT /api/conversations/{id}', () => {
  test('marks it read for the caller only, again changes nothing', async () => {
    const [s, b] = await Promise.all([sellerSession(t.app), buyerSession(t.app)]);
    const conversation = await converse(b, s);
    await send(b, conversation._id, 'Are you free next week?');
    expect(await stored(conversation._id)).toMatchObject({ readBySeller: false, readByBuyer: true });
    const response = await markRead(s, conversation._id);
    expect(response.statusCode).toBe(200);
    expect(Conversation.strict().parse(response.json())).toMatchObject({
      read: true,
      readBySeller: true,
      readByBuyer: true,
    });
    expect((await markRead(s, conversation._id)).statusCode).toBe(200);

    await send(s, conversation._id, 'Yes, from Monday.');
    expect(await stored(conversation._id)).toMatchObject({ readBySeller: true, readByBuyer: false });
    await markRead(b, conversation._id);
    expect(await stored(conversation._id)).toMatchObject({ readBySeller: true, readByBuyer: true });
  });

  test('a visitor is 401; anyone else, a missing or malformed id is 404 and changes nothing', async () => {
    const conversation = await converse(buyer, seller);
    await send(seller, conversation._id, 'Unread by the buyer');
    expect((await markRead(null, conversation._id)).statusCode).toBe(401);
    for (const [session, id] of [
      [stranger, conversation._id],
      [buyer, `${newId()}_${newId()}`],
      [buyer, 'nonsense'],
    ] as const) {
      const response = await markRead(session, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('CONVERSATION_NOT_FOUND');
    }
    expect(await stored(conversation._id)).toMatchObject({ readByBuyer: false });
  });
});
