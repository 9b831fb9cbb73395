import { DELIVERY_FILES_MAX } from '@inkwell/domain/orders/order.rules';
import { Order } from '@inkwell/domain/orders/order.schema';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newId } from '../../../lib/ids.ts';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app.ts';
import { approve, as, cast, gigWithBid, type Cast } from '../../../../test/fixtures/bids.ts';
import {
  completedOrder,
  deliver,
  deliveredOrder,
  DELIVERY_MESSAGE,
  orderEventsOf,
  orderNotifications,
  orderSnapshot,
  paidOrder,
  uploadFile,
} from '../../../../test/fixtures/orders.ts';

/** POST /api/orders/{bidId}/deliveries: the seller hands over the work, privately, once the order is paid. */

let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const download = (session: Session | null, fileId: string) =>
  as(t.app, session)({ method: 'GET', url: `/api/files/${fileId}` });

describe('POST /api/orders/{bidId}/deliveries', () => {
  test(
    'the seller delivers a paid order with two files: delivered, the ' +
      'buyer told, the files readable by the two people and nobody else',
    async () => {
      const { bid } = await paidOrder(t.app, people);
      const [first, second] = [
        await uploadFile(people.owner, 'draft.pdf'),
        await uploadFile(people.owner, 'sources.pdf'),
      ];
      expect((await download(people.buyer, first._id)).statusCode).toBe(404);
      const response = await deliver(people.owner, t.app, bid._id, {
        message: `  ${DELIVERY_MESSAGE}  `,
        files: [second._id, first._id, second._id],
      });
      expect(response.statusCode).toBe(200);
      const order = Order.strict().parse(response.json());
      expect(order).toMatchObject({ status: 'delivered', viewerRole: 'seller', autoAcceptAt: expect.any(String) });
      expect(order.deliveries).toEqual([
        {
          _id: expect.any(String),
          message: DELIVERY_MESSAGE,
          files: [second, first],
          at: expect.any(String),
          originality: expect.objectContaining({ status: 'pending' }),
        },
      ]);
      const snapshot = await orderSnapshot(db(), bid._id);
      expect(snapshot.bid?.deliveredAt?.toISOString()).toBe(order.deliveries[0]!.at);
      expect(await orderEventsOf(db(), bid._id, 'deliver')).toEqual([
        expect.objectContaining({ actor: 'seller', actorId: people.owner.user._id, note: DELIVERY_MESSAGE }),
      ]);
      expect(await orderNotifications(db(), bid._id, 'order_delivered')).toEqual([
        expect.objectContaining({ userId: people.buyer.user._id, actorId: people.owner.user._id }),
      ]);
      for (const session of [people.buyer, people.owner]) {
        const file = await download(session, first._id);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-disposition']).toContain('attachment');
      }
      for (const session of [null, people.otherBuyer, people.otherSeller])
        expect((await download(session, first._id)).statusCode).toBe(404);
    },
  );

  test('a visitor is 401; other buyers or sellers 404 ORDER_NOT_FOUND; the buyer 403 ORDER_SELLER_ONLY', async () => {
    const { bid } = await paidOrder(t.app, people);
    const file = await uploadFile(people.owner);
    const body = { message: DELIVERY_MESSAGE, files: [file._id] };
    const before = await orderSnapshot(db(), bid._id);
    expect((await deliver(null, t.app, bid._id, body)).statusCode).toBe(401);
    for (const session of [people.otherBuyer, people.otherSeller])
      expect((await deliver(session, t.app, bid._id, body)).json()).toMatchObject({
        status: 404,
        code: 'ORDER_NOT_FOUND',
      });
    expect((await deliver(people.buyer, t.app, bid._id, body)).json()).toMatchObject({
      status: 403,
      code: 'ORDER_SELLER_ONLY',
    });
    for (const id of [newId(), 'x']) expect((await deliver(people.owner, t.app, id, body)).statusCode).toBe(404);
    expect(await orderSnapshot(db(), bid._id)).toEqual(before);
  });

  test(
    'from a pending, approved, delivered or completed order: 409 ' +
      'ORDER_WRONG_STATE, even with a broken body; nothing changes',
    async () => {
      const file = await uploadFile(people.owner);
      const pending = await gigWithBid(people);
      const approved = await gigWithBid(people);
      await approve(people.owner, t.app, approved.bid._id);
      const delivered = await deliveredOrder(t.app, people);
      const completed = await completedOrder(t.app, people);
      for (const bidId of [pending.bid._id, approved.bid._id, delivered.bid._id, completed.bid._id]) {
        const before = await orderSnapshot(db(), bidId);
        for (const body of [{ message: DELIVERY_MESSAGE, files: [file._id] }, {}]) {
          expect((await deliver(people.owner, t.app, bidId, body)).json()).toMatchObject({
            status: 409,
            code: 'ORDER_WRONG_STATE',
          });
        }
        expect(await orderSnapshot(db(), bidId)).toEqual(before);
      }
    },
  );

  test(
    "only the seller's own private files: another person's, an unknown " +
      'or a malformed id is 400 FILE_NOT_ATTACHABLE; nothing changes',
    async () => {
      const { bid } = await paidOrder(t.app, people);
      const [mine, theirs] = [await uploadFile(people.owner), await uploadFile(people.buyer)];
      const before = await orderSnapshot(db(), bid._id);
      for (const files of [[mine._id, theirs._id], [newId()], ['not-a-file']]) {
        expect(
          (await deliver(people.owner, t.app, bid._id, { message: DELIVERY_MESSAGE, files })).json(),
        ).toMatchObject({
          status: 400,
          code: 'FILE_NOT_ATTACHABLE',
        });
      }
      expect(await orderSnapshot(db(), bid._id)).toEqual(before);
      expect((await download(people.owner, theirs._id)).statusCode).toBe(404);
    },
  );

  test.each([
    ['no files', { message: DELIVERY_MESSAGE, files: [] }, 'files', 'Please attach at least one file'],
    [
      'too many files',
      { message: DELIVERY_MESSAGE, files: Array.from({ length: DELIVERY_FILES_MAX + 1 }, () => newId()) },
      'files',
      'A delivery can carry at most 10 files',
    ],
    ['no message', { message: '   ', files: [newId()] }, 'message', 'Please write a message with your delivery'],
    ['an empty body', {}, 'message', 'Please write a message with your delivery'],
  ])('%s is 400 with the field named; nothing changes', async (_name, body, field, message) => {
    const { bid } = await paidOrder(t.app, people);
    const before = await orderSnapshot(db(), bid._id);
    const response = await deliver(people.owner, t.app, bid._id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[field]).toEqual([message]);
    expect(await orderSnapshot(db(), bid._id)).toEqual(before);
  });
});
