import { Writable } from 'node:stream';
import { DEMO_PROCESSING_MS, TEST_CARDS } from '@inkwell/domain/payments/card.rules';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildApp } from '../../../app.ts';
import { demoPaymentIntents } from '../../../db/schema/kernel.ts';
import { payments } from '../../../db/schema/order-life.ts';
import { createTestApp, login, registerAndLogin, type TestApp } from '../../../../test/test-app.ts';
import { cast, storedBid, type Cast } from '../../../../test/fixtures/bids.ts';
import {
  approvedBid,
  confirmOrder,
  escrowOf,
  ledgerOf,
  paidNotifications,
  pay,
  paymentsOf,
  payWithCard,
  startPaying,
} from '../../../../test/fixtures/payments.ts';

/** The demo card form and PUT /api/orders: each test card, each role, each state, and doing it twice. */

let t: TestApp;
let people: Cast;
beforeAll(async () => {
  t = await createTestApp();
  people = await cast(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;

test('4242 4242 4242 4242 succeeds: the bid is in progress, the money in escrow, the seller told', async () => {
  const { bid } = await approvedBid(people, t.app);
  const intent = await startPaying(people.buyer, t.app, bid._id);
  const response = await payWithCard(people.buyer, t.app, intent.clientSecret, '4242 4242 4242 4242');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    paymentIntent: intent.paymentIntent,
    status: 'succeeded',
    card: { brand: 'visa', last4: '4242' },
  });
  expect((await storedBid(db(), bid._id)).status).toBe('in_progress');
  const cents = Math.round(bid.amount * 100);
  expect(await paymentsOf(db(), bid._id)).toMatchObject([
    { status: 'succeeded', cardBrand: 'visa', cardLast4: '4242', amountCents: cents },
  ]);
  const lines = await ledgerOf(db(), bid._id);
  expect(lines.map((line) => [line.kind, line.account, line.amountCents]).sort()).toEqual([
    ['payment', 'buyer', -cents],
    ['payment', 'escrow', cents],
  ]);
  expect(await paidNotifications(db(), bid._id)).toMatchObject([
    { userId: people.owner.user._id, actorId: people.buyer.user._id, amountCents: cents },
  ]);

  const confirmed = await confirmOrder(people.buyer, t.app, intent.paymentIntent);
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json()).toEqual({
    paymentIntent: intent.paymentIntent,
    status: 'succeeded',
    bidId: bid._id,
    bidStatus: 'in_progress',
    paymentState: 'in_escrow',
  });
  const mine = (await people.buyer.request({ method: 'GET', url: `/api/bids/my/gig/${bid.gigId}` })).json();
  expect(mine).toMatchObject({ status: 'in_progress', paymentState: 'in_escrow' });
});

test.each([
  ['declined', TEST_CARDS.declined, 'CARD_DECLINED', 'Your card was declined.'],
  ['insufficient funds', TEST_CARDS.insufficientFunds, 'CARD_INSUFFICIENT_FUNDS', 'Your card has insufficient funds.'],
  [
    'not a test card',
    '5105105105105100',
    'CARD_DECLINED',
    'Your card was declined. The demo gateway only accepts its test cards.',
  ],
])(
  'a card that is %s is 402 with its message, changes nothing, and the same intent can then be paid',
  async (_name, number, code, detail) => {
    const { bid } = await approvedBid(people, t.app);
    const intent = await startPaying(people.buyer, t.app, bid._id);
    const response = await payWithCard(people.buyer, t.app, intent.clientSecret, number);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code, detail });
    expect((await storedBid(db(), bid._id)).status).toBe('approved');
    expect(await ledgerOf(db(), bid._id)).toEqual([]);
    expect((await confirmOrder(people.buyer, t.app, intent.paymentIntent)).json()).toMatchObject({
      status: 'requires_payment_method',
      bidStatus: 'approved',
      paymentState: 'awaiting_payment',
    });

    expect((await payWithCard(people.buyer, t.app, intent.clientSecret, TEST_CARDS.succeeds)).statusCode).toBe(200);
    expect((await storedBid(db(), bid._id)).status).toBe('in_progress');
    expect(await paymentsOf(db(), bid._id)).toHaveLength(1);
  },
);

test('the processing card processes for a few seconds, then succeeds: PUT /orders and the sweeper see it', async () => {
  const { bid } = await approvedBid(people, t.app);
  const intent = await startPaying(people.buyer, t.app, bid._id);
  const response = await payWithCard(people.buyer, t.app, intent.clientSecret, TEST_CARDS.processing);
  expect(response.json()).toMatchObject({ status: 'processing' });
  expect((await confirmOrder(people.buyer, t.app, intent.paymentIntent)).json()).toMatchObject({
    status: 'processing',
    bidStatus: 'approved',
  });
  expect((await paymentsOf(db(), bid._id))[0]!.status).toBe('processing');
  expect((await payWithCard(people.buyer, t.app, intent.clientSecret, TEST_CARDS.succeeds)).json().code).toBe(
    'PAYMENT_PROCESSING',
  );

  const deadline = Date.now() + DEMO_PROCESSING_MS + 5000;
  while ((await storedBid(db(), bid._id)).status !== 'in_progress') {
    if (Date.now() > deadline) throw new Error('the processing payment never succeeded');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  expect((await confirmOrder(people.buyer, t.app, intent.paymentIntent)).json()).toMatchObject({
    status: 'succeeded',
    bidStatus: 'in_progress',
    paymentState: 'in_escrow',
  });
  expect(await paidNotifications(db(), bid._id)).toHaveLength(1);
  expect(escrowOf(await ledgerOf(db(), bid._id))).toBe(Math.round(bid.amount * 100));
});

test('each card field says what is wrong (400) and changes nothing', async () => {
  const { bid } = await approvedBid(people, t.app);
  const intent = await startPaying(people.buyer, t.app, bid._id);
  const cases: [Record<string, string>, string, string, string][] = [
    [{ number: '4242 4242 4242 4241' }, 'CARD_NUMBER_INVALID', 'number', 'Your card number is invalid.'],
    [{ number: '' }, 'CARD_NUMBER_INVALID', 'number', 'Your card number is incomplete.'],
    [{ expiry: '01 / 20' }, 'CARD_EXPIRY_INVALID', 'expiry', "Your card's expiration date is in the past."],
    [{ expiry: '13 / 40' }, 'CARD_EXPIRY_INVALID', 'expiry', "Your card's expiration date is incomplete."],
    [{ cvc: '12' }, 'CARD_CVC_INVALID', 'cvc', "Your card's security code is incomplete."],
  ];
  for (const [card, code, field, detail] of cases) {
    const response = await payWithCard(
      people.buyer,
      t.app,
      intent.clientSecret,
      card.number ?? TEST_CARDS.succeeds,
      card,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code, detail, errors: { [field]: [detail] } });
  }
  expect((await storedBid(db(), bid._id)).status).toBe('approved');
  expect((await paymentsOf(db(), bid._id))[0]!.status).toBe('requires_payment_method');
});

test('the card form: 401 for visitors, 404 for an unknown secret, 403 but to the buyer, 409 once paid', async () => {
  const { bid } = await approvedBid(people, t.app);
  const intent = await startPaying(people.buyer, t.app, bid._id);
  expect((await payWithCard(null, t.app, intent.clientSecret, TEST_CARDS.succeeds)).statusCode).toBe(401);
  expect((await payWithCard(people.buyer, t.app, `${intent.clientSecret}x`, TEST_CARDS.succeeds)).json()).toMatchObject(
    { status: 404, code: 'PAYMENT_NOT_FOUND' },
  );
  for (const other of [people.owner, people.otherBuyer, people.otherSeller]) {
    expect((await payWithCard(other, t.app, intent.clientSecret, TEST_CARDS.succeeds)).json()).toMatchObject({
      status: 403,
      code: 'PAYMENT_BIDDER_ONLY',
    });
  }
  expect((await storedBid(db(), bid._id)).status).toBe('approved');
  expect((await payWithCard(people.buyer, t.app, intent.clientSecret, TEST_CARDS.succeeds)).statusCode).toBe(200);
  expect((await payWithCard(people.buyer, t.app, intent.clientSecret, TEST_CARDS.succeeds)).json()).toMatchObject({
    status: 409,
    code: 'BID_ALREADY_PAID',
  });
  expect(await ledgerOf(db(), bid._id)).toHaveLength(2);
});

test(
  'PUT /orders: 401 for visitors, 400 without payment_intent, ' +
    '404 for an unknown intent, 403 for anyone but the buyer',
  async () => {
    const { bid } = await approvedBid(people, t.app);
    const intent = await pay(people.buyer, t.app, bid._id);
    expect((await confirmOrder(null, t.app, intent.paymentIntent)).statusCode).toBe(401);
    const missing = await people.buyer.request({ method: 'PUT', url: '/api/orders', payload: {} });
    expect(missing.json()).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      errors: { payment_intent: ['payment_intent is required'] },
    });
    expect((await confirmOrder(people.buyer, t.app, 'pi_demo_unknown')).json()).toMatchObject({
      status: 404,
      code: 'PAYMENT_NOT_FOUND',
    });
    for (const other of [people.owner, people.otherBuyer, people.otherSeller]) {
      expect((await confirmOrder(other, t.app, intent.paymentIntent)).json()).toMatchObject({
        status: 403,
        code: 'PAYMENT_BIDDER_ONLY',
      });
    }
  },
);

test('confirming the same payment again changes nothing: one payment, one ledger movement, one notice', async () => {
  const { bid } = await approvedBid(people, t.app);
  const intent = await pay(people.buyer, t.app, bid._id);
  for (let i = 0; i < 3; i++)
    expect((await confirmOrder(people.buyer, t.app, intent.paymentIntent)).statusCode).toBe(200);
  expect(await ledgerOf(db(), bid._id)).toHaveLength(2);
  expect(await paidNotifications(db(), bid._id)).toHaveLength(1);
  expect(await paymentsOf(db(), bid._id)).toHaveLength(1);
});

test('the demo gateway keeps no card number anywhere and never logs one', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = await buildApp({
    config: t.config,
    database: t.database,
    logger: { level: 'trace', stream },
    payments: { sweepMs: 0 },
  });
  await app.ready();
  try {
    const owner = await login(app, people.owner.user.username, 'correct horse battery');
    const buyer = await registerAndLogin(app);
    const { bid } = await approvedBid({ ...people, owner, buyer }, app);
    const intent = await startPaying(buyer, app, bid._id);
    expect((await payWithCard(buyer, app, intent.clientSecret, TEST_CARDS.declined)).statusCode).toBe(402);
    expect((await payWithCard(buyer, app, intent.clientSecret, '4242 4242 4242 4241')).statusCode).toBe(400);
    expect((await payWithCard(buyer, app, intent.clientSecret, TEST_CARDS.succeeds)).statusCode).toBe(200);
    expect(lines.length).toBeGreaterThan(0);
    const logged = lines.join('');
    for (const number of [TEST_CARDS.declined, TEST_CARDS.succeeds, '4242424242424241', '4242 4242 4242 4241'])
      expect(logged).not.toContain(number);
  } finally {
    await app.close();
  }
  const stored = JSON.stringify([await db().select().from(payments), await db().select().from(demoPaymentIntents)]);
  for (const number of Object.values(TEST_CARDS)) expect(stored).not.toContain(number);
  expect(stored).toContain('"4242"');
});
