import { TEST_CARDS } from '@inkwell/domain/payments/card.rules';
import { feeCentsOf } from '@inkwell/domain/pricing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ledgerEntries } from '../../../db/schema/ledger.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { buyerSession } from '../../../../test/fixtures/gigs.ts';
import { cast, complete, storedBid, type Cast } from '../../../../test/fixtures/bids.ts';
import { accept, completedOrder, deliveredOrder, deliverFile, paidOrder } from '../../../../test/fixtures/orders.ts';
import {
  approvedBid,
  escrowOf,
  ledgerOf,
  pay,
  paymentsOf,
  payWithCard,
  startPaying,
} from '../../../../test/fixtures/payments.ts';
import {
  acceptCancellation,
  askCancellation,
  cancelBid,
  expectStatus,
  openDispute,
  operatorSession,
  resolve,
} from '../../../../test/fixtures/settlements.ts';
import type { Session } from '../../../../test/test-app.ts';

/**
 * The escrow ledger: every movement of money is two lines that add up to 0; for every order paid =
 * held + released + refunded; escrow holds exactly the money of paid orders under way; revenue,
 * spending and each bid's payment state (refunded and split included) are read from it.
 */

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

/**
 * Every movement is two lines of one kind and one bid adding up to 0; for every order
 * paid = held + released + refunded, and escrow holds only what orders under way paid.
 */
async function checkLedgerBalances() {
  const movements = await db().execute(sql`
    SELECT movement_id, count(*)::int AS lines, sum(amount_cents)::int AS total, count(DISTINCT kind)::int
    AS kinds, count(DISTINCT bid_id)::int AS bids
    FROM ${ledgerEntries} GROUP BY movement_id`);
  const rows = (movements as unknown as { rows: { lines: number; total: number; kinds: number; bids: number }[] }).rows;
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toMatchObject({ lines: 2, total: 0, kinds: 1, bids: 1 });
  const orders = await db().execute(sql`
    SELECT b.id, b.status, b.amount_cents AS amount,
      coalesce(sum(e.amount_cents) FILTER (WHERE e.kind = 'payment' AND e.account = 'escrow'), 0)::int AS paid,
      coalesce(sum(e.amount_cents) FILTER (WHERE e.account = 'escrow'), 0)::int AS held,
      coalesce(sum(e.amount_cents) FILTER (WHERE e.kind = 'release' AND e.account = 'seller'), 0)::int AS released,
      coalesce(sum(e.amount_cents) FILTER (WHERE e.kind = 'refund' AND e.account = 'buyer'), 0)::int AS refunded
    FROM bids b LEFT JOIN ${ledgerEntries} e ON e.bid_id = b.id GROUP BY b.id`);
  for (const row of (
    orders as unknown as {
      rows: { status: string; amount: number; paid: number; held: number; released: number; refunded: number }[];
    }
  ).rows) {
    expect(row.paid).toBe(row.held + row.released + row.refunded);
    expect(row.held).toBeGreaterThanOrEqual(0);
    if (row.paid > 0) expect(row.paid).toBe(row.amount);
    if (['in_progress', 'delivered', 'disputed'].includes(row.status)) expect(row.held).toBe(row.amount);
    else expect(row.held).toBe(0);
    if (row.status === 'completed') expect(row.released).toBeGreaterThan(0);
    if (row.status === 'refunded') expect(row.refunded).toBeGreaterThan(0);
  }
}

test(
  'after orders paid, declined then paid, processing, delivered, accepted, cancelled with ' +
    'a refund, disputed and split, and paid at once by many buyers, the ledger balances',
  async () => {
    const accepted = await completedOrder(t.app, people);

    const declinedThenPaid = await approvedBid(people, t.app);
    const intent = await startPaying(people.buyer, t.app, declinedThenPaid.bid._id);
    expect((await payWithCard(people.buyer, t.app, intent.clientSecret, TEST_CARDS.insufficientFunds)).statusCode).toBe(
      402,
    );
    expect((await payWithCard(people.buyer, t.app, intent.clientSecret, TEST_CARDS.succeeds)).statusCode).toBe(200);

    const unpaid = await approvedBid(people, t.app);
    await startPaying(people.buyer, t.app, unpaid.bid._id);
    expectStatus(await cancelBid(people.owner, t.app, unpaid.bid._id), 200);
    expect((await paymentsOf(db(), unpaid.bid._id)).map((p) => p.status)).toEqual(['canceled']);

    const processing = await approvedBid(people, t.app);
    await pay(people.buyer, t.app, processing.bid._id, TEST_CARDS.processing);

    const cancelled = await deliveredOrder(t.app, people);
    expectStatus(await askCancellation(people.buyer, t.app, cancelled.bid._id), 200);
    expectStatus(await acceptCancellation(people.owner, t.app, cancelled.bid._id), 200);

    const split = await paidOrder(t.app, people);
    expectStatus(await openDispute(people.owner, t.app, split.bid._id), 200);
    expectStatus(await resolve(operator, t.app, split.bid._id, { outcome: 'split', refundAmount: 7.25 }), 200);

    const buyers = await Promise.all(Array.from({ length: 6 }, () => buyerSession(t.app)));
    const orders = await Promise.all(buyers.map((buyer) => approvedBid({ ...people, buyer }, t.app)));
    await Promise.all(orders.map((order, i) => pay(buyers[i]!, t.app, order.bid._id)));
    await Promise.all(orders.slice(0, 3).map((order) => deliverFile(people.owner, t.app, order.bid._id)));
    await Promise.all(orders.slice(0, 2).map((order, i) => accept(buyers[i]!, t.app, order.bid._id)));

    await checkLedgerBalances();
    const cents = (order: { bid: { amount: number } }) => Math.round(order.bid.amount * 100);
    expect(escrowOf(await ledgerOf(db(), accepted.bid._id))).toBe(0);
    expect(escrowOf(await ledgerOf(db(), declinedThenPaid.bid._id))).toBe(cents(declinedThenPaid));
    expect(await ledgerOf(db(), unpaid.bid._id)).toEqual([]);
    // The processing card settles 3 s after it was paid (the sweeper asks again): before that nothing has
    // moved, after it exactly the payment. Read while its status holds still, so the two readings agree.
    const statusOf = async () => (await paymentsOf(db(), processing.bid._id)).map((p) => p.status).join();
    let before: string;
    let lines: Awaited<ReturnType<typeof ledgerOf>>;
    do {
      before = await statusOf();
      lines = await ledgerOf(db(), processing.bid._id);
    } while (before !== (await statusOf()));
    expect(lines.map((line) => line.kind)).toEqual(before === 'succeeded' ? ['payment', 'payment'] : []);
    expect(['processing', 'succeeded']).toContain(before);
    expect((await ledgerOf(db(), cancelled.bid._id)).map((line) => line.kind).sort()).toEqual([
      'payment',
      'payment',
      'refund',
      'refund',
    ]);
    // The released part pays the platform's fee (10 % by default); the refunded part takes none.
    expect((await ledgerOf(db(), split.bid._id)).map((line) => line.kind).sort()).toEqual([
      'fee',
      'fee',
      'payment',
      'payment',
      'refund',
      'refund',
      'release',
      'release',
    ]);
  },
);

test(
  'a payment still processing holds the order: neither a cancellation ' +
    'nor the timer ends it, and its money never arrives for a settled order',
  async () => {
    const { bid } = await approvedBid(people, t.app);
    await pay(people.buyer, t.app, bid._id, TEST_CARDS.processing);
    expect((await cancelBid(people.owner, t.app, bid._id)).json()).toMatchObject({
      status: 409,
      code: 'PAYMENT_PROCESSING',
    });
    expect((await complete(people.owner, t.app, bid._id)).json()).toMatchObject({
      status: 409,
      code: 'ORDER_DELIVER_FIRST',
    });
    expect((await storedBid(db(), bid._id)).status).toBe('approved');
    await checkLedgerBalances();
  },
);

test("each bid's payment state, the buyer's spending and the seller's revenue come from the ledger", async () => {
  const buyer = await buyerSession(t.app);
  const owner = people.owner;
  const before = (await owner.request({ method: 'GET', url: '/api/payments/summary' })).json();
  const statsBefore = (await owner.request({ method: 'GET', url: '/api/gigs/stats' })).json();
  const a = await approvedBid({ ...people, buyer }, t.app);
  const b = await approvedBid({ ...people, buyer }, t.app);
  const c = await approvedBid({ ...people, buyer }, t.app);
  await pay(buyer, t.app, a.bid._id);
  await pay(buyer, t.app, b.bid._id);
  await pay(buyer, t.app, c.bid._id);
  await deliverFile(owner, t.app, b.bid._id);
  expectStatus(await accept(buyer, t.app, b.bid._id), 200);
  expectStatus(await openDispute(buyer, t.app, c.bid._id), 200);
  expectStatus(await resolve(operator, t.app, c.bid._id, { outcome: 'split', refundAmount: 10 }), 200);
  const d = await approvedBid({ ...people, buyer }, t.app);
  const e = await approvedBid({ ...people, buyer }, t.app);
  await pay(buyer, t.app, e.bid._id);
  expectStatus(await askCancellation(owner, t.app, e.bid._id), 200);
  expectStatus(await acceptCancellation(buyer, t.app, e.bid._id), 200);
  const f = await approvedBid({ ...people, buyer }, t.app);
  expectStatus(await cancelBid(buyer, t.app, f.bid._id), 200);

  const mine = (await buyer.request({ method: 'GET', url: '/api/bids/me' })).json().items as {
    _id: string;
    paymentState: string;
  }[];
  const state = (id: string) => mine.find((bid) => bid._id === id)!.paymentState;
  expect([a, b, c, d, e, f].map((order) => state(order.bid._id))).toEqual([
    'in_escrow',
    'released',
    'split',
    'awaiting_payment',
    'refunded',
    'none',
  ]);

  const spent = a.bid.amount + b.bid.amount + c.bid.amount + e.bid.amount - 10 - e.bid.amount;
  expect((await buyer.request({ method: 'GET', url: '/api/payments/summary' })).json()).toEqual({
    spent,
    inEscrow: a.bid.amount,
    earned: 0,
  });
  // The seller earns what was released less the platform's fee at the default 10 %, rounded half up.
  const net = (dollars: number) => {
    const cents = Math.round(dollars * 100);
    return (cents - feeCentsOf(cents, 1000)) / 100;
  };
  const earned = net(b.bid.amount) + net(c.bid.amount - 10);
  const after = (await owner.request({ method: 'GET', url: '/api/payments/summary' })).json();
  expect(after.earned).toBeCloseTo(before.earned + earned, 2);
  const statsAfter = (await owner.request({ method: 'GET', url: '/api/gigs/stats' })).json();
  expect(statsAfter.totalRevenue).toBeCloseTo(statsBefore.totalRevenue + earned, 2);
  expect(statsAfter.totalRevenue).toBeCloseTo(after.earned, 2);
  expect((await t.app.inject({ method: 'GET', url: '/api/payments/summary' })).statusCode).toBe(401);
});
