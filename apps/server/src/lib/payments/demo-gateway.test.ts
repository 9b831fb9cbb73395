import { DEMO_PROCESSING_MS, TEST_CARDS } from '@inkwell/domain/payments/card.rules';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { eq } from 'drizzle-orm';
import { demoPaymentIntents, demoRefunds } from '../../db/schema/kernel.ts';
import type { DatabaseHandle } from '../../db/client.ts';
import { openTestDatabase } from '../../../test/test-app.ts';
import { demoGateway, type DemoGateway } from './demo-gateway.ts';

/** The demo gateway on its own: intents in the database with Stripe's statuses and test cards. */

let database: DatabaseHandle;
let drop: () => Promise<void>;
let gateway: DemoGateway;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  gateway = demoGateway(database.db);
});
afterAll(async () => {
  await database.close();
  await drop();
});

let keys = 0;
const create = (key = `key-${++keys}`) =>
  gateway.createIntent({
    amountCents: 3000,
    currency: 'usd',
    metadata: { bidId: 'bid-1' },
    idempotencyKey: key,
    description: 'Inkwell order',
  });
const card = (number: string) => ({ number, expiry: '12 / 40', cvc: '123' });

test('an intent starts waiting for a card, and its idempotency key always answers the same one', async () => {
  const [a, b, c] = await Promise.all([create('same'), create('same'), create('same')]);
  expect(a).toMatchObject({
    status: 'requires_payment_method',
    amountCents: 3000,
    currency: 'usd',
    metadata: { bidId: 'bid-1' },
    card: null,
    lastError: null,
  });
  expect([b.id, c.id]).toEqual([a.id, a.id]);
  expect(a.id).toMatch(/^pi_demo_[0-9a-f]{24}$/);
  expect((await create()).id).not.toBe(a.id);
  expect(await gateway.retrieveIntent(a.id)).toEqual(a);
  expect(await gateway.findByClientSecret(a.clientSecret)).toEqual(a);
  expect(await gateway.retrieveIntent('pi_demo_unknown')).toBeNull();
  expect(gateway.publishableKey).toBeNull();
});

test("each test card does what Stripe's does; a declined intent stays open for another card", async () => {
  const intent = await create();
  const declined = await gateway.confirm(intent.clientSecret, card(TEST_CARDS.declined));
  expect(declined).toMatchObject({
    intent: { status: 'requires_payment_method', lastError: { code: 'card_declined' } },
    declined: { code: 'CARD_DECLINED' },
  });
  const poor = await gateway.confirm(intent.clientSecret, card(TEST_CARDS.insufficientFunds));
  expect(poor).toMatchObject({
    intent: { lastError: { code: 'insufficient_funds' } },
    declined: { code: 'CARD_INSUFFICIENT_FUNDS', message: 'Your card has insufficient funds.' },
  });
  const paid = await gateway.confirm(intent.clientSecret, card('4242 4242 4242 4242'));
  expect(paid).toEqual({
    intent: expect.objectContaining({ status: 'succeeded', card: { brand: 'visa', last4: '4242' }, lastError: null }),
    declined: null,
  });
  await expect(gateway.confirm(intent.clientSecret, card(TEST_CARDS.succeeds))).rejects.toMatchObject({
    code: 'PAYMENT_ALREADY_SUCCEEDED',
  });
});

test('the processing card stays processing until its time has come, then succeeds when read', async () => {
  const intent = await create();
  expect((await gateway.confirm(intent.clientSecret, card(TEST_CARDS.processing))).intent.status).toBe('processing');
  expect((await gateway.retrieveIntent(intent.id))!.status).toBe('processing');
  await expect(gateway.confirm(intent.clientSecret, card(TEST_CARDS.succeeds))).rejects.toMatchObject({
    code: 'PAYMENT_PROCESSING',
  });

  const early = await create();
  await gateway.confirm(
    early.clientSecret,
    card(TEST_CARDS.processing),
    database.db,
    new Date(Date.now() - DEMO_PROCESSING_MS - 1000),
  );
  expect((await gateway.retrieveIntent(early.id))!.status).toBe('succeeded');
});

test('bad card fields are 400 and the intent is untouched; no card number is ever stored', async () => {
  const intent = await create();
  await expect(gateway.confirm(intent.clientSecret, card('4242424242424241'))).rejects.toMatchObject({
    code: 'CARD_NUMBER_INVALID',
    status: 400,
  });
  await expect(
    gateway.confirm(intent.clientSecret, { ...card(TEST_CARDS.succeeds), expiry: '01 / 20' }),
  ).rejects.toMatchObject({ code: 'CARD_EXPIRY_INVALID' });
  await expect(gateway.confirm(intent.clientSecret, { ...card(TEST_CARDS.succeeds), cvc: '1' })).rejects.toMatchObject({
    code: 'CARD_CVC_INVALID',
  });
  await expect(gateway.confirm('pi_demo_x_secret_y', card(TEST_CARDS.succeeds))).rejects.toMatchObject({
    code: 'PAYMENT_NOT_FOUND',
  });
  expect((await gateway.retrieveIntent(intent.id))!.status).toBe('requires_payment_method');
  const stored = JSON.stringify(await database.db.select().from(demoPaymentIntents));
  for (const number of Object.values(TEST_CARDS)) expect(stored).not.toContain(number);
});

test('a refund gives back part or all of a paid intent, never more than it, once per idempotency key', async () => {
  const unpaid = await create();
  await expect(
    gateway.refund({ intentId: unpaid.id, amountCents: 100, idempotencyKey: 'refund-unpaid' }),
  ).rejects.toMatchObject({ code: 'PAYMENT_GATEWAY_FAILED' });
  await expect(
    gateway.refund({ intentId: 'pi_demo_unknown', amountCents: 100, idempotencyKey: 'refund-unknown' }),
  ).rejects.toMatchObject({ code: 'PAYMENT_GATEWAY_FAILED' });

  const paid = await create();
  await gateway.confirm(paid.clientSecret, card(TEST_CARDS.succeeds));
  const [a, b] = await Promise.all([
    gateway.refund({ intentId: paid.id, amountCents: 1000, idempotencyKey: 'refund-a' }),
    gateway.refund({ intentId: paid.id, amountCents: 1000, idempotencyKey: 'refund-a' }),
  ]);
  expect(a).toMatchObject({ status: 'succeeded', amountCents: 1000 });
  expect(b.id).toBe(a.id);
  expect(a.id).toMatch(/^re_demo_[0-9a-f]{24}$/);
  await expect(
    gateway.refund({ intentId: paid.id, amountCents: 2001, idempotencyKey: 'refund-b' }),
  ).rejects.toMatchObject({ code: 'PAYMENT_GATEWAY_FAILED' });
  await expect(
    gateway.refund({ intentId: paid.id, amountCents: 0, idempotencyKey: 'refund-zero' }),
  ).rejects.toMatchObject({ code: 'PAYMENT_GATEWAY_FAILED' });
  expect(await gateway.refund({ intentId: paid.id, amountCents: 2000, idempotencyKey: 'refund-c' })).toMatchObject({
    status: 'succeeded',
    amountCents: 2000,
  });
  await expect(gateway.refund({ intentId: paid.id, amountCents: 1, idempotencyKey: 'refund-d' })).rejects.toMatchObject(
    { code: 'PAYMENT_GATEWAY_FAILED' },
  );
  const stored = await database.db.select().from(demoRefunds).where(eq(demoRefunds.intentId, paid.id));
  expect(stored.map((row) => row.amountCents).sort()).toEqual([1000, 2000]);
});

test('two different refunds racing each other never give back more than the payment', async () => {
  const paid = await create();
  await gateway.confirm(paid.clientSecret, card(TEST_CARDS.succeeds));
  const results = await Promise.allSettled([
    gateway.refund({ intentId: paid.id, amountCents: 2000, idempotencyKey: 'race-1' }),
    gateway.refund({ intentId: paid.id, amountCents: 2000, idempotencyKey: 'race-2' }),
  ]);
  expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  const stored = await database.db.select().from(demoRefunds).where(eq(demoRefunds.intentId, paid.id));
  expect(stored).toHaveLength(1);
});

test('an unpaid intent can be cancelled, and then no card pays it; a paid one is not cancelled', async () => {
  const open = await create();
  expect(await gateway.cancelIntent(open.id)).toBe(true);
  expect((await gateway.retrieveIntent(open.id))!.status).toBe('canceled');
  await expect(gateway.confirm(open.clientSecret, card(TEST_CARDS.succeeds))).rejects.toMatchObject({ status: 409 });
  const paid = await create();
  await gateway.confirm(paid.clientSecret, card(TEST_CARDS.succeeds));
  expect(await gateway.cancelIntent(paid.id)).toBe(false);
  expect((await gateway.retrieveIntent(paid.id))!.status).toBe('succeeded');
  expect(await gateway.cancelIntent('pi_demo_unknown')).toBe(false);
});
