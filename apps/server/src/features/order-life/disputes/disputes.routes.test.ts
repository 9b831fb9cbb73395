import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app.ts';
import { cast, race, storedBid, storedGig, type Cast } from '../../../../test/fixtures/bids.ts';
import { converse, send } from '../../../../test/fixtures/conversations.ts';
import {
  accept,
  deliveredOrder,
  getOrderAs,
  orderEventsOf,
  orderNotifications,
  paidOrder,
  uploadFile,
} from '../../../../test/fixtures/orders.ts';
import { approvedBid } from '../../../../test/fixtures/payments.ts';
import {
  askCancellation,
  disputeMessages,
  expectStatus,
  listDisputes,
  moneyOf,
  openDispute,
  operatorSession,
  orderRows,
  REASON,
  refundsOf,
  resolve,
} from '../../../../test/fixtures/settlements.ts';

/** Disputes: opened by either side of a paid order, listed for operators, decided once as release, refund or split. */

let t: TestApp;
let people: Cast;
let operator: Session;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
  operator = await operatorSession(t.app, t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;

async function disputedOrder(opener: 'buyer' | 'owner' = 'buyer', delivered = false) {
  const setup = delivered ? await deliveredOrder(t.app, people) : { ...(await paidOrder(t.app, people)), order: null };
  expectStatus(await openDispute(people[opener], t.app, setup.bid._id), 200);
  return setup;
}

test.each(['buyer', 'owner'] as const)(
  'the %s opens a dispute: disputed, the other side told, an open request closed',
  async (who) => {
    const { bid } = await paidOrder(t.app, people);
    expectStatus(await askCancellation(people.buyer, t.app, bid._id), 200);
    const order = expectStatus(await openDispute(people[who], t.app, bid._id), 200).json();
    const side = who === 'buyer' ? 'buyer' : 'seller';
    expect(order).toMatchObject({
      status: 'disputed',
      cancellation: null,
      dispute: { openedBy: side, reason: REASON, outcome: null, resolvedAt: null },
    });
    expect((await orderRows(db(), bid._id)).cancellations).toMatchObject([{ status: 'closed' }]);
    expect(await orderEventsOf(db(), bid._id, 'dispute')).toMatchObject([{ actor: side, note: REASON }]);
    const other = who === 'buyer' ? people.owner : people.buyer;
    expect((await orderNotifications(db(), bid._id, 'order_disputed')).map((row) => row.userId)).toEqual([
      other.user._id,
    ]);
    expect((await getOrderAs(operator, t.app, bid._id)).json()).toMatchObject({
      viewerRole: 'operator',
      actions: ['resolve'],
    });
  },
);

test(
  'a delivered order can be disputed; unpaid 409 ORDER_NOT_PAID; disputed ' +
    'or completed 409 ORDER_WRONG_STATE; strangers 404, visitors 401',
  async () => {
    expect(
      expectStatus(await openDispute(people.owner, t.app, (await deliveredOrder(t.app, people)).bid._id), 200).json()
        .status,
    ).toBe('disputed');
    const { bid: unpaid } = await approvedBid(people, t.app);
    const { bid: disputed } = await disputedOrder();
    const done = (await deliveredOrder(t.app, people)).bid;
    expectStatus(await accept(people.buyer, t.app, done._id), 200);
    const cases = [
      [unpaid._id, 'ORDER_NOT_PAID'],
      [disputed._id, 'ORDER_WRONG_STATE'],
      [done._id, 'ORDER_WRONG_STATE'],
    ] as const;
    for (const [id, code] of cases) {
      const before = await orderRows(db(), id);
      expect((await openDispute(people.buyer, t.app, id)).json()).toMatchObject({ status: 409, code });
      expect(await orderRows(db(), id)).toEqual(before);
    }
    const { bid } = await paidOrder(t.app, people);
    expect((await openDispute(null, t.app, bid._id)).statusCode).toBe(401);
    for (const stranger of [people.otherBuyer, people.otherSeller, operator])
      expect((await openDispute(stranger, t.app, bid._id)).statusCode).toBe(404);
    expect((await openDispute(people.buyer, t.app, bid._id, 'short')).statusCode).toBe(400);
    expect((await storedBid(db(), bid._id)).status).toBe('in_progress');
  },
);

test(
  'operators only: the queue, the messages and the decision are 401 ' +
    'for visitors and 403 OPERATOR_ONLY for the two people and others',
  async () => {
    const { bid } = await disputedOrder();
    const before = await orderRows(db(), bid._id);
    for (const call of [
      (who: Session | null) => listDisputes(who, t.app),
      (who: Session | null) => disputeMessages(who, t.app, bid._id),
      (who: Session | null) => resolve(who, t.app, bid._id, { outcome: 'release' }),
    ]) {
      expect((await call(null)).statusCode).toBe(401);
      for (const who of [people.buyer, people.owner, people.otherBuyer])
        expect((await call(who)).json()).toMatchObject({ status: 403, code: 'OPERATOR_ONLY' });
    }
    expect(await orderRows(db(), bid._id)).toEqual(before);
    const { bid: calm } = await paidOrder(t.app, people);
    expect((await disputeMessages(operator, t.app, calm._id)).json()).toMatchObject({
      status: 404,
      code: 'ORDER_NOT_FOUND',
    });
    expect((await resolve(operator, t.app, calm._id, { outcome: 'refund' })).json()).toMatchObject({
      status: 404,
      code: 'ORDER_NOT_FOUND',
    });
    expect((await resolve(operator, t.app, 'nope', { outcome: 'refund' })).statusCode).toBe(404);
    expect((await getOrderAs(operator, t.app, calm._id)).statusCode).toBe(404);
  },
);

test('the queue lists undecided disputes the oldest first, a page at a time, without repeats', async () => {
  const opened: string[] = [];
  for (let i = 0; i < 3; i += 1) opened.push((await disputedOrder(i % 2 ? 'owner' : 'buyer')).bid._id);
  const seen: string[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: { bidId: string }[]; nextCursor: string | null } = expectStatus(
      await listDisputes(operator, t.app, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`),
      200,
    ).json();
    expect(page.items.length).toBeLessThanOrEqual(2);
    seen.push(...page.items.map((item) => item.bidId));
    cursor = page.nextCursor;
  } while (cursor);
  expect(new Set(seen).size).toBe(seen.length);
  expect(seen.slice(-3)).toEqual(opened);
  const item = expectStatus(await listDisputes(operator, t.app, '?limit=50'), 200)
    .json()
    .items.find((row: { bidId: string }) => row.bidId === opened[1]);
  expect(item).toMatchObject({
    buyerUsername: people.buyer.user.username,
    sellerUsername: people.owner.user.username,
    openedBy: 'seller',
    reason: REASON,
  });
  expect((await listDisputes(operator, t.app, '?cursor=garbage')).json()).toMatchObject({
    status: 400,
    code: 'INVALID_CURSOR',
  });
  expectStatus(await resolve(operator, t.app, opened[0]!, { outcome: 'release' }), 200);
  const after = expectStatus(await listDisputes(operator, t.app, '?limit=50'), 200).json();
  expect(after.items.map((row: { bidId: string }) => row.bidId)).not.toContain(opened[0]);
});

test(
  "the operator reads the two people's messages with their files, the " +
    "newest first, and downloads the disputed order's files; others still 404",
  async () => {
    const { bid, order } = await disputedOrder('buyer', true);
    const conversation = await converse(people.buyer, people.owner);
    const brief = await uploadFile(people.buyer, 'brief.pdf');
    const withFile = expectStatus(
      await people.buyer.request({
        method: 'POST',
        url: '/api/messages',
        payload: { conversationId: conversation._id, desc: 'The brief, attached.', files: [brief._id] },
      }),
      201,
    ).json();
    await send(people.owner, conversation._id, 'Received, thank you.');
    const first = expectStatus(await disputeMessages(operator, t.app, bid._id, '?limit=1'), 200).json();
    expect(first.items).toMatchObject([{ desc: 'Received, thank you.', userId: people.owner.user._id }]);
    expect(first.nextCursor).toEqual(expect.any(String));
    const all = expectStatus(await disputeMessages(operator, t.app, bid._id, '?limit=50'), 200).json();
    expect(all.items.find((message: { _id: string }) => message._id === withFile._id)).toMatchObject({
      files: [{ _id: brief._id, name: 'brief.pdf' }],
    });

    const delivered = order!.deliveries[0]!.files[0]!._id;
    for (const fileId of [delivered, brief._id]) {
      expect((await operator.request({ method: 'GET', url: `/api/files/${fileId}` })).statusCode).toBe(200);
      expect((await people.otherBuyer.request({ method: 'GET', url: `/api/files/${fileId}` })).statusCode).toBe(404);
    }
    const { bid: calm } = await deliveredOrder(t.app, people);
    const calmFile = (await getOrderAs(people.buyer, t.app, calm._id)).json().deliveries[0].files[0]._id;
    // A delivery of an order without a dispute stays private, even between the same two people.
    expect((await operator.request({ method: 'GET', url: `/api/files/${calmFile}` })).statusCode).toBe(404);
    const strangerFile = await uploadFile(people.otherSeller, 'unrelated.pdf');
    expect((await operator.request({ method: 'GET', url: `/api/files/${strangerFile._id}` })).statusCode).toBe(404);
  },
);

test('release: completed, all to the seller, one more sale, both told, the decision kept', async () => {
  const { gig, bid } = await disputedOrder();
  const sales = (await storedGig(db(), gig._id)).sales;
  const order = expectStatus(await resolve(operator, t.app, bid._id, { outcome: 'release' }), 200).json();
  const cents = bid.amount * 100;
  expect(order).toMatchObject({
    status: 'completed',
    viewerRole: 'operator',
    dispute: { outcome: 'release', refundAmount: null },
    money: { held: 0, released: bid.amount, refunded: 0 },
  });
  expect(await moneyOf(db(), bid._id)).toEqual({ paid: cents, held: 0, released: cents, refunded: 0 });
  expect(await refundsOf(db(), bid._id)).toEqual([]);
  expect(await storedGig(db(), gig._id)).toMatchObject({ status: 'available', sales: sales + 1 });
  expect((await orderRows(db(), bid._id)).disputes).toMatchObject([
    { outcome: 'release', resolvedBy: operator.user._id },
  ]);
  expect((await orderNotifications(db(), bid._id, 'dispute_resolved')).map((row) => row.userId).sort()).toEqual(
    [people.buyer.user._id, people.owner.user._id].sort(),
  );
});

test('refund: refunded, all back to the buyer through the gateway, no sale', async () => {
  const { gig, bid } = await disputedOrder('owner', true);
  const sales = (await storedGig(db(), gig._id)).sales;
  const order = expectStatus(await resolve(operator, t.app, bid._id, { outcome: 'refund' }), 200).json();
  const cents = bid.amount * 100;
  expect(order).toMatchObject({ status: 'refunded', dispute: { outcome: 'refund', refundAmount: bid.amount } });
  expect(await moneyOf(db(), bid._id)).toEqual({ paid: cents, held: 0, released: 0, refunded: cents });
  expect(await refundsOf(db(), bid._id)).toMatchObject([{ status: 'succeeded', amountCents: cents }]);
  expect(await storedGig(db(), gig._id)).toMatchObject({ status: 'available', sales });
  expect(await orderEventsOf(db(), bid._id, 'resolve_refund')).toMatchObject([
    { actor: 'operator', actorId: operator.user._id, amountCents: cents },
  ]);
});

test(
  'split: the refund amount back to the buyer, the rest to the ' +
    'seller; the amount must be more than 0 and less than paid',
  async () => {
    const { bid } = await disputedOrder();
    const before = await orderRows(db(), bid._id);
    for (const refundAmount of [undefined, 0, -1, bid.amount, bid.amount + 1]) {
      expect((await resolve(operator, t.app, bid._id, { outcome: 'split', refundAmount })).json()).toMatchObject({
        status: 400,
        code: 'DISPUTE_REFUND_INVALID',
      });
    }
    expect((await resolve(operator, t.app, bid._id, { outcome: 'halves' })).statusCode).toBe(400);
    expect(await orderRows(db(), bid._id)).toEqual(before);
    const order = expectStatus(
      await resolve(operator, t.app, bid._id, { outcome: 'split', refundAmount: 12.5 }),
      200,
    ).json();
    const cents = bid.amount * 100;
    expect(order).toMatchObject({
      status: 'refunded',
      dispute: { outcome: 'split', refundAmount: 12.5 },
      money: { paid: bid.amount, held: 0, refunded: 12.5 },
    });
    expect(await moneyOf(db(), bid._id)).toEqual({ paid: cents, held: 0, released: cents - 1250, refunded: 1250 });
    expect(await refundsOf(db(), bid._id)).toMatchObject([{ status: 'succeeded', amountCents: 1250 }]);
  },
);

test('deciding twice is 409 and changes nothing; three operators deciding at once: one decision', async () => {
  const { bid } = await disputedOrder();
  expectStatus(await resolve(operator, t.app, bid._id, { outcome: 'refund' }), 200);
  const before = await orderRows(db(), bid._id);
  expect((await resolve(operator, t.app, bid._id, { outcome: 'release' })).json()).toMatchObject({
    status: 409,
    code: 'ORDER_WRONG_STATE',
  });
  expect(await orderRows(db(), bid._id)).toEqual(before);

  const { gig, bid: raced } = await disputedOrder();
  const { responses } = await race(t.app, db(), t.database.kind, gig._id, [
    () => resolve(operator, t.app, raced._id, { outcome: 'release' }),
    () => resolve(operator, t.app, raced._id, { outcome: 'refund' }),
    () => resolve(operator, t.app, raced._id, { outcome: 'split', refundAmount: 10 }),
  ]);
  expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
  const money = await moneyOf(db(), raced._id);
  expect(money.held).toBe(0);
  expect(money.released + money.refunded).toBe(money.paid);
  expect((await orderRows(db(), raced._id)).disputes.filter((row) => row.outcome !== null)).toHaveLength(1);
});

test('the operator reads the text as written beside the masked one; the two people and others never do', async () => {
  const { bid } = await disputedOrder('buyer');
  const conversation = await converse(people.buyer, people.owner);
  const written = 'Pay me outside instead: paypal.me/writer42 or call 06 12 34 56 78';
  const sent = expectStatus(
    await people.owner.request({
      method: 'POST',
      url: '/api/messages',
      payload: { conversationId: conversation._id, desc: written },
    }),
    201,
  ).json();
  expect(sent).toMatchObject({
    desc: 'Pay me outside instead: [contact hidden] or call [contact hidden]',
    masked: true,
  });
  expect(sent).not.toHaveProperty('originalDesc');
  await send(people.buyer, conversation._id, 'No, we keep it on Inkwell.');
  const page = expectStatus(await disputeMessages(operator, t.app, bid._id, '?limit=2'), 200).json();
  expect(page.items).toMatchObject([
    { desc: 'No, we keep it on Inkwell.', masked: false, originalDesc: null },
    { _id: sent._id, desc: sent.desc, masked: true, originalDesc: written },
  ]);
  for (const who of [null, people.buyer, people.owner, people.otherBuyer]) {
    const answer = await disputeMessages(who, t.app, bid._id);
    expect(answer.statusCode).toBe(who ? 403 : 401);
    expect(answer.body).not.toContain('06 12 34 56 78');
  }
});
