import { Bid } from '@inkwell/domain/bids/bid.schema';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { notifications } from '../../../db/schema/notifications.ts';
import { newId } from '../../../lib/ids.ts';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app.ts';
import {
  approve,
  as,
  buildBid,
  cast,
  gigWithBid,
  placeBid,
  storedBid,
  storedGig,
  type Cast,
} from '../../../../test/fixtures/bids.ts';
import { completedOrder } from '../../../../test/fixtures/orders.ts';

/**
 * A pending bid ends without an order: its buyer withdraws it, or the gig's owner declines it; the buyer may bid again.
 */

let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const REASON = 'I am fully booked until the end of the month.';
const withdraw = (session: Session | null, bidId: string) =>
  as(t.app, session)({ method: 'POST', url: `/api/bids/${bidId}/withdraw` });
const decline = (session: Session | null, bidId: string, reason: unknown = REASON) =>
  as(t.app, session)({ method: 'POST', url: `/api/bids/${bidId}/decline`, payload: { reason } });
const told = (bidId: string, type: 'bid_withdrawn' | 'bid_declined') =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.bidId, bidId), eq(notifications.type, type)));
const expectProblem = (response: LightMyRequestResponse, status: number, code: string) =>
  expect(response.json()).toMatchObject({ status, code });

describe('POST /api/bids/{bidId}/withdraw', () => {
  test('the buyer withdraws a pending bid: withdrawn, the owner told, and the buyer may bid on it again', async () => {
    const { gig, bid } = await gigWithBid(people);
    const response = await withdraw(people.buyer, bid._id);
    expect(response.statusCode).toBe(200);
    expect(Bid.strict().parse(response.json())).toMatchObject({
      _id: bid._id,
      status: 'withdrawn',
      gig: { status: 'available' },
    });
    expect(await told(bid._id, 'bid_withdrawn')).toEqual([
      expect.objectContaining({ userId: people.owner.user._id, actorId: people.buyer.user._id }),
    ]);
    const again = await placeBid(people.buyer, gig, { amount: 55 });
    const mine = await people.buyer.request({ method: 'GET', url: `/api/bids/my/gig/${gig._id}` });
    expect(mine.json()).toMatchObject({ _id: again._id, status: 'pending', amount: 55 });
    expect((await t.app.inject({ method: 'GET', url: `/api/bids/gig/${gig._id}/count` })).json()).toEqual({ count: 2 });
  });

  test(
    'a visitor is 401; the owner, another buyer and another seller 403 ' +
      'ORDER_BUYER_ONLY; an unknown or malformed bid 404; nothing changes',
    async () => {
      const { bid } = await gigWithBid(people);
      expect((await withdraw(null, bid._id)).statusCode).toBe(401);
      for (const session of [people.owner, people.otherBuyer, people.otherSeller])
        expectProblem(await withdraw(session, bid._id), 403, 'ORDER_BUYER_ONLY');
      for (const id of [newId(), 'not-a-bid']) expectProblem(await withdraw(people.buyer, id), 404, 'BID_NOT_FOUND');
      expect((await storedBid(db(), bid._id)).status).toBe('pending');
      expect(await told(bid._id, 'bid_withdrawn')).toHaveLength(0);
    },
  );

  test('from any state but pending it is 409 ORDER_WRONG_STATE and nothing changes', async () => {
    const { gig, bid } = await gigWithBid(people);
    const other = await placeBid(people.otherBuyer, gig);
    await approve(people.owner, t.app, bid._id);
    expectProblem(await withdraw(people.buyer, bid._id), 409, 'ORDER_WRONG_STATE');
    expectProblem(await withdraw(people.otherBuyer, other._id), 409, 'ORDER_WRONG_STATE');
    expect((await storedBid(db(), bid._id)).status).toBe('approved');
    expect((await storedBid(db(), other._id)).status).toBe('cancelled');
    const withdrawn = await gigWithBid(people);
    await withdraw(people.buyer, withdrawn.bid._id);
    expectProblem(await withdraw(people.buyer, withdrawn.bid._id), 409, 'ORDER_WRONG_STATE');
    expect(await told(withdrawn.bid._id, 'bid_withdrawn')).toHaveLength(1);
    expect((await storedGig(db(), gig._id)).status).toBe('in_progress');
  });
});

describe('POST /api/bids/{bidId}/decline', () => {
  test('the owner declines with a reason: declined, reason kept, buyer told, and the buyer may bid again', async () => {
    const { gig, bid } = await gigWithBid(people);
    const response = await decline(people.owner, bid._id, `  ${REASON}  `);
    expect(response.statusCode).toBe(200);
    expect(Bid.strict().parse(response.json())).toMatchObject({
      _id: bid._id,
      status: 'declined',
      declineReason: REASON,
    });
    expect((await storedBid(db(), bid._id)).declineReason).toBe(REASON);
    expect(await told(bid._id, 'bid_declined')).toEqual([
      expect.objectContaining({ userId: people.buyer.user._id, actorId: people.owner.user._id }),
    ]);
    expect((await people.buyer.request({ method: 'POST', url: '/api/bids', payload: buildBid(gig) })).statusCode).toBe(
      201,
    );
  });

  test(
    'a visitor is 401; the buyer, another buyer and another seller ' +
      '403 BID_OWNER_ONLY; an unknown bid 404; nothing changes',
    async () => {
      const { bid } = await gigWithBid(people);
      expect((await decline(null, bid._id)).statusCode).toBe(401);
      for (const session of [people.buyer, people.otherBuyer, people.otherSeller])
        expectProblem(await decline(session, bid._id), 403, 'BID_OWNER_ONLY');
      for (const id of [newId(), 'x']) expectProblem(await decline(people.owner, id), 404, 'BID_NOT_FOUND');
      expect(await storedBid(db(), bid._id)).toMatchObject({ status: 'pending', declineReason: '' });
    },
  );

  test('a reason shorter than 10 characters, or none, is 400 and nothing changes', async () => {
    const { bid } = await gigWithBid(people);
    for (const reason of ['  short  ', null]) {
      const response = await decline(people.owner, bid._id, reason);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { reason: ['Please give a reason of at least 10 characters'] } });
    }
    expect((await storedBid(db(), bid._id)).status).toBe('pending');
  });

  test('in any state but pending it is 409 ORDER_WRONG_STATE, before the reason is read; nothing changes', async () => {
    const { bid } = await gigWithBid(people);
    await approve(people.owner, t.app, bid._id);
    for (const reason of [REASON, 'short'])
      expectProblem(await decline(people.owner, bid._id, reason), 409, 'ORDER_WRONG_STATE');
    expect(await storedBid(db(), bid._id)).toMatchObject({ status: 'approved', declineReason: '' });
    expect(await told(bid._id, 'bid_declined')).toHaveLength(0);
  });
});

describe('bidding again', () => {
  test(
    'after a completed order the gig is available again and its ' +
      'buyer may order it again; a live bid still blocks a second one',
    async () => {
      const { gig, bid, people: cast_ } = await completedOrder(t.app, people);
      expect(await storedGig(db(), gig._id)).toMatchObject({ status: 'available', sales: 1 });
      const again = await placeBid(cast_.buyer, gig);
      expect(again._id).not.toBe(bid._id);
      const twice = await cast_.buyer.request({ method: 'POST', url: '/api/bids', payload: buildBid(gig) });
      expectProblem(twice, 409, 'BID_ALREADY_PLACED');
      expect((await cast_.buyer.request({ method: 'GET', url: `/api/bids/my/gig/${gig._id}` })).json()).toMatchObject({
        _id: again._id,
        status: 'pending',
      });
    },
  );
});
