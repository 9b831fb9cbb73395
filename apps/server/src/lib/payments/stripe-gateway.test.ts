import { createHmac } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../test/fake-stripe.ts';
import { DomainError } from '../domain-error.ts';
import { stripeGateway, type StripeGateway } from './stripe-gateway.ts';

/** The Stripe gateway through the official SDK, against a local fake of Stripe's API. */

const WEBHOOK_SECRET = 'whsec_test_inkwell';
let fake: FakeStripe;
let gateway: StripeGateway;
beforeAll(async () => {
  fake = await startFakeStripe();
  gateway = stripeGateway({
    secretKey: fake.secretKey,
    publishableKey: 'pk_test_inkwell',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.url,
  });
});
afterAll(() => fake.close());

const input = (key: string) => ({
  amountCents: 4250,
  currency: 'usd' as const,
  metadata: { bidId: 'bid-1', buyerId: 'buyer-1', sellerId: 'seller-1' },
  idempotencyKey: key,
  description: 'Inkwell order: Econ paper',
});

test('an intent is created with the secret key, the amount, the metadata and an idempotency key', async () => {
  const intent = await gateway.createIntent(input('inkwell-bid-1-attempt-1'));
  expect(intent).toMatchObject({
    status: 'requires_payment_method',
    amountCents: 4250,
    currency: 'usd',
    metadata: { bidId: 'bid-1' },
    card: null,
  });
  expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_`));
  const sent = fake.requests.at(-1)!;
  expect(sent).toMatchObject({
    method: 'POST',
    path: '/v1/payment_intents',
    idempotencyKey: 'inkwell-bid-1-attempt-1',
    authorization: `Bearer ${fake.secretKey}`,
  });
  expect(sent.form.get('automatic_payment_methods[enabled]')).toBe('true');
  expect(gateway.publishableKey).toBe('pk_test_inkwell');
});

test('the same idempotency key answers the same intent; another key a new one', async () => {
  const [a, b] = await Promise.all([gateway.createIntent(input('same-key')), gateway.createIntent(input('same-key'))]);
  expect(b.id).toBe(a.id);
  expect((await gateway.createIntent(input('other-key'))).id).not.toBe(a.id);
});

test("an intent is read back with its status, and the card's brand and last 4 once paid", async () => {
  const created = await gateway.createIntent(input('read-back'));
  fake.succeed(created.id, { brand: 'mastercard', last4: '4444' });
  expect(await gateway.retrieveIntent(created.id)).toMatchObject({
    id: created.id,
    status: 'succeeded',
    card: { brand: 'mastercard', last4: '4444' },
  });
  expect(fake.requests.at(-1)!.form.getAll('expand[0]')).toEqual(['payment_method']);
});

test.each([
  ['requires_action', 'requires_payment_method'],
  ['requires_confirmation', 'requires_payment_method'],
  ['requires_capture', 'processing'],
  ['processing', 'processing'],
  ['canceled', 'canceled'],
])("Stripe's %s reads as %s", async (stripeStatus, status) => {
  const created = await gateway.createIntent(input(`status-${stripeStatus}`));
  fake.setStatus(created.id, stripeStatus);
  expect((await gateway.retrieveIntent(created.id))!.status).toBe(status);
});

test('an unknown or malformed intent id is null; an outage is 502 PAYMENT_GATEWAY_FAILED', async () => {
  expect(await gateway.retrieveIntent('pi_unknown')).toBeNull();
  expect(await gateway.retrieveIntent('../v1/customers')).toBeNull();
  fake.down = true;
  try {
    const error = await gateway.createIntent(input('outage')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'PAYMENT_GATEWAY_FAILED', status: 502 });
  } finally {
    fake.down = false;
  }
});

test("webhooks: Stripe's signature of the raw body is checked (the SDK's test header, one made by hand)", async () => {
  const payload = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_123', object: 'payment_intent' } },
  });
  const header = new Stripe(fake.secretKey).webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  expect(await gateway.readWebhook(Buffer.from(payload), header)).toEqual({
    eventId: 'evt_1',
    type: 'payment_intent.succeeded',
    intentId: 'pi_123',
    dispute: null,
  });

  const timestamp = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${payload}`).digest('hex');
  const byHand = `t=${timestamp},v1=${signature}`;
  expect((await gateway.readWebhook(Buffer.from(payload), byHand)).intentId).toBe('pi_123');

  const stale = timestamp - 3600;
  const old = `t=${stale},v1=${createHmac('sha256', WEBHOOK_SECRET).update(`${stale}.${payload}`).digest('hex')}`;
  for (const bad of [
    undefined,
    'nonsense',
    header.replace(/v1=(.)/, (_, first: string) => `v1=${first === '0' ? '1' : '0'}`),
    old,
  ]) {
    await expect(gateway.readWebhook(Buffer.from(payload), bad)).rejects.toThrow(
      expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID' }),
    );
  }
  await expect(gateway.readWebhook(Buffer.from(payload.replace('pi_123', 'pi_999')), header)).rejects.toThrow(
    expect.objectContaining({ code: 'WEBHOOK_SIGNATURE_INVALID' }),
  );
});

test('without a webhook secret the webhook does not exist (404)', async () => {
  const noSecret = stripeGateway({
    secretKey: fake.secretKey,
    publishableKey: 'pk_test_inkwell',
    webhookSecret: undefined,
    apiUrl: fake.url,
  });
  await expect(noSecret.readWebhook(Buffer.from('{}'), 't=1,v1=0')).rejects.toThrow(
    expect.objectContaining({ code: 'NOT_FOUND' }),
  );
});

test('a refund is sent with intent, amount and an idempotency key; the same key answers the same refund', async () => {
  const paid = await gateway.createIntent(input('refund-paid'));
  fake.succeed(paid.id);
  const [a, b] = await Promise.all([
    gateway.refund({ intentId: paid.id, amountCents: 1250, idempotencyKey: 'inkwell-refund-1' }),
    gateway.refund({ intentId: paid.id, amountCents: 1250, idempotencyKey: 'inkwell-refund-1' }),
  ]);
  expect(a).toMatchObject({ status: 'succeeded', amountCents: 1250 });
  expect(b.id).toBe(a.id);
  const sent = fake.requests.filter((request) => request.path === '/v1/refunds').at(-1)!;
  expect(sent).toMatchObject({
    method: 'POST',
    idempotencyKey: 'inkwell-refund-1',
    authorization: `Bearer ${fake.secretKey}`,
  });
  expect(Object.fromEntries(sent.form)).toMatchObject({ payment_intent: paid.id, amount: '1250' });
  expect([...fake.refunds.values()].filter((refund) => refund.payment_intent === paid.id)).toHaveLength(1);
});

test("Stripe's refusals and outages are PAYMENT_GATEWAY_FAILED with Stripe's words; a pending refund too", async () => {
  const unpaid = await gateway.createIntent(input('refund-unpaid'));
  await expect(
    gateway.refund({ intentId: unpaid.id, amountCents: 100, idempotencyKey: 'refund-unpaid' }),
  ).rejects.toMatchObject({
    code: 'PAYMENT_GATEWAY_FAILED',
    detail: expect.stringContaining('successful charge'),
  });
  const paid = await gateway.createIntent(input('refund-too-much'));
  fake.succeed(paid.id);
  await expect(
    gateway.refund({ intentId: paid.id, amountCents: 4251, idempotencyKey: 'refund-too-much' }),
  ).rejects.toMatchObject({ code: 'PAYMENT_GATEWAY_FAILED' });
  fake.refundStatus = 'pending';
  try {
    expect(
      await gateway.refund({ intentId: paid.id, amountCents: 4250, idempotencyKey: 'refund-pending' }),
    ).toMatchObject({ status: 'pending', amountCents: 4250 });
  } finally {
    fake.refundStatus = 'succeeded';
  }
  fake.down = true;
  try {
    await expect(
      gateway.refund({ intentId: paid.id, amountCents: 1, idempotencyKey: 'refund-down' }),
    ).rejects.toBeInstanceOf(DomainError);
  } finally {
    fake.down = false;
  }
});

test('an unpaid intent is cancelled on Stripe; one Stripe will not cancel (paid, unknown) answers false', async () => {
  const open = await gateway.createIntent(input('cancel-open'));
  expect(await gateway.cancelIntent(open.id)).toBe(true);
  expect(fake.intents.get(open.id)!.status).toBe('canceled');
  expect(fake.requests.at(-1)).toMatchObject({ method: 'POST', path: `/v1/payment_intents/${open.id}/cancel` });
  const paid = await gateway.createIntent(input('cancel-paid'));
  fake.succeed(paid.id);
  expect(await gateway.cancelIntent(paid.id)).toBe(false);
  expect(fake.intents.get(paid.id)!.status).toBe('succeeded');
  expect(await gateway.cancelIntent('pi_unknown')).toBe(false);
});
