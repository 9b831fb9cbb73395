import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { payoutTransfers } from '../../db/schema/payouts.ts';
import { stripeConnectOf } from '../../lib/payments/stripe-connect.ts';
import { connectEvent } from '../../../test/fake-stripe-connect.ts';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.ts';
import { cast, type Cast } from '../../../test/fixtures/bids.ts';
import { afterClearing, balanceOf, ledgerSums, payoutRow, withdraw } from '../../../test/fixtures/payouts.ts';
import {
  CONNECT_SECRET,
  connectStripeAccount,
  connectWebhook,
  earnThroughStripe,
  stripeTestApp,
  transferRowOf,
} from '../../../test/fixtures/stripe-payouts.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { clearReleasedMoney, sweepDemoPayouts } from './payout-sweeps.ts';
import { sweepStripeMoney } from './stripe-money.ts';

/**
 * A seller's money through Stripe Connect (docs/decisions/057-stripe-connect-payouts.md), against
 * the fake Stripe: at clearing, one Transfer of the order's net from its charge to the seller's
 * connected account, retried until Stripe answers; withdrawals as Stripe payouts on that account,
 * limited to what reached it; payout.paid / payout.failed settling them once, in any order.
 */

let fake: FakeStripe;
let t: TestApp;
let people: Cast;
let accountId: string;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await stripeTestApp(fake);
});
beforeEach(async () => {
  people = await cast(t.app);
  accountId = await connectStripeAccount(people.owner, t.app, fake);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const db = () => t.database.db;
const clearAll = () => clearReleasedMoney(db(), t.config.money.clearingMs, afterClearing());
const sweep = () => sweepStripeMoney({ db: db(), connect: stripeConnectOf(t.config.payments)!, log: t.app.log });
const transfersOf = (bidId: string) => [...fake.transfers.values()].filter((tr) => tr.metadata.bidId === bidId);
const transferRequests = (bidId: string) =>
  fake.requests.filter((r) => r.path === '/v1/transfers' && r.idempotencyKey === `inkwell-transfer-${bidId}`);

function payoutEvent(type: 'payout.paid' | 'payout.failed', po: string, account = accountId, created?: number) {
  const payout = fake.payouts.get(po)!;
  const object = {
    ...payout,
    status: type === 'payout.paid' ? 'paid' : 'failed',
    ...(type === 'payout.failed'
      ? { failure_code: 'account_closed', failure_message: 'The bank account has been closed.' }
      : {}),
  };
  return connectEvent(type, object, { account, secret: CONNECT_SECRET, created });
}

async function sumsHold() {
  const sums = await ledgerSums(db());
  expect(sums.unbalanced).toBe(0);
  for (const s of sums.sellers) expect(s.earned).toBe(s.pending + s.available + s.inFlight + s.paidOut);
  expect(sums.platform.platform).toBe(sums.platform.feeRows);
}

/** An order of $200 earned and cleared, its $180 transferred: what the seller may withdraw through Stripe. */
async function clearedAndTransferred() {
  const earned = await earnThroughStripe(t.app, fake, people, 200);
  await clearAll();
  await sweep();
  return earned;
}

describe('transfers at clearing', () => {
  test("one Transfer of the order's net, from its charge, to the seller's account, with the order's key", async () => {
    const { bidId, chargeId } = await earnThroughStripe(t.app, fake, people, 200);
    expect(await transferRowOf(t.app, bidId)).toBeUndefined();
    await sweep();
    expect(transferRequests(bidId)).toHaveLength(0);
    expect(await clearAll()).toBeGreaterThanOrEqual(1);
    expect(await transferRowOf(t.app, bidId)).toMatchObject({ status: 'pending', amountCents: 18_000 });
    await Promise.all([sweep(), sweep()]);
    await sweep();
    expect(transfersOf(bidId)).toEqual([
      expect.objectContaining({
        amount: 18_000,
        currency: 'usd',
        destination: accountId,
        source_transaction: chargeId,
        transfer_group: `inkwell-order-${bidId}`,
        metadata: { bidId },
      }),
    ]);
    expect((await transferRowOf(t.app, bidId))!).toMatchObject({
      status: 'sent',
      externalId: transfersOf(bidId)[0]!.id,
      lastError: null,
    });
    expect(await balanceOf(people.owner, t.app)).toMatchObject({ pending: 0, available: 180 });
    await sumsHold();
  });

  test('Stripe down: the transfer stays due with the error, and the next run sends it once', async () => {
    const { bidId } = await earnThroughStripe(t.app, fake, people, 120);
    await clearAll();
    fake.down = true;
    try {
      await sweep();
    } finally {
      fake.down = false;
    }
    const waiting = (await transferRowOf(t.app, bidId))!;
    expect(waiting).toMatchObject({ status: 'pending', externalId: null });
    expect(waiting.attempts).toBeGreaterThanOrEqual(1);
    expect(waiting.lastError).toBeTruthy();
    expect(transfersOf(bidId)).toHaveLength(0);
    await sweep();
    expect(transfersOf(bidId)).toHaveLength(1);
    expect((await transferRowOf(t.app, bidId))!.status).toBe('sent');
    await sweep();
    expect(transfersOf(bidId)).toHaveLength(1);
  });

  test('a transfer Stripe made while its answer was lost is found by its group, not made again', async () => {
    const { bidId, chargeId } = await earnThroughStripe(t.app, fake, people, 80);
    await clearAll();
    // Stripe made it, the answer never came back, and a day later Stripe has forgotten the idempotency key.
    fake.transfers.set('tr_lost_answer', {
      id: 'tr_lost_answer',
      object: 'transfer',
      amount: 7_200,
      currency: 'usd',
      destination: accountId,
      source_transaction: chargeId,
      transfer_group: `inkwell-order-${bidId}`,
      metadata: { bidId },
    });
    await db()
      .update(payoutTransfers)
      .set({ attempts: 1, lastError: 'socket hang up' })
      .where(eq(payoutTransfers.bidId, bidId));
    await sweep();
    expect(transfersOf(bidId)).toHaveLength(1);
    expect(transferRequests(bidId)).toHaveLength(0);
    expect(await transferRowOf(t.app, bidId)).toMatchObject({ status: 'sent', externalId: 'tr_lost_answer' });
  });

  test('a transfer waits while the account is not enabled, and goes once it is', async () => {
    const { owner, buyer, otherBuyer } = people;
    const { otherSeller } = await cast(t.app);
    const later = await connectStripeAccount(otherSeller, t.app, fake, { details_submitted: true });
    const { bidId } = await earnThroughStripe(
      t.app,
      fake,
      { owner: otherSeller, buyer, otherBuyer, otherSeller: owner },
      50,
    );
    await clearAll();
    await sweep();
    expect((await transferRowOf(t.app, bidId))!.status).toBe('pending');
    expect(transfersOf(bidId)).toHaveLength(0);
    await connectStripeAccount(otherSeller, t.app, fake);
    await sweep();
    expect(transfersOf(bidId)).toEqual([expect.objectContaining({ destination: later, amount: 4_500 })]);
  });
});

describe('withdrawals through Stripe', () => {
  test('only what reached the connected account: 409 PAYOUT_TRANSFER_PENDING before, nothing changed', async () => {
    await earnThroughStripe(t.app, fake, people, 200);
    await clearAll();
    const before = await balanceOf(people.owner, t.app);
    for (const body of [{}, { amount: 50 }]) {
      expect((await withdraw(people.owner, t.app, body)).json()).toMatchObject({
        status: 409,
        code: 'PAYOUT_TRANSFER_PENDING',
      });
    }
    expect(await balanceOf(people.owner, t.app)).toEqual(before);
    expect(fake.payouts.size).toBe(0);
  });

  test("a withdrawal is a Stripe payout on the seller's account, with its key; paid by its webhook once", async () => {
    await clearedAndTransferred();
    const response = await withdraw(people.owner, t.app, { amount: 100 });
    expect(response.statusCode).toBe(201);
    const { payout } = response.json();
    expect(payout).toMatchObject({ amount: 100, status: 'pending' });
    const request = fake.requests.find((r) => r.path === '/v1/payouts' && r.method === 'POST')!;
    expect(request).toMatchObject({ idempotencyKey: `inkwell-payout-${payout._id}`, stripeAccount: accountId });
    const [po] = [...fake.payouts.values()].filter((p) => p.metadata.payoutId === payout._id);
    expect(po).toMatchObject({ amount: 10_000, account: accountId });
    expect((await payoutRow(db(), payout._id))!.externalId).toBe(po!.id);
    expect(await balanceOf(people.owner, t.app)).toMatchObject({ available: 80, inFlight: 100 });

    // The demo bank never touches a Stripe payout.
    expect(await sweepDemoPayouts(db(), 0)).toBe(0);
    const paid = payoutEvent('payout.paid', po!.id);
    for (let i = 0; i < 2; i += 1) expect((await connectWebhook(t.app, paid)).statusCode).toBe(200);
    // Stripe may fail a payout after paying it (the bank returned it): the payout stays paid.
    expect((await connectWebhook(t.app, payoutEvent('payout.failed', po!.id))).statusCode).toBe(200);
    expect(await payoutRow(db(), payout._id)).toMatchObject({ status: 'paid', externalId: po!.id });
    expect(await balanceOf(people.owner, t.app)).toMatchObject({ available: 80, inFlight: 0, paidOut: 100 });
    await sumsHold();
  });

  test('payout.failed returns the money with the reason, once; a late payout.paid changes nothing', async () => {
    await clearedAndTransferred();
    const { payout } = (await withdraw(people.owner, t.app)).json();
    expect(payout.amount).toBe(180);
    const po = [...fake.payouts.values()].find((p) => p.metadata.payoutId === payout._id)!;
    const failed = payoutEvent('payout.failed', po.id);
    await Promise.all([connectWebhook(t.app, failed), connectWebhook(t.app, failed)]);
    await connectWebhook(t.app, payoutEvent('payout.paid', po.id, accountId, Math.floor(Date.now() / 1000) - 30));
    expect(await payoutRow(db(), payout._id)).toMatchObject({
      status: 'failed',
      failureReason: 'The bank account has been closed.',
    });
    expect(await balanceOf(people.owner, t.app)).toMatchObject({ available: 180, inFlight: 0, paidOut: 0 });
    await sumsHold();
  });

  test("a payout event of another account, or of an amount that is not the payout's, changes nothing", async () => {
    await clearedAndTransferred();
    const { payout } = (await withdraw(people.owner, t.app, { amount: 20 })).json();
    const po = [...fake.payouts.values()].find((p) => p.metadata.payoutId === payout._id)!;
    await connectWebhook(t.app, payoutEvent('payout.paid', po.id, 'acct_someone_else'));
    po.amount = 1;
    await connectWebhook(t.app, payoutEvent('payout.paid', po.id));
    expect((await payoutRow(db(), payout._id))!.status).toBe('pending');
  });

  test('Stripe down at withdrawal: the payout waits without an id and the sweeper asks for it once', async () => {
    await clearedAndTransferred();
    fake.down = true;
    let payoutId: string;
    try {
      const response = await withdraw(people.owner, t.app, { amount: 30 });
      expect(response.statusCode).toBe(201);
      payoutId = response.json().payout._id;
    } finally {
      fake.down = false;
    }
    expect(await payoutRow(db(), payoutId)).toMatchObject({ status: 'pending', externalId: null });
    await sweep();
    await sweep();
    const made = [...fake.payouts.values()].filter((p) => p.metadata.payoutId === payoutId);
    expect(made).toHaveLength(1);
    expect((await payoutRow(db(), payoutId))!.externalId).toBe(made[0]!.id);
  });

  test("Stripe refusing a payout (the account's balance short) fails it at once, its money available", async () => {
    await clearedAndTransferred();
    for (const [id, transfer] of fake.transfers) if (transfer.destination === accountId) fake.transfers.delete(id);
    const response = await withdraw(people.owner, t.app, { amount: 40 });
    expect(response.json().payout).toMatchObject({
      status: 'failed',
      failureReason: 'You have insufficient funds in your Stripe account for this payout.',
    });
    expect(await balanceOf(people.owner, t.app)).toMatchObject({ available: 180, inFlight: 0 });
    await sumsHold();
  });
});
