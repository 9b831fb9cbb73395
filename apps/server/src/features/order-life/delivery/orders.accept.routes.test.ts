import { Order } from '@inkwell/domain/orders/order.schema';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newId } from '../../../lib/ids.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { approve, cast, gigWithBid, storedBid, storedGig, type Cast } from '../../../../test/fixtures/bids.ts';
import {
  accept,
  completedOrder,
  deliveredOrder,
  deliverFile,
  orderEventsOf,
  orderNotifications,
  orderSnapshot,
  paidOrder,
  REVISION_REASON,
  requestRevision,
} from '../../../../test/fixtures/orders.ts';
import { ledgerOf } from '../../../../test/fixtures/payments.ts';

/** POST /api/orders/{bidId}/accept and /revision: the buyer answers a delivery. */

let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;

/** An order in each state the buyer cannot answer a delivery from. */
async function ordersNotDelivered() {
  const pending = await gigWithBid(people);
  const approved = await gigWithBid(people);
  await approve(people.owner, t.app, approved.bid._id);
  const paid = await paidOrder(t.app, people);
  const completed = await completedOrder(t.app, people);
  return [pending.bid._id, approved.bid._id, paid.bid._id, completed.bid._id];
}

describe('POST /api/orders/{bidId}/accept', () => {
  test(
    'the buyer accepts: completed, the escrow released to the ' +
      'seller, the gig available with one more sale, the seller told',
    async () => {
      const { gig, bid } = await deliveredOrder(t.app, people);
      const response = await accept(people.buyer, t.app, bid._id);
      expect(response.statusCode).toBe(200);
      expect(Order.strict().parse(response.json())).toMatchObject({
        status: 'completed',
        viewerRole: 'buyer',
        completedAt: expect.any(String),
        autoAcceptAt: null,
        money: { paid: 40, held: 0, released: 40, refunded: 0 },
        actions: ['review'],
      });
      expect(await storedGig(db(), gig._id)).toMatchObject({ status: 'available', sales: 1 });
      const release = (await ledgerOf(db(), bid._id)).filter((line) => line.kind === 'release');
      expect(release.map((line) => [line.account, line.amountCents]).sort()).toEqual([
        ['escrow', -4000],
        ['seller', 4000],
      ]);
      expect(await orderEventsOf(db(), bid._id, 'accept')).toEqual([
        expect.objectContaining({ actor: 'buyer', actorId: people.buyer.user._id, amountCents: 4000 }),
      ]);
      expect(await orderNotifications(db(), bid._id, 'order_completed')).toEqual([
        expect.objectContaining({ userId: people.owner.user._id, actorId: people.buyer.user._id }),
      ]);
    },
  );

  test('a visitor is 401; another buyer or seller 404; the seller 403 ORDER_BUYER_ONLY; nothing changes', async () => {
    const { bid } = await deliveredOrder(t.app, people);
    const before = await orderSnapshot(db(), bid._id);
    expect((await accept(null, t.app, bid._id)).statusCode).toBe(401);
    for (const session of [people.otherBuyer, people.otherSeller])
      expect((await accept(session, t.app, bid._id)).json()).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
    expect((await accept(people.owner, t.app, bid._id)).json()).toMatchObject({
      status: 403,
      code: 'ORDER_BUYER_ONLY',
    });
    expect((await accept(people.buyer, t.app, newId())).statusCode).toBe(404);
    expect(await orderSnapshot(db(), bid._id)).toEqual(before);
  });

  test('from a pending, approved, in-progress or completed order: 409 ORDER_WRONG_STATE; nothing changes', async () => {
    for (const bidId of await ordersNotDelivered()) {
      const before = await orderSnapshot(db(), bidId);
      expect((await accept(people.buyer, t.app, bidId)).json()).toMatchObject({
        status: 409,
        code: 'ORDER_WRONG_STATE',
      });
      expect(await orderSnapshot(db(), bidId)).toEqual(before);
    }
  });
});

describe('POST /api/orders/{bidId}/revision', () => {
  test(
    'the buyer asks for a revision: in progress again, one revision ' +
      'used, a new due date, the seller told; then again until none is left',
    async () => {
      const { bid } = await deliveredOrder(t.app, people, { revisions: 2 });
      const response = await requestRevision(people.buyer, t.app, bid._id, `  ${REVISION_REASON}  `);
      expect(response.statusCode).toBe(200);
      const order = Order.strict().parse(response.json());
      expect(order).toMatchObject({
        status: 'in_progress',
        revisionsIncluded: 2,
        revisionsLeft: 1,
        autoAcceptAt: null,
      });
      expect(Math.abs(Date.parse(order.dueAt!) - (Date.now() + 86_400_000))).toBeLessThan(60_000);
      expect(await orderEventsOf(db(), bid._id, 'request_revision')).toEqual([
        expect.objectContaining({ actor: 'buyer', note: REVISION_REASON }),
      ]);
      expect(await orderNotifications(db(), bid._id, 'revision_requested')).toEqual([
        expect.objectContaining({ userId: people.owner.user._id }),
      ]);
      await deliverFile(people.owner, t.app, bid._id);
      expect((await requestRevision(people.buyer, t.app, bid._id)).json()).toMatchObject({
        revisionsLeft: 0,
        actions: expect.not.arrayContaining(['request_revision']),
      });
      const last = await deliverFile(people.owner, t.app, bid._id);
      expect(last.actions).toEqual(expect.not.arrayContaining(['request_revision']));
      const before = await orderSnapshot(db(), bid._id);
      expect((await requestRevision(people.buyer, t.app, bid._id)).json()).toMatchObject({
        status: 409,
        code: 'ORDER_NO_REVISIONS_LEFT',
      });
      expect(await orderSnapshot(db(), bid._id)).toEqual(before);
      expect((await storedBid(db(), bid._id)).revisionsUsed).toBe(2);
    },
  );

  test('a gig with no revisions included: 409 ORDER_NO_REVISIONS_LEFT at once, before the reason is read', async () => {
    const { bid } = await deliveredOrder(t.app, people, { revisions: 0 });
    const before = await orderSnapshot(db(), bid._id);
    for (const reason of [REVISION_REASON, 'short'])
      expect((await requestRevision(people.buyer, t.app, bid._id, reason)).json()).toMatchObject({
        status: 409,
        code: 'ORDER_NO_REVISIONS_LEFT',
      });
    expect(await orderSnapshot(db(), bid._id)).toEqual(before);
  });

  test(
    'a visitor is 401; another buyer or seller 404; the seller ' +
      '403 ORDER_BUYER_ONLY; a short reason 400; nothing changes',
    async () => {
      const { bid } = await deliveredOrder(t.app, people);
      const before = await orderSnapshot(db(), bid._id);
      expect((await requestRevision(null, t.app, bid._id)).statusCode).toBe(401);
      for (const session of [people.otherBuyer, people.otherSeller])
        expect((await requestRevision(session, t.app, bid._id)).json()).toMatchObject({
          status: 404,
          code: 'ORDER_NOT_FOUND',
        });
      expect((await requestRevision(people.owner, t.app, bid._id)).json()).toMatchObject({
        status: 403,
        code: 'ORDER_BUYER_ONLY',
      });
      const short = await requestRevision(people.buyer, t.app, bid._id, '  too short ');
      expect(short.json()).toMatchObject({
        status: 400,
        errors: { reason: ['Please give a reason of at least 10 characters'] },
      });
      expect(await orderSnapshot(db(), bid._id)).toEqual(before);
    },
  );

  test('from a pending, approved, in-progress or completed order: 409 ORDER_WRONG_STATE; nothing changes', async () => {
    for (const bidId of await ordersNotDelivered()) {
      const before = await orderSnapshot(db(), bidId);
      expect((await requestRevision(people.buyer, t.app, bidId)).json()).toMatchObject({
        status: 409,
        code: 'ORDER_WRONG_STATE',
      });
      expect(await orderSnapshot(db(), bidId)).toEqual(before);
    }
  });
});
