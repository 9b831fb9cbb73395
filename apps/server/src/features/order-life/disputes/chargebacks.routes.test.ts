import { feeCentsOf } from '@inkwell/domain/pricing';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { clearDueReleases } from '../../ledger/index.ts';
import { createTestApp, type Session, type TestApp } from '../../../../test/test-app.ts';
import { approve, cast, gigWithBid, storedBid, type Cast } from '../../../../test/fixtures/bids.ts';
import {
  accept,
  deliverFile,
  getOrderAs,
  orderEventsOf,
  orderSnapshot,
  paidOrder,
} from '../../../../test/fixtures/orders.ts';
import {
  acceptCancellation,
  askCancellation,
  expectStatus,
  listDisputes,
  operatorSession,
  resolve,
} from '../../../../test/fixtures/settlements.ts';
import { afterClearing, balanceOf, bidLedger, earn } from '../../../../test/fixtures/payouts.ts';
import {
  accountOf,
  CHARGEBACK_REASON,
  chargeBack,
  chargebackRows,
  decideChargeback,
  platformSums,
} from '../../../../test/fixtures/chargebacks.ts';

/**
 * Chargebacks with the demo gateway's control (decision 058): who may record one, and what it does
 * where the order's money is: in escrow the order is disputed; released and clearing, the seller's
 * share is held and does not clear until an operator decides; cleared, the platform pays.
 */

let t: TestApp;
let people: Cast;
let operator: Session;
beforeAll(async () => {
  t = await createTestApp({}, { payouts: { clearingSweepMs: 0, payoutSweepMs: 0 } });
  people = await cast(t.app);
  operator = await operatorSession(t.app, t.database.db);
});
afterAll(() => t.close());

const db = () => t.database.db;

test('recording a chargeback: 401 visitor, 403 buyer, seller and another seller; nothing changed', async () => {
  const { bidId } = await earn(t.app, people, 120);
  const before = await orderSnapshot(db(), bidId);
  expect((await chargeBack(null, t.app, bidId)).statusCode).toBe(401);
  for (const session of [people.buyer, people.owner, people.otherSeller]) {
    expect((await chargeBack(session, t.app, bidId)).json()).toMatchObject({ status: 403, code: 'OPERATOR_ONLY' });
  }
  expect(await orderSnapshot(db(), bidId)).toEqual(before);
  expect(await chargebackRows(db(), bidId)).toEqual([]);
});

test('an unknown order is 404, a missing reason 400, an unpaid one 409 ORDER_NOT_PAID, nothing changed', async () => {
  for (const id of ['not-an-id', '00000000-0000-4000-8000-000000000000']) {
    expect((await chargeBack(operator, t.app, id)).json()).toMatchObject({ status: 404, code: 'ORDER_NOT_FOUND' });
  }
  const { bidId } = await earn(t.app, people, 80);
  expect((await getOrderAs(operator, t.app, bidId)).statusCode).toBe(404);
  for (const body of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }]) {
    expect((await chargeBack(operator, t.app, bidId, body)).statusCode).toBe(400);
  }
  const seller = await cast(t.app);
  const { bid } = await gigWithBid(seller);
  expectStatus(await approve(seller.owner, t.app, bid._id), 200);
  expect((await chargeBack(operator, t.app, bid._id)).json()).toMatchObject({ status: 409, code: 'ORDER_NOT_PAID' });
  expect(await chargebackRows(db(), bid._id)).toEqual([]);
  expect(await chargebackRows(db(), bidId)).toEqual([]);
});

test(
  "while it clears: the seller's share moves from pending to " + 'held, does not clear, and a second one is 409',
  async () => {
    const seller = await cast(t.app);
    const { bidId } = await earn(t.app, seller, 200);
    const net = 20_000 - feeCentsOf(20_000, 1000);
    const response = await chargeBack(operator, t.app, bidId);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ bidId, stage: 'clearing', amount: 200, held: net / 100, outcome: null });
    expect(await bidLedger(db(), bidId)).toEqual(
      expect.arrayContaining([
        { kind: 'chargeback_hold', account: 'seller', amountCents: -net },
        { kind: 'chargeback_hold', account: 'seller_held', amountCents: net },
      ]),
    );
    expect(await balanceOf(seller.owner, t.app)).toMatchObject({ pending: 0, available: 0, nextClearing: null });
    await clearDueReleases(db(), t.config.money.clearingMs, afterClearing());
    expect(await balanceOf(seller.owner, t.app)).toMatchObject({ pending: 0, available: 0 });
    expect(await accountOf(db(), seller.owner.user._id, 'seller_held')).toBe(net);
    expect((await chargeBack(operator, t.app, bidId)).json()).toMatchObject({ status: 409, code: 'CHARGEBACK_EXISTS' });
    const [event] = await orderEventsOf(db(), bidId, 'chargeback');
    expect(event).toMatchObject({ actor: 'operator', note: CHARGEBACK_REASON, amountCents: 20_000 });
    expect((await storedBid(db(), bidId))?.status).toBe('completed');
    // Operators read the order they decide, with its timeline; its people read the chargeback there too.
    const read = (await getOrderAs(operator, t.app, bidId)).json();
    expect(read).toMatchObject({ viewerRole: 'operator' });
    expect(read.timeline.at(-1)).toMatchObject({ type: 'chargeback', actor: 'operator', note: CHARGEBACK_REASON });
    const buyerReads = (await getOrderAs(seller.buyer, t.app, bidId)).json();
    expect(buyerReads.timeline.at(-1)).toMatchObject({ type: 'chargeback' });
  },
);

test('decided for the seller: the held share is pending again and clears as usual; deciding again is 409', async () => {
  const seller = await cast(t.app);
  const { bidId } = await earn(t.app, seller, 150);
  const net = 15_000 - feeCentsOf(15_000, 1000);
  expectStatus(await chargeBack(operator, t.app, bidId), 201);
  expect((await decideChargeback(null, t.app, bidId, { outcome: 'seller' })).statusCode).toBe(401);
  for (const session of [seller.buyer, seller.owner, seller.otherSeller]) {
    expect((await decideChargeback(session, t.app, bidId, { outcome: 'seller' })).statusCode).toBe(403);
  }
  expect((await decideChargeback(operator, t.app, bidId, { outcome: 'nobody' })).statusCode).toBe(400);
  expect(await accountOf(db(), seller.owner.user._id, 'seller_held')).toBe(net);
  const decided = await decideChargeback(operator, t.app, bidId, { outcome: 'seller' });
  expect(decided.json()).toMatchObject({ bidId, outcome: 'seller', held: net / 100 });
  expect(await accountOf(db(), seller.owner.user._id, 'seller_held')).toBe(0);
  expect((await balanceOf(seller.owner, t.app)).pending).toBe(net / 100);
  await clearDueReleases(db(), t.config.money.clearingMs, afterClearing());
  expect(await balanceOf(seller.owner, t.app)).toMatchObject({ pending: 0, available: net / 100 });
  expect((await decideChargeback(operator, t.app, bidId, { outcome: 'buyer' })).json()).toMatchObject({
    status: 409,
    code: 'ORDER_WRONG_STATE',
  });
  expect(await orderEventsOf(db(), bidId, 'chargeback_seller')).toHaveLength(1);
});

test(
  "decided for the buyer: the held share and the platform's fee go " + 'to the buyer; the seller keeps nothing of it',
  async () => {
    const seller = await cast(t.app);
    const { bidId } = await earn(t.app, seller, 90);
    const fee = feeCentsOf(9_000, 1000);
    expectStatus(await chargeBack(operator, t.app, bidId), 201);
    const decided = await Promise.all(
      Array.from({ length: 4 }, () => decideChargeback(operator, t.app, bidId, { outcome: 'buyer' })),
    );
    expect(decided.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
    expect(await bidLedger(db(), bidId)).toEqual(
      expect.arrayContaining([
        { kind: 'chargeback_debit', account: 'buyer', amountCents: 9_000 - fee },
        { kind: 'chargeback_loss', account: 'platform', amountCents: -fee },
        { kind: 'chargeback_loss', account: 'buyer', amountCents: fee },
      ]),
    );
    await clearDueReleases(db(), t.config.money.clearingMs, afterClearing());
    expect(await balanceOf(seller.owner, t.app)).toMatchObject({ pending: 0, available: 0, inFlight: 0, paidOut: 0 });
    expect(await accountOf(db(), seller.buyer.user._id, 'buyer')).toBe(0);
    expect(await orderEventsOf(db(), bidId, 'chargeback_buyer')).toHaveLength(1);
  },
);

test("after clearing: the seller's balances are untouched and the platform pays; nothing to decide (404)", async () => {
  const seller = await cast(t.app);
  const { bidId } = await earn(t.app, seller, 60);
  await clearDueReleases(db(), t.config.money.clearingMs, afterClearing());
  const before = await balanceOf(seller.owner, t.app);
  expect(before.available).toBe((6_000 - feeCentsOf(6_000, 1000)) / 100);
  const response = await chargeBack(operator, t.app, bidId, { reason: 'product_not_received' });
  expect(response.json()).toMatchObject({ stage: 'cleared', amount: 60, held: 0 });
  expect(await balanceOf(seller.owner, t.app)).toEqual(before);
  expect(await bidLedger(db(), bidId)).toEqual(
    expect.arrayContaining([
      { kind: 'chargeback_loss', account: 'platform', amountCents: -6_000 },
      { kind: 'chargeback_loss', account: 'buyer', amountCents: 6_000 },
    ]),
  );
  expect((await decideChargeback(operator, t.app, bidId, { outcome: 'buyer' })).statusCode).toBe(404);
});

test('in escrow: the order is disputed on the buyer side, cannot be accepted, and the dispute decides it', async () => {
  const seller = await cast(t.app);
  const { bid } = await paidOrder(t.app, seller);
  await deliverFile(seller.owner, t.app, bid._id);
  expect((await chargeBack(operator, t.app, bid._id)).json()).toMatchObject({ stage: 'escrow', held: 0 });
  expect((await storedBid(db(), bid._id))?.status).toBe('disputed');
  expect((await accept(seller.buyer, t.app, bid._id)).statusCode).toBe(409);
  const queue = (await listDisputes(operator, t.app, '?limit=50')).json() as {
    items: { bidId: string; openedBy: string; reason: string }[];
  };
  expect(queue.items.find((item) => item.bidId === bid._id)).toMatchObject({
    openedBy: 'buyer',
    reason: CHARGEBACK_REASON,
  });
  expect((await balanceOf(seller.owner, t.app)).pending).toBe(0);
  expectStatus(await resolve(operator, t.app, bid._id, { outcome: 'refund' }), 200);
  expect(await chargebackRows(db(), bid._id)).toMatchObject([{ stage: 'escrow', outcome: 'buyer' }]);
});

test('an order refunded in full has nothing to charge back (409); five at once on one order record one', async () => {
  const seller = await cast(t.app);
  const { bid } = await paidOrder(t.app, seller);
  expectStatus(await askCancellation(seller.owner, t.app, bid._id), 200);
  expectStatus(await acceptCancellation(seller.buyer, t.app, bid._id), 200);
  expect((await chargeBack(operator, t.app, bid._id)).json()).toMatchObject({
    status: 409,
    code: 'CHARGEBACK_NOTHING_PAID',
  });
  const { bidId } = await earn(t.app, seller, 75);
  const answers = await Promise.all(Array.from({ length: 5 }, () => chargeBack(operator, t.app, bidId)));
  expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
  expect(await chargebackRows(db(), bidId)).toHaveLength(1);
  expect((await bidLedger(db(), bidId)).filter((line) => line.kind === 'chargeback_hold')).toHaveLength(2);
});

test('each movement balances; each seller: earned - lost = pending + available + in flight + paid + held', async () => {
  const sums = await platformSums(db());
  expect(sums.unbalanced).toBe(0);
  for (const row of sums.sellers) expect(row.earned + row.debited).toBe(row.balances + row.held);
  expect(sums.totals.platform).toBe(sums.totals.fees - sums.totals.losses);
});
