import { LATE_CANCEL_HOURS } from '@inkwell/domain/orders/order.rules';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { cast, race, storedBid, storedGig, type Cast } from '../../../../test/fixtures/bids.ts';
import {
  accept,
  deliver,
  deliveredOrder,
  orderEventsOf,
  orderNotifications,
  paidOrder,
  uploadFile,
} from '../../../../test/fixtures/orders.ts';
import { approvedBid } from '../../../../test/fixtures/payments.ts';
import {
  acceptCancellation,
  askCancellation,
  backdate,
  expectStatus,
  moneyOf,
  orderRows,
  refundsOf,
  withdrawCancellation,
} from '../../../../test/fixtures/settlements.ts';

/**
 * Cancelling a paid order: asked by one side and accepted by the other, withdrawn, or by a late order's buyer alone.
 */

let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const HOUR = 3600_000;

test.each([
  ['buyer', 'owner'],
  ['owner', 'buyer'],
] as const)(
  'the %s asks, the %s accepts: refunded in full through the demo gateway, the gig available',
  async (asker, answerer) => {
    const { gig, bid } = await paidOrder(t.app, people);
    const asked = expectStatus(await askCancellation(people[asker], t.app, bid._id), 200).json();
    expect(asked).toMatchObject({
      status: 'in_progress',
      cancellation: { requestedBy: asker === 'buyer' ? 'buyer' : 'seller' },
    });
    expect(asked.actions).toContain('withdraw_cancellation');
    expect((await orderNotifications(db(), bid._id, 'cancellation_requested')).map((row) => row.userId)).toEqual([
      people[answerer].user._id,
    ]);

    const accepted = expectStatus(await acceptCancellation(people[answerer], t.app, bid._id), 200).json();
    const cents = bid.amount * 100;
    expect(accepted).toMatchObject({
      status: 'refunded',
      cancellation: null,
      money: { paid: bid.amount, held: 0, released: 0, refunded: bid.amount },
    });
    expect(await moneyOf(db(), bid._id)).toEqual({ paid: cents, held: 0, released: 0, refunded: cents });
    expect(await refundsOf(db(), bid._id)).toMatchObject([
      {
        status: 'succeeded',
        amountCents: cents,
        gateway: 'demo',
        attempts: 1,
        idempotencyKey: `inkwell-refund-${bid._id}`,
      },
    ]);
    expect((await storedGig(db(), gig._id)).status).toBe('available');
    expect((await orderRows(db(), bid._id)).cancellations).toMatchObject([{ status: 'accepted' }]);
    expect(await orderEventsOf(db(), bid._id, 'cancel_paid')).toMatchObject([{ amountCents: cents }]);
    expect((await orderNotifications(db(), bid._id, 'order_refunded')).map((row) => row.userId)).toEqual([
      people[asker].user._id,
    ]);
  },
);

test('visitors 401, anyone but the two people 404 ORDER_NOT_FOUND, for every step; nothing changes', async () => {
  const { bid } = await paidOrder(t.app, people);
  expectStatus(await askCancellation(people.buyer, t.app, bid._id), 200);
  const before = await orderRows(db(), bid._id);
  for (const send of [askCancellation, acceptCancellation, withdrawCancellation]) {
    expect((await send(null, t.app, bid._id)).statusCode).toBe(401);
    for (const stranger of [people.otherBuyer, people.otherSeller])
      expect((await send(stranger, t.app, bid._id)).json()).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
    expect((await send(people.buyer, t.app, 'nope')).statusCode).toBe(404);
  }
  expect(await orderRows(db(), bid._id)).toEqual(before);
});

test(
  'the asker cannot accept (403 ORDER_OWN_CANCELLATION), nor ask twice ' +
    '(409 ORDER_CANCELLATION_OPEN); the other side cannot withdraw it',
  async () => {
    const { bid } = await paidOrder(t.app, people);
    expect((await acceptCancellation(people.owner, t.app, bid._id)).json()).toMatchObject({
      status: 409,
      code: 'ORDER_NO_CANCELLATION',
    });
    expectStatus(await askCancellation(people.owner, t.app, bid._id), 200);
    const before = await orderRows(db(), bid._id);
    expect((await acceptCancellation(people.owner, t.app, bid._id)).json()).toMatchObject({
      status: 403,
      code: 'ORDER_OWN_CANCELLATION',
    });
    expect((await askCancellation(people.owner, t.app, bid._id)).json()).toMatchObject({
      status: 409,
      code: 'ORDER_CANCELLATION_OPEN',
    });
    expect((await askCancellation(people.buyer, t.app, bid._id)).json()).toMatchObject({
      status: 409,
      code: 'ORDER_CANCELLATION_OPEN',
    });
    expect((await withdrawCancellation(people.buyer, t.app, bid._id)).json()).toMatchObject({
      status: 409,
      code: 'ORDER_NO_CANCELLATION',
    });
    expect((await askCancellation(people.buyer, t.app, bid._id, 'short')).json()).toMatchObject({ status: 400 });
    expect(await orderRows(db(), bid._id)).toEqual(before);
  },
);

test('the asker withdraws the request: the other side is told, it cannot be accepted; a new one may be', async () => {
  const { bid } = await paidOrder(t.app, people);
  expectStatus(await askCancellation(people.buyer, t.app, bid._id), 200);
  const withdrawn = expectStatus(await withdrawCancellation(people.buyer, t.app, bid._id), 200).json();
  expect(withdrawn).toMatchObject({ status: 'in_progress', cancellation: null });
  expect((await orderNotifications(db(), bid._id, 'cancellation_withdrawn')).map((row) => row.userId)).toEqual([
    people.owner.user._id,
  ]);
  expect((await acceptCancellation(people.owner, t.app, bid._id)).json()).toMatchObject({
    status: 409,
    code: 'ORDER_NO_CANCELLATION',
  });
  expectStatus(await askCancellation(people.owner, t.app, bid._id), 200);
  expect((await orderRows(db(), bid._id)).cancellations.map((row) => row.status).sort()).toEqual(['open', 'withdrawn']);
});

test('unpaid or finished orders: 409 ORDER_NOT_PAID, WRONG_STATE or NO_CANCELLATION, nothing changes', async () => {
  const { bid: unpaid } = await approvedBid(people, t.app);
  const before = await orderRows(db(), unpaid._id);
  expect((await askCancellation(people.buyer, t.app, unpaid._id)).json()).toMatchObject({
    status: 409,
    code: 'ORDER_NOT_PAID',
  });
  expect((await acceptCancellation(people.owner, t.app, unpaid._id)).json()).toMatchObject({
    status: 409,
    code: 'ORDER_NOT_PAID',
  });
  expect(await orderRows(db(), unpaid._id)).toEqual(before);

  const { bid: done } = await deliveredOrder(t.app, people);
  expectStatus(await accept(people.buyer, t.app, done._id), 200);
  const after = await orderRows(db(), done._id);
  expect((await askCancellation(people.owner, t.app, done._id)).json()).toMatchObject({
    status: 409,
    code: 'ORDER_WRONG_STATE',
  });
  expect((await acceptCancellation(people.buyer, t.app, done._id)).json()).toMatchObject({
    status: 409,
    code: 'ORDER_NO_CANCELLATION',
  });
  expect(await orderRows(db(), done._id)).toEqual(after);
});

test('a delivered order can be cancelled by agreement too', async () => {
  const { bid } = await deliveredOrder(t.app, people);
  expectStatus(await askCancellation(people.owner, t.app, bid._id), 200);
  expect(expectStatus(await acceptCancellation(people.buyer, t.app, bid._id), 200).json()).toMatchObject({
    status: 'refunded',
  });
});

test('a buyer whose order is more than 24 h late with nothing delivered cancels alone, refunded at once', async () => {
  const { bid } = await paidOrder(t.app, people);
  await backdate(db(), bid._id, { dueAt: new Date(Date.now() - (LATE_CANCEL_HOURS + 1) * HOUR) });
  const seller = expectStatus(await askCancellation(people.owner, t.app, bid._id), 200).json();
  expect(seller).toMatchObject({ status: 'in_progress', cancellation: { requestedBy: 'seller' } });
  const order = expectStatus(
    await askCancellation(people.buyer, t.app, bid._id, 'Nothing arrived a full day after the due date.'),
    200,
  ).json();
  expect(order).toMatchObject({ status: 'refunded', cancellation: null, money: { refunded: bid.amount, held: 0 } });
  expect((await orderRows(db(), bid._id)).cancellations).toMatchObject([{ status: 'closed' }]);
  expect(await orderEventsOf(db(), bid._id, 'cancel_paid')).toMatchObject([
    { actor: 'buyer', note: 'Nothing arrived a full day after the due date.' },
  ]);
  expect((await orderNotifications(db(), bid._id, 'order_refunded')).map((row) => row.userId)).toEqual([
    people.owner.user._id,
  ]);
});

test('less late, or once something was delivered, the buyer only asks', async () => {
  const { bid: early } = await paidOrder(t.app, people);
  await backdate(db(), early._id, { dueAt: new Date(Date.now() - (LATE_CANCEL_HOURS - 1) * HOUR) });
  expect(expectStatus(await askCancellation(people.buyer, t.app, early._id), 200).json()).toMatchObject({
    status: 'in_progress',
    cancellation: { requestedBy: 'buyer' },
  });
  const { bid: delivered } = await deliveredOrder(t.app, people);
  await backdate(db(), delivered._id, { dueAt: new Date(Date.now() - (LATE_CANCEL_HOURS + 5) * HOUR) });
  expect(expectStatus(await askCancellation(people.buyer, t.app, delivered._id), 200).json()).toMatchObject({
    status: 'delivered',
    cancellation: { requestedBy: 'buyer' },
  });
});

test('two accepts of one request at once: one refunds, the other is 409; one refund, one movement', async () => {
  const { gig, bid } = await paidOrder(t.app, people);
  expectStatus(await askCancellation(people.buyer, t.app, bid._id), 200);
  const { responses } = await race(
    t.app,
    db(),
    t.database.kind,
    gig._id,
    [1, 2, 3].map(() => () => acceptCancellation(people.owner, t.app, bid._id)),
  );
  expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
  expect((await orderRows(db(), bid._id)).ledger.filter((line) => line.kind === 'refund')).toHaveLength(2);
  expect(await refundsOf(db(), bid._id)).toHaveLength(1);
});

test(
  'accepting a cancellation racing a delivery: the order ends ' +
    'refunded either way, the money all back, never released',
  async () => {
    for (let round = 0; round < 2; round += 1) {
      const { gig, bid } = await paidOrder(t.app, people);
      expectStatus(await askCancellation(people.owner, t.app, bid._id), 200);
      const file = await uploadFile(people.owner);
      const { responses } = await race(t.app, db(), t.database.kind, gig._id, [
        () => acceptCancellation(people.buyer, t.app, bid._id),
        () => deliver(people.owner, t.app, bid._id, { message: 'The finished paper.', files: [file._id] }),
      ]);
      const [accepted, delivered] = responses.map((response) => response.statusCode);
      expect(accepted).toBe(200);
      expect([200, 409]).toContain(delivered);
      expect((await storedBid(db(), bid._id)).status).toBe('refunded');
      expect(await moneyOf(db(), bid._id)).toMatchObject({ held: 0, released: 0, refunded: bid.amount * 100 });
    }
  },
);

test('every settlement route is in /api/openapi.json with its answers', async () => {
  const paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
  const answers = (path: string, method: string) => Object.keys(paths[path][method].responses);
  expect(answers('/api/bids/{id}/cancel', 'post')).toEqual(expect.arrayContaining(['200', '401', '404', '409']));
  expect(answers('/api/orders/{bidId}/cancellation', 'post')).toEqual(
    expect.arrayContaining(['200', '400', '401', '404', '409']),
  );
  expect(answers('/api/orders/{bidId}/cancellation', 'delete')).toEqual(
    expect.arrayContaining(['200', '401', '404', '409']),
  );
  expect(answers('/api/orders/{bidId}/cancellation/accept', 'post')).toEqual(
    expect.arrayContaining(['200', '401', '403', '404', '409']),
  );
  expect(answers('/api/orders/{bidId}/dispute', 'post')).toEqual(
    expect.arrayContaining(['200', '400', '401', '404', '409']),
  );
  expect(answers('/api/operator/disputes', 'get')).toEqual(expect.arrayContaining(['200', '401', '403']));
  expect(answers('/api/operator/disputes/{bidId}/messages', 'get')).toEqual(
    expect.arrayContaining(['200', '401', '403', '404']),
  );
  expect(answers('/api/operator/disputes/{bidId}/resolve', 'post')).toEqual(
    expect.arrayContaining(['200', '400', '401', '403', '404', '409']),
  );
});
