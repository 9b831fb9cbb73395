import { Order } from '@inkwell/domain/orders/order.schema';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { notifications } from '../../../db/schema/notifications.ts';
import { bids, orderEvents, orderExtensions } from '../../../db/schema/order-life.ts';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app.ts';
import { cast, storedBid, type Cast } from '../../../../test/fixtures/bids.ts';
import { deliveredOrder, getOrderAs, paidOrder } from '../../../../test/fixtures/orders.ts';

/**
 * More time for the work: POST /api/orders/{bidId}/extension (the seller), .../extension/accept and
 * .../extension/decline (the buyer), for every kind of caller, with bad input and the rules of time.
 */

const HOUR = 3_600_000;
let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const REASON = 'The archive I need for chapter three opens again on Monday.';

type Payload = InjectOptions['payload'];

function send(session: Session | null, bidId: string, path: '' | '/accept' | '/decline', payload?: Payload) {
  const options = { method: 'POST' as const, url: `/api/orders/${bidId}/extension${path}`, payload };
  return session ? session.request(options) : t.app.inject(options);
}
const ask = (session: Session | null, bidId: string, payload: Payload) => send(session, bidId, '', payload);
const later = (dueAt: Date, hours: number) => new Date(dueAt.getTime() + hours * HOUR).toISOString();

function expectProblem(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ status, code });
}

const extensionsOf = (bidId: string) => db().select().from(orderExtensions).where(eq(orderExtensions.bidId, bidId));
const eventsOf = (bidId: string, type: 'extension_requested' | 'extension_accepted' | 'extension_declined') =>
  db()
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.bidId, bidId), eq(orderEvents.type, type)));
const toldOf = (bidId: string, type: 'extension_requested' | 'extension_accepted' | 'extension_declined') =>
  db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.bidId, bidId), eq(notifications.type, type)));

async function paidWithDue() {
  const { bid, gig } = await paidOrder(t.app, people);
  return { bid, gig, dueAt: (await storedBid(db(), bid._id)).dueAt! };
}

describe('who may ask and answer', () => {
  test('a visitor is 401, another buyer and another seller 404, the wrong side 403; nothing is written', async () => {
    const { bid, dueAt } = await paidWithDue();
    const body = { dueAt: later(dueAt, 24), reason: REASON };
    for (const path of ['', '/accept', '/decline'] as const)
      expect((await send(null, bid._id, path, body)).statusCode).toBe(401);
    for (const stranger of [people.otherBuyer, people.otherSeller])
      for (const path of ['', '/accept', '/decline'] as const)
        expectProblem(await send(stranger, bid._id, path, body), 404, 'ORDER_NOT_FOUND');
    expectProblem(await ask(people.buyer, bid._id, body), 403, 'ORDER_SELLER_ONLY');
    expectProblem(await ask(people.owner, 'not-an-id', body), 404, 'ORDER_NOT_FOUND');
    expect(await extensionsOf(bid._id)).toEqual([]);
    expectProblem(await send(people.owner, bid._id, '/accept'), 403, 'ORDER_BUYER_ONLY');
    expectProblem(await send(people.owner, bid._id, '/decline'), 403, 'ORDER_BUYER_ONLY');
    expectProblem(await send(people.buyer, bid._id, '/accept'), 409, 'ORDER_NO_EXTENSION');
  });
});

describe('asking', () => {
  test('the seller asks: the buyer reads it, can answer, is told; the timeline has it with the instant', async () => {
    const { bid, dueAt } = await paidWithDue();
    const asked = later(dueAt, 30);
    const response = await ask(people.owner, bid._id, { dueAt: asked, reason: REASON });
    expect(response.statusCode, response.body).toBe(200);
    const seller = Order.strict().parse(response.json());
    expect(seller.extension).toMatchObject({ dueAt: asked, previousDueAt: dueAt.toISOString(), reason: REASON });
    expect(seller.dueAt).toBe(dueAt.toISOString());
    expect(seller.actions).not.toContain('request_extension');
    expect(seller.actions).not.toContain('accept_extension');
    expect(seller.timeline.at(-1)).toMatchObject({
      type: 'extension_requested',
      actor: 'seller',
      note: REASON,
      dueAt: asked,
    });

    const buyer = Order.strict().parse((await getOrderAs(people.buyer, t.app, bid._id)).json());
    expect(buyer.actions).toEqual(expect.arrayContaining(['accept_extension', 'decline_extension']));
    expect(buyer.extension).toMatchObject({ dueAt: asked });
    expect((await toldOf(bid._id, 'extension_requested')).map((row) => row.userId)).toEqual([people.buyer.user._id]);

    expectProblem(
      await ask(people.owner, bid._id, { dueAt: later(dueAt, 48), reason: REASON }),
      409,
      'ORDER_EXTENSION_OPEN',
    );
    expect(await extensionsOf(bid._id)).toHaveLength(1);
  });

  test.each([
    ['no body', undefined, 'VALIDATION_FAILED'],
    ['no instant', { reason: REASON }, 'VALIDATION_FAILED'],
    ['a date and time without its offset', { dueAt: '2030-01-04T09:00:00', reason: REASON }, 'VALIDATION_FAILED'],
    ['not a date', { dueAt: 'next Friday', reason: REASON }, 'VALIDATION_FAILED'],
    ['a reason too short', { dueAt: 'LATER', reason: 'Busy' }, 'VALIDATION_FAILED'],
    ['the due instant itself', { dueAt: 'SAME', reason: REASON }, 'ORDER_EXTENSION_DUE_INVALID'],
    ['an hour earlier', { dueAt: 'EARLIER', reason: REASON }, 'ORDER_EXTENSION_DUE_INVALID'],
    ['61 days later', { dueAt: 'FAR', reason: REASON }, 'ORDER_EXTENSION_DUE_INVALID'],
  ])('%s: 400 %s, nothing written', async (_name, body, code) => {
    const { bid, dueAt } = await paidWithDue();
    const instants: Record<string, string> = {
      LATER: later(dueAt, 24),
      SAME: dueAt.toISOString(),
      EARLIER: later(dueAt, -1),
      FAR: later(dueAt, 61 * 24),
    };
    const named = body && 'dueAt' in body ? instants[body.dueAt] : undefined;
    const payload = body && { ...body, ...(named ? { dueAt: named } : {}) };
    expectProblem(await ask(people.owner, bid._id, payload), 400, code);
    expect(await extensionsOf(bid._id)).toEqual([]);
    expect(await eventsOf(bid._id, 'extension_requested')).toEqual([]);
  });

  test('an instant with another offset is the same instant; 60 days later is allowed', async () => {
    const { bid, dueAt } = await paidWithDue();
    const asked = new Date(dueAt.getTime() + 60 * 24 * HOUR);
    // The same instant written in UTC+02:00.
    const local = new Date(asked.getTime() + 2 * HOUR).toISOString().replace('Z', '+02:00');
    const response = await ask(people.owner, bid._id, { dueAt: local, reason: REASON });
    expect(response.statusCode, response.body).toBe(200);
    expect(Order.parse(response.json()).extension?.dueAt).toBe(asked.toISOString());
  });

  test('until 24 hours after the due instant, and only while the work is in progress', async () => {
    const { bid } = await paidWithDue();
    const overdue = new Date(Date.now() - 23 * HOUR);
    await db().update(bids).set({ dueAt: overdue }).where(eq(bids.id, bid._id));
    // Later than the due instant but already past: refused.
    expectProblem(
      await ask(people.owner, bid._id, { dueAt: later(overdue, 1), reason: REASON }),
      400,
      'ORDER_EXTENSION_DUE_INVALID',
    );
    expect((await ask(people.owner, bid._id, { dueAt: later(new Date(), 5), reason: REASON })).statusCode).toBe(200);

    const tooLate = await paidWithDue();
    await db()
      .update(bids)
      .set({ dueAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(bids.id, tooLate.bid._id));
    expectProblem(
      await ask(people.owner, tooLate.bid._id, { dueAt: later(new Date(), 5), reason: REASON }),
      409,
      'ORDER_EXTENSION_TOO_LATE',
    );

    const delivered = await deliveredOrder(t.app, people);
    const due = (await storedBid(db(), delivered.bid._id)).dueAt!;
    expectProblem(
      await ask(people.owner, delivered.bid._id, { dueAt: later(due, 5), reason: REASON }),
      409,
      'ORDER_EXTENSION_TOO_LATE',
    );
    expect(await extensionsOf(tooLate.bid._id)).toEqual([]);
    expect(await extensionsOf(delivered.bid._id)).toEqual([]);
  });
});

describe('answering', () => {
  test('the buyer accepts: the order is due at the new instant, no longer late, the seller told', async () => {
    const { bid } = await paidWithDue();
    // Late by two hours: the buyer sees it late.
    await db()
      .update(bids)
      .set({ dueAt: new Date(Date.now() - 2 * HOUR) })
      .where(eq(bids.id, bid._id));
    const asked = later(new Date(), 48);
    expect((await ask(people.owner, bid._id, { dueAt: asked, reason: REASON })).statusCode).toBe(200);
    const response = await send(people.buyer, bid._id, '/accept');
    expect(response.statusCode, response.body).toBe(200);
    const order = Order.strict().parse(response.json());
    expect(order).toMatchObject({ dueAt: asked, late: false, extension: null });
    expect(order.actions).not.toContain('accept_extension');
    expect(order.timeline.at(-1)).toMatchObject({ type: 'extension_accepted', actor: 'buyer', dueAt: asked });
    expect((await storedBid(db(), bid._id)).dueAt?.toISOString()).toBe(asked);
    expect((await toldOf(bid._id, 'extension_accepted')).map((row) => row.userId)).toEqual([people.owner.user._id]);
    expect(await extensionsOf(bid._id)).toMatchObject([{ status: 'accepted', answeredAt: expect.any(Date) }]);
    expectProblem(await send(people.buyer, bid._id, '/accept'), 409, 'ORDER_NO_EXTENSION');
    expectProblem(await send(people.buyer, bid._id, '/decline'), 409, 'ORDER_NO_EXTENSION');
    // The seller may ask again, later than the new instant.
    expect((await ask(people.owner, bid._id, { dueAt: later(new Date(asked), 24), reason: REASON })).statusCode).toBe(
      200,
    );
  });

  test('the buyer declines: the due instant stays, the seller told, and may ask again', async () => {
    const { bid, dueAt } = await paidWithDue();
    expect((await ask(people.owner, bid._id, { dueAt: later(dueAt, 24), reason: REASON })).statusCode).toBe(200);
    const response = await send(people.buyer, bid._id, '/decline');
    expect(response.statusCode, response.body).toBe(200);
    expect(Order.parse(response.json())).toMatchObject({ dueAt: dueAt.toISOString(), extension: null });
    expect(Order.parse(response.json()).timeline.at(-1)).toMatchObject({ type: 'extension_declined', actor: 'buyer' });
    expect((await toldOf(bid._id, 'extension_declined')).map((row) => row.userId)).toEqual([people.owner.user._id]);
    expect((await ask(people.owner, bid._id, { dueAt: later(dueAt, 12), reason: REASON })).statusCode).toBe(200);
  });

  test('a reason with contact details reaches the buyer masked; the seller cannot smuggle a phone number', async () => {
    const { bid, dueAt } = await paidWithDue();
    const written = 'The archive opens on Monday; call me on +44 20 7946 0958 to talk it through.';
    expect((await ask(people.owner, bid._id, { dueAt: later(dueAt, 24), reason: written })).statusCode).toBe(200);
    const read = await getOrderAs(people.buyer, t.app, bid._id);
    expect(read.body).not.toContain('7946');
    const [stored] = await extensionsOf(bid._id);
    expect(stored!.reason).not.toContain('7946');
    expect(stored!.originalText).toEqual({ reason: written });
  });
});
