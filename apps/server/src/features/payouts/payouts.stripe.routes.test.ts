import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { notifications } from '../../db/schema/notifications.ts';
import { payoutAccounts } from '../../db/schema/payouts.ts';
import { users } from '../../db/schema/users.ts';
import { ENABLED, connectEvent, updateAccount } from '../../../test/fake-stripe-connect.ts';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.ts';
import { cast, type Cast } from '../../../test/fixtures/bids.ts';
import { getAccount, startOnboarding, withdraw } from '../../../test/fixtures/payouts.ts';
import {
  CONNECT_SECRET,
  accountRowOf,
  accountUpdated,
  connectWebhook,
  stripeTestApp,
} from '../../../test/fixtures/stripe-payouts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * The payout account with Stripe Connect (docs/decisions/057-stripe-connect-payouts.md), against
 * the fake Stripe: onboarding makes one Express account per seller and answers Stripe's link; the
 * Connect webhook's account.updated keeps the status, whatever the order or number of deliveries.
 */

let fake: FakeStripe;
let t: TestApp;
let people: Cast;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await stripeTestApp(fake);
  people = await cast(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const accountsMadeFor = (userId: string) => [...fake.accounts.values()].filter((a) => a.metadata.userId === userId);
const enabledNotices = async (userId: string) =>
  t.app.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'payout_account_enabled')));

describe('who may', () => {
  test('a visitor is 401 and a buyer 403 on the account and onboarding, and Stripe is never asked', async () => {
    const before = fake.requests.length;
    for (const session of [null, people.buyer]) {
      const expected = session ? { status: 403, code: 'SELLERS_ONLY' } : { status: 401, code: 'NOT_SIGNED_IN' };
      expect((await getAccount(session, t.app)).json()).toMatchObject(expected);
      expect((await startOnboarding(session, t.app)).json()).toMatchObject(expected);
    }
    expect(fake.requests.length).toBe(before);
    expect(await accountRowOf(t.app, people.buyer.user._id)).toBeUndefined();
  });

  test("another seller's onboarding makes their own account, never touching the seller's", async () => {
    const { owner, otherSeller } = await cast(t.app);
    await startOnboarding(owner, t.app);
    const mine = (await accountRowOf(t.app, owner.user._id))!.externalId;
    const theirs = await startOnboarding(otherSeller, t.app);
    expect(theirs.statusCode).toBe(200);
    const other = (await accountRowOf(t.app, otherSeller.user._id))!.externalId;
    expect(other).toMatch(/^acct_/);
    expect(other).not.toBe(mine);
    expect(fake.accountLinks.at(-1)!.account).toBe(other);
    expect((await getAccount(owner, t.app)).json()).toEqual({ provider: 'stripe', status: 'pending' });
  });
});

test("a seller's onboarding: one Express account in the profile's country, pending, and Stripe's link", async () => {
  const { owner: seller } = await cast(t.app);
  expect((await getAccount(seller, t.app)).json()).toEqual({ provider: 'stripe', status: 'none' });
  const first = await startOnboarding(seller, t.app);
  expect(first.statusCode).toBe(200);
  const [account] = accountsMadeFor(seller.user._id);
  expect(account).toMatchObject({
    type: 'express',
    country: 'GB',
    capabilities: { transfers: 'inactive' },
    settings: { payouts: { schedule: { interval: 'manual' } } },
  });
  expect(first.json()).toEqual({ url: fake.accountLinks.at(-1)!.url });
  expect(fake.accountLinks.at(-1)).toMatchObject({
    account: account!.id,
    type: 'account_onboarding',
    refresh_url: 'https://inkwell.example/seller/earnings?connect=refresh',
    return_url: 'https://inkwell.example/seller/earnings?connect=return',
  });
  const made = fake.requests.find(
    (r) => r.path === '/v1/accounts' && r.method === 'POST' && r.form.get('metadata[userId]') === seller.user._id,
  );
  expect(made!.idempotencyKey).toBe(`inkwell-account-${seller.user._id}`);
  expect(await accountRowOf(t.app, seller.user._id)).toMatchObject({
    provider: 'stripe',
    status: 'pending',
    externalId: account!.id,
  });
  expect((await getAccount(seller, t.app)).json()).toEqual({ provider: 'stripe', status: 'pending' });

  const second = await startOnboarding(seller, t.app);
  expect(second.statusCode).toBe(200);
  expect(second.json().url).not.toBe(first.json().url);
  expect(accountsMadeFor(seller.user._id)).toHaveLength(1);
  expect(fake.accountLinks.at(-1)!.account).toBe(account!.id);
});

test("without a profile country, the account is made without one: Stripe's default, the platform's", async () => {
  const { owner: seller } = await cast(t.app);
  await t.app.db.update(users).set({ country: '' }).where(eq(users.id, seller.user._id));
  expect((await startOnboarding(seller, t.app)).statusCode).toBe(200);
  const made = fake.requests.find(
    (r) => r.path === '/v1/accounts' && r.form.get('metadata[userId]') === seller.user._id,
  )!;
  expect(made.form.has('country')).toBe(false);
  expect(made.form.get('type')).toBe('express');
});

test('two onboardings at once make one account', async () => {
  const { owner: seller } = await cast(t.app);
  const answers = await Promise.all([startOnboarding(seller, t.app), startOnboarding(seller, t.app)]);
  expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
  expect(accountsMadeFor(seller.user._id)).toHaveLength(1);
  expect((await accountRowOf(t.app, seller.user._id))!.externalId).toBe(accountsMadeFor(seller.user._id)[0]!.id);
});

test('Stripe down: onboarding is 502 and nothing is stored; it works once Stripe is back', async () => {
  const { owner: seller } = await cast(t.app);
  fake.down = true;
  try {
    expect((await startOnboarding(seller, t.app)).json()).toMatchObject({
      status: 502,
      code: 'PAYMENT_GATEWAY_FAILED',
    });
  } finally {
    fake.down = false;
  }
  expect(await accountRowOf(t.app, seller.user._id)).toBeUndefined();
  expect((await startOnboarding(seller, t.app)).statusCode).toBe(200);
  expect(accountsMadeFor(seller.user._id)).toHaveLength(1);
});

test('a demo account made before Stripe was configured counts as none, withdraws nothing, is replaced', async () => {
  const { owner: seller } = await cast(t.app);
  const at = new Date();
  await t.app.db.insert(payoutAccounts).values({
    userId: seller.user._id,
    provider: 'demo',
    status: 'enabled',
    externalId: 'acct_demo_1',
    accountHolder: 'Old Demo',
    ibanLast4: '3000',
    enabledAt: at,
    createdAt: at,
    updatedAt: at,
  });
  expect((await getAccount(seller, t.app)).json()).toEqual({ provider: 'stripe', status: 'none' });
  expect((await withdraw(seller, t.app)).json()).toMatchObject({ status: 409, code: 'PAYOUT_ACCOUNT_NOT_READY' });
  expect((await startOnboarding(seller, t.app)).statusCode).toBe(200);
  expect(await accountRowOf(t.app, seller.user._id)).toMatchObject({
    provider: 'stripe',
    status: 'pending',
    externalId: accountsMadeFor(seller.user._id)[0]!.id,
    accountHolder: null,
    ibanLast4: null,
    enabledAt: null,
  });
});

describe('account.updated', () => {
  test('enables the account once payouts are enabled; the seller is told once, however often it comes', async () => {
    const { owner: seller } = await cast(t.app);
    await startOnboarding(seller, t.app);
    const id = (await accountRowOf(t.app, seller.user._id))!.externalId!;
    expect((await accountUpdated(t.app, fake, id)).statusCode).toBe(200);
    expect((await getAccount(seller, t.app)).json()).toEqual({ provider: 'stripe', status: 'pending' });
    updateAccount(fake, id, ENABLED);
    const event = connectEvent('account.updated', fake.accounts.get(id)!, { account: id, secret: CONNECT_SECRET });
    for (let i = 0; i < 3; i += 1) expect((await connectWebhook(t.app, event)).json()).toEqual({ received: true });
    expect((await getAccount(seller, t.app)).json()).toEqual({ provider: 'stripe', status: 'enabled' });
    expect(await enabledNotices(seller.user._id)).toHaveLength(1);
  });

  test('details sent but under review stays pending; past-due requirements are restricted', async () => {
    const { owner: seller } = await cast(t.app);
    await startOnboarding(seller, t.app);
    const id = (await accountRowOf(t.app, seller.user._id))!.externalId!;
    updateAccount(fake, id, {
      details_submitted: true,
      requirements: { disabled_reason: 'requirements.pending_verification', past_due: [], currently_due: [] },
    });
    await accountUpdated(t.app, fake, id);
    expect((await getAccount(seller, t.app)).json()).toEqual({ provider: 'stripe', status: 'pending' });
    updateAccount(fake, id, {
      requirements: { disabled_reason: 'requirements.past_due', past_due: ['individual.id_number'], currently_due: [] },
    });
    await accountUpdated(t.app, fake, id);
    expect((await getAccount(seller, t.app)).json()).toEqual({ provider: 'stripe', status: 'restricted' });
  });

  test('an older event delivered after a newer one changes nothing, even when Stripe says otherwise now', async () => {
    const { owner: seller } = await cast(t.app);
    await startOnboarding(seller, t.app);
    const id = (await accountRowOf(t.app, seller.user._id))!.externalId!;
    const nowSeconds = Math.floor(Date.now() / 1000);
    updateAccount(fake, id, ENABLED);
    await accountUpdated(t.app, fake, id, nowSeconds);
    expect((await getAccount(seller, t.app)).json()).toMatchObject({ status: 'enabled' });
    // Stripe restricts the account later, but the old event (created before the applied one) arrives now.
    updateAccount(fake, id, {
      payouts_enabled: false,
      requirements: { disabled_reason: 'rejected.fraud', past_due: [], currently_due: [] },
    });
    const retrievals = fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/accounts/${id}`).length;
    expect((await accountUpdated(t.app, fake, id, nowSeconds - 60)).statusCode).toBe(200);
    expect((await getAccount(seller, t.app)).json()).toMatchObject({ status: 'enabled' });
    expect(fake.requests.filter((r) => r.method === 'GET' && r.path === `/v1/accounts/${id}`)).toHaveLength(retrievals);
    // The newer event applies what Stripe says now; the seller is not told "enabled" again when it comes back.
    await accountUpdated(t.app, fake, id, nowSeconds + 1);
    expect((await getAccount(seller, t.app)).json()).toMatchObject({ status: 'restricted' });
    updateAccount(fake, id, ENABLED);
    await accountUpdated(t.app, fake, id, nowSeconds + 2);
    expect((await getAccount(seller, t.app)).json()).toMatchObject({ status: 'enabled' });
    expect(await enabledNotices(seller.user._id)).toHaveLength(1);
  });

  test('an account that is not ours and an unknown event type are 200 and change nothing', async () => {
    const stranger = connectEvent(
      'account.updated',
      { id: 'acct_not_ours', object: 'account' },
      { account: 'acct_not_ours', secret: CONNECT_SECRET },
    );
    expect((await connectWebhook(t.app, stranger)).json()).toEqual({ received: true });
    const other = connectEvent(
      'capability.updated',
      { id: 'transfers', object: 'capability' },
      { account: 'acct_x', secret: CONNECT_SECRET },
    );
    expect((await connectWebhook(t.app, other)).json()).toEqual({ received: true });
  });
});

test('a bad or missing signature is 400 WEBHOOK_SIGNATURE_INVALID and changes nothing', async () => {
  const { owner: seller } = await cast(t.app);
  await startOnboarding(seller, t.app);
  const id = (await accountRowOf(t.app, seller.user._id))!.externalId!;
  updateAccount(fake, id, ENABLED);
  const signed = connectEvent('account.updated', fake.accounts.get(id)!, { account: id, secret: CONNECT_SECRET });
  const forged = connectEvent('account.updated', fake.accounts.get(id)!, { account: id, secret: 'whsec_someone_else' });
  // The payments endpoint's secret is not the Connect endpoint's.
  const payments = connectEvent('account.updated', fake.accounts.get(id)!, {
    account: id,
    secret: 'whsec_test_payments',
  });
  for (const event of [
    forged,
    payments,
    { payload: signed.payload, signature: null },
    { payload: `${signed.payload} `, signature: signed.signature },
  ]) {
    expect((await connectWebhook(t.app, event)).json()).toMatchObject({
      status: 400,
      code: 'WEBHOOK_SIGNATURE_INVALID',
    });
  }
  expect((await getAccount(seller, t.app)).json()).toEqual({ provider: 'stripe', status: 'pending' });
});

test('with the demo provider the Connect webhook does not exist (404)', async () => {
  const demo = await createTestApp({}, { payouts: { clearingSweepMs: 0, payoutSweepMs: 0 } });
  try {
    const event = connectEvent('account.updated', { id: 'acct_1' }, { account: 'acct_1', secret: CONNECT_SECRET });
    expect((await connectWebhook(demo.app, event)).json()).toMatchObject({ status: 404 });
  } finally {
    await demo.close();
  }
});
