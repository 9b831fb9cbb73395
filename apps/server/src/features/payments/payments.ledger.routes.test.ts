import { TEST_CARDS } from '@inkwell/domain/payments/card.rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ledgerEntries } from '../../db/schema/payments.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buyerSession } from '../../../test/fixtures/gigs.ts';
import { cast, complete, storedBid, type Cast } from '../../../test/fixtures/bids.ts';
import { approvedBid, escrowOf, ledgerOf, pay, paymentsOf, payWithCard, startPaying } from '../../../test/fixtures/payments.ts';

/**
 * The escrow ledger: every movement of money is two lines that add up to 0; escrow holds exactly the
 * money of paid orders under way; revenue, spending and each bid's payment state are read from it.
 */

let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;

async function checkLedgerBalances() {
  const movements = await db().execute(sql`
    SELECT movement_id, count(*)::int AS lines, sum(amount_cents)::int AS total, count(DISTINCT kind)::int AS kinds, count(DISTINCT bid_id)::int AS bids
    FROM ${ledgerEntries} GROUP BY movement_id`);
  const rows = (movements as unknown as { rows: { lines: number; total: number; kinds: number; bids: number }[] }).rows;
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toMatchObject({ lines: 2, total: 0, kinds: 1, bids: 1 });
  const escrow = await db().execute(sql`
    SELECT b.id, b.status, b.amount_cents AS amount, coalesce(sum(e.amount_cents) FILTER (WHERE e.account = 'escrow'), 0)::int AS escrow,
      bool_or(e.kind = 'payment') AS paid
    FROM bids b LEFT JOIN ${ledgerEntries} e ON e.bid_id = b.id GROUP BY b.id`);
  for (const row of (escrow as unknown as { rows: { status: string; amount: number; escrow: number; paid: boolean | null }[] }).rows) {
    expect(row.escrow).toBeGreaterThanOrEqual(0);
    if (row.status === 'in_progress' && row.paid) expect(row.escrow).toBe(row.amount);
    if (row.status !== 'in_progress') expect(row.escrow).toBe(0);
  }
}

test('after orders paid, declined then paid, processing, paid outside, completed, and paid at once by many buyers, the ledger balances', async () => {
  const paidAndCompleted = await approvedBid(people, t.app);
  await pay(people.buyer, t.app, paidAndCompleted.bid._id);
  expect((await complete(people.owner, t.app, paidAndCompleted.bid._id)).statusCode).toBe(200);

  const declinedThenPaid = await approvedBid(people, t.app);
  const intent = await startPaying(people.buyer, t.app, declinedThenPaid.bid._id);
  expect((await payWithCard(people.buyer, t.app, intent.clientSecret, TEST_CARDS.insufficientFunds)).statusCode).toBe(402);
  expect((await payWithCard(people.buyer, t.app, intent.clientSecret, TEST_CARDS.succeeds)).statusCode).toBe(200);

  const outside = await approvedBid(people, t.app);
  await startPaying(people.buyer, t.app, outside.bid._id);
  expect((await complete(people.owner, t.app, outside.bid._id)).statusCode).toBe(200);
  expect((await paymentsOf(db(), outside.bid._id)).map((p) => p.status)).toEqual(['canceled']);

  const processing = await approvedBid(people, t.app);
  await pay(people.buyer, t.app, processing.bid._id, TEST_CARDS.processing);

  const buyers = await Promise.all(Array.from({ length: 6 }, () => buyerSession(t.app)));
  const orders = await Promise.all(buyers.map((buyer) => approvedBid({ ...people, buyer }, t.app)));
  await Promise.all(orders.map((order, i) => pay(buyers[i]!, t.app, order.bid._id)));
  await Promise.all(orders.slice(0, 3).map((order) => complete(people.owner, t.app, order.bid._id)));

  await checkLedgerBalances();
  expect(escrowOf(await ledgerOf(db(), paidAndCompleted.bid._id))).toBe(0);
  expect(escrowOf(await ledgerOf(db(), declinedThenPaid.bid._id))).toBe(Math.round(declinedThenPaid.bid.amount * 100));
  expect((await ledgerOf(db(), outside.bid._id)).map((line) => line.kind)).toEqual(['paid_outside', 'paid_outside']);
  expect(await ledgerOf(db(), processing.bid._id)).toEqual([]);
});

test('a payment still processing cannot be completed (409), so its money never arrives for a settled order', async () => {
  const { bid } = await approvedBid(people, t.app);
  await pay(people.buyer, t.app, bid._id, TEST_CARDS.processing);
  const response = await complete(people.owner, t.app, bid._id);
  expect(response.json()).toMatchObject({ status: 409, code: 'PAYMENT_PROCESSING' });
  expect((await storedBid(db(), bid._id)).status).toBe('approved');
  await checkLedgerBalances();
});

test('each bid\'s payment state, the buyer\'s spending and the seller\'s revenue come from the ledger', async () => {
  const buyer = await buyerSession(t.app);
  const owner = people.owner;
  const before = (await owner.request({ method: 'GET', url: '/api/payments/summary' })).json();
  const statsBefore = (await owner.request({ method: 'GET', url: '/api/gigs/stats' })).json();
  const a = await approvedBid({ ...people, buyer }, t.app);
  const b = await approvedBid({ ...people, buyer }, t.app);
  const c = await approvedBid({ ...people, buyer }, t.app);
  await pay(buyer, t.app, a.bid._id);
  await pay(buyer, t.app, b.bid._id);
  await complete(owner, t.app, b.bid._id);
  await complete(owner, t.app, c.bid._id);
  const d = await approvedBid({ ...people, buyer }, t.app);

  const mine = (await buyer.request({ method: 'GET', url: '/api/bids/me' })).json().items as { _id: string; paymentState: string }[];
  const state = (id: string) => mine.find((bid) => bid._id === id)!.paymentState;
  expect([state(a.bid._id), state(b.bid._id), state(c.bid._id), state(d.bid._id)]).toEqual(['in_escrow', 'released', 'paid_outside', 'awaiting_payment']);

  expect((await buyer.request({ method: 'GET', url: '/api/payments/summary' })).json()).toEqual({
    spent: a.bid.amount + b.bid.amount + c.bid.amount,
    inEscrow: a.bid.amount,
    earned: 0,
  });
  const after = (await owner.request({ method: 'GET', url: '/api/payments/summary' })).json();
  expect(after.earned).toBeCloseTo(before.earned + b.bid.amount + c.bid.amount, 2);
  const statsAfter = (await owner.request({ method: 'GET', url: '/api/gigs/stats' })).json();
  expect(statsAfter.totalRevenue).toBeCloseTo(statsBefore.totalRevenue + b.bid.amount + c.bid.amount, 2);
  expect(statsAfter.totalRevenue).toBeCloseTo(after.earned, 2);
  expect((await t.app.inject({ method: 'GET', url: '/api/payments/summary' })).statusCode).toBe(401);
});
