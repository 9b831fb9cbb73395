import { DEMO_TEST_IBAN_SHOWN } from '@inkwell/domain/payments/payout.rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { payoutAccounts } from '../../db/schema/payouts.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { cast, type Cast } from '../../../test/fixtures/bids.ts';
import { confirmOnboarding, getAccount, startOnboarding, tokenOf } from '../../../test/fixtures/payouts.ts';

/**
 * The payout account with the demo provider: GET /payouts/account, POST /payouts/account/onboarding
 * and the demo's form POST /payouts/demo/onboarding, for a visitor, a buyer, another seller and the seller.
 */

let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp({}, { payouts: { clearingSweepMs: 0, payoutSweepMs: 0 } });
  people = await cast(t.app);
});
afterAll(() => t.close());

const accountRow = async (userId: string) =>
  (await t.database.db.select().from(payoutAccounts).where(eq(payoutAccounts.userId, userId)))[0];

describe('who may', () => {
  test('a visitor is 401 and a buyer 403 SELLERS_ONLY on every account route, and nothing is written', async () => {
    for (const session of [null, people.buyer]) {
      const expected = session ? { status: 403, code: 'SELLERS_ONLY' } : { status: 401, code: 'NOT_SIGNED_IN' };
      expect((await getAccount(session, t.app)).json()).toMatchObject(expected);
      expect((await startOnboarding(session, t.app)).json()).toMatchObject(expected);
      const form = { token: 'x', accountHolder: 'Someone', iban: DEMO_TEST_IBAN_SHOWN };
      expect((await confirmOnboarding(session, t.app, form)).json()).toMatchObject(expected);
    }
    expect(await accountRow(people.buyer.user._id)).toBeUndefined();
  });

  test("another seller cannot use the seller's link: 400, and the seller's account stays pending", async () => {
    const { owner, otherSeller } = await cast(t.app);
    const token = tokenOf(await startOnboarding(owner, t.app));
    const stolen = await confirmOnboarding(otherSeller, t.app, {
      token,
      accountHolder: otherSeller.user.username,
      iban: DEMO_TEST_IBAN_SHOWN,
    });
    expect(stolen.json()).toMatchObject({ status: 400, code: 'PAYOUT_ONBOARDING_TOKEN_INVALID' });
    expect((await getAccount(owner, t.app)).json()).toEqual({ provider: 'demo', status: 'pending' });
    expect((await getAccount(otherSeller, t.app)).json()).toEqual({ provider: 'demo', status: 'none' });
    expect(await accountRow(otherSeller.user._id)).toBeUndefined();
  });
});

test('a seller connects the demo account: none, pending with a link, enabled with the test IBAN', async () => {
  const seller = people.owner;
  expect((await getAccount(seller, t.app)).json()).toEqual({ provider: 'demo', status: 'none' });
  const link = await startOnboarding(seller, t.app);
  expect(link.statusCode).toBe(200);
  expect(link.json().url).toMatch(/^\/payouts\/demo-onboarding\?token=[A-Za-z0-9_-]{43}$/);
  expect((await getAccount(seller, t.app)).json()).toEqual({ provider: 'demo', status: 'pending' });
  const token = tokenOf(link);
  expect((await accountRow(seller.user._id))!.onboardingTokenHash).not.toContain(token);

  const done = await confirmOnboarding(seller, t.app, {
    token,
    accountHolder: 'Amelia Hart',
    iban: 'de89370400440532013000',
  });
  expect(done.statusCode).toBe(200);
  expect(done.json()).toEqual({ provider: 'demo', status: 'enabled' });
  expect((await getAccount(seller, t.app)).json()).toEqual({ provider: 'demo', status: 'enabled' });
  expect(await accountRow(seller.user._id)).toMatchObject({
    status: 'enabled',
    accountHolder: 'Amelia Hart',
    ibanLast4: '3000',
    onboardingTokenHash: null,
  });

  // A used token is 400 and changes nothing.
  const again = await confirmOnboarding(seller, t.app, {
    token,
    accountHolder: 'Someone Else',
    iban: DEMO_TEST_IBAN_SHOWN,
  });
  expect(again.json()).toMatchObject({ status: 400, code: 'PAYOUT_ONBOARDING_TOKEN_INVALID' });
  expect((await accountRow(seller.user._id))!.accountHolder).toBe('Amelia Hart');
  // A new link for an enabled account leaves it enabled until the form is sent again.
  expect((await startOnboarding(seller, t.app)).statusCode).toBe(200);
  expect((await getAccount(seller, t.app)).json()).toEqual({ provider: 'demo', status: 'enabled' });
});

test('bad input is a clear 400 and leaves the link usable: another IBAN, a forged token, missing fields', async () => {
  const { owner: seller } = await cast(t.app);
  const token = tokenOf(await startOnboarding(seller, t.app));
  const wrongIban = await confirmOnboarding(seller, t.app, {
    token,
    accountHolder: 'Priya Raman',
    iban: 'GB82 WEST 1234 5698 7654 32',
  });
  expect(wrongIban.json()).toMatchObject({
    status: 400,
    code: 'PAYOUT_IBAN_REFUSED',
    detail: expect.stringContaining('DE89 3704 0044 0532 0130 00'),
  });
  const forged = await confirmOnboarding(seller, t.app, {
    token: `${token.slice(0, -2)}xx`,
    accountHolder: 'Priya Raman',
    iban: DEMO_TEST_IBAN_SHOWN,
  });
  expect(forged.json()).toMatchObject({ status: 400, code: 'PAYOUT_ONBOARDING_TOKEN_INVALID' });
  for (const body of [
    { accountHolder: 'Priya Raman', iban: DEMO_TEST_IBAN_SHOWN },
    { token, iban: DEMO_TEST_IBAN_SHOWN },
    { token, accountHolder: 'Priya Raman' },
    { token, accountHolder: 'P', iban: DEMO_TEST_IBAN_SHOWN },
    { token: 42, accountHolder: 'Priya Raman', iban: DEMO_TEST_IBAN_SHOWN },
  ]) {
    expect((await confirmOnboarding(seller, t.app, body)).json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
    });
  }
  expect((await getAccount(seller, t.app)).json()).toEqual({ provider: 'demo', status: 'pending' });
  // The link still works after all of that.
  const done = await confirmOnboarding(seller, t.app, {
    token,
    accountHolder: 'Priya Raman',
    iban: DEMO_TEST_IBAN_SHOWN,
  });
  expect(done.json()).toEqual({ provider: 'demo', status: 'enabled' });
});

test('an expired link is 400', async () => {
  const { owner: seller } = await cast(t.app);
  const token = tokenOf(await startOnboarding(seller, t.app));
  await t.database.db
    .update(payoutAccounts)
    .set({ onboardingTokenExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(payoutAccounts.userId, seller.user._id));
  const late = await confirmOnboarding(seller, t.app, { token, accountHolder: 'Late', iban: DEMO_TEST_IBAN_SHOWN });
  expect(late.json()).toMatchObject({ status: 400, code: 'PAYOUT_ONBOARDING_TOKEN_INVALID' });
});

test('with Stripe configured, the account says stripe and the demo form is 404', async () => {
  const stripe = await createTestApp(
    { STRIPE_SECRET_KEY: 'sk_test_payouts', STRIPE_PUBLISHABLE_KEY: 'pk_test_payouts' },
    { payouts: { clearingSweepMs: 0, payoutSweepMs: 0, stripeSweepMs: 0 } },
  );
  try {
    const { owner: seller } = await cast(stripe.app);
    expect((await getAccount(seller, stripe.app)).json()).toEqual({ provider: 'stripe', status: 'none' });
    const form = { token: 'x', accountHolder: 'Someone', iban: DEMO_TEST_IBAN_SHOWN };
    expect((await confirmOnboarding(seller, stripe.app, form)).json()).toMatchObject({
      status: 404,
      code: 'DEMO_GATEWAY_OFF',
    });
  } finally {
    await stripe.close();
  }
});
